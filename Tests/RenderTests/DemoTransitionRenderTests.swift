import Geometry
import Navigation
import SegueTesting
import Testing

/// The demos' pushes, pops, presentations and dismissals held at 0, 0.25, 0.5, 0.75 and 1,
/// against reference PNGs named after the transition and the percentage.
@MainActor
@Suite(.serialized) struct DemoTransitionRenderTests {
    nonisolated static let transitions: [DemoTransition] = [
        .logoRevealPush, .logoRevealPop, .contactsPush, .contactsPop,
        .sideBySidePush, .sideBySidePop, .modalZoomPresent, .modalZoomDismiss,
    ]

    @Test(arguments: transitions, [0, 0.25, 0.5, 0.75, 1])
    func heldFrame(_ transition: DemoTransition, progress: Double) throws {
        let (rig, driver) = try transition.begin()
        defer { rig.close() }
        DemoTransition.hold(rig, driver, at: progress)
        let name = "\(transition.rawValue)-\(Int(progress * 100))"
        if let result = try SceneRenderer.compare(try rig.render(), reference: name) {
            #expect(result.matches, "\(name): \(result.summary)")
        }
    }
}
