import SegueTesting
import Foundation
import Motion
import Runtime
import Sessions
import Testing
import Navigation
import Views
import DemoTesting
import Scenes
import Geometry

/// A recorded momentum scroll replayed under each platform's physics: the same release
/// coasts as far as each platform's deceleration takes it.
@MainActor
@Suite struct PhysicsPresetReplayTests {
    /// The farthest the Photos grid scrolls in `photos-momentum-scroll`, replayed under
    /// `overrides` (points along the scroll).
    static func farthestScroll(_ overrides: [SpecAssignment]) throws -> Double {
        DummyVideo.use()
        let reader = try SessionReader(appSession: ExampleSession.path("photos-momentum-scroll"), app: DemoApp.repository)
        guard case .header(let header)? = try reader.next() else { throw ExampleSession.Failed(description: "no header") }
        var spec = header.spec
        try spec.apply(overrides)
        let resources = try Resources(app: DemoApp.repository)
        defer { resources.close() }
        let stage = try Stage(resources: resources, scene: header.scene, size: header.windowSize, output: .none, startTime: 0, spec: spec)
        defer { stage.close() }
        stage.driver.parameterChanges = { _ in }
        let stepper = SessionStepper(reader: reader, driver: stage.driver)
        var farthest = 0.0
        while try stepper.step() != nil {
            for scroll in Self.scrollViews(in: stage.window) { farthest = max(farthest, abs(scroll.contentOffset.y), abs(scroll.contentOffset.x)) }
        }
        return farthest
    }

    static func scrollViews(in view: View) -> [ScrollView] {
        (view as? ScrollView).map { [$0] } ?? view.subviews.flatMap { scrollViews(in: $0) }
    }

    @Test func androidsFlingCoastsShorterThanUIKitsOnTheSameHand() throws {
        let uikit = try Self.farthestScroll(PhysicsPreset.uikit.assignments)
        let android = try Self.farthestScroll(PhysicsPreset.android.assignments)
        // Fails if the preset does not reach the scroll view (the same distance both times).
        #expect(uikit > 100, "the recorded scroll went \(uikit) pt")
        #expect(android < uikit * 0.8, "android \(android) pt, uikit \(uikit) pt")
    }
}
