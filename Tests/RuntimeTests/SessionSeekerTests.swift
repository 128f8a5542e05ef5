import Foundation
import Runtime
import SegueTesting
import Sessions
import Testing
import DemoTesting
import Scenes

/// A windowed replay's strip sends it to any frame (`SessionSeeker`): forward by stepping
/// on, back by starting again from the first frame. Every frame it shows is the one a
/// straight replay shows there, and a replay sent back and forth and then let run to its
/// end verifies every frame and its end line.
@MainActor
@Suite(.serialized) struct SessionSeekerTests {
    /// A grabbed hide (a drag on a running transition) and a frozen, scrubbed zoom (freeze
    /// events, which must apply again after a start from the beginning).
    nonisolated static let sessions = ["contacts-hide-grabbed-finishes", "contacts-frozen-scrubbed"]

    func stage(for file: String) throws -> Stage {
        let reader = try SessionReader(appSession: file, app: DemoApp.repository)
        guard case .header(let header) = try reader.next() else { throw ExampleSession.Failed(description: "\(file): no header") }
        return try Stage(resources: SceneHarness.resources(), scene: header.scene, size: header.windowSize, output: .none, startTime: 0, spec: header.spec)
    }

    /// Each frame's digest in a straight replay, in the order of the frame lines.
    func straightDigests(_ file: String) throws -> [String] {
        let seeker = SessionSeeker(file: file, reader: try SessionSeeker.open(file, app: DemoApp.repository), stage: try stage(for: file))
        var digests: [String] = []
        while try seeker.step() != nil { digests.append(seeker.stage.driver.digest.text) }
        return digests
    }

    @Test(arguments: sessions)
    func framesAfterJumpsAreTheRecordedOnes(_ name: String) throws {
        let file = ExampleSession.path(name)
        let straight = try straightDigests(file)
        #expect(straight.count > 80)
        let seeker = SessionSeeker(file: file, reader: try SessionSeeker.open(file, app: DemoApp.repository), stage: try stage(for: file))
        var recorded: [Int: String] = [:]
        let keep = { (f: SessionStepper.Frame) throws(ReplayFailure) in recorded[seeker.position - 1] = f.digest }
        // Forward, back (a start again), a frame on, a frame back, and the last frame.
        for target in [60, 15, 16, 15, 70, straight.count - 1] {
            let shown = try seeker.seek(to: target, onFrame: keep)
            #expect(seeker.shown == target)
            #expect(seeker.stage.driver.digest.text == straight[target], "frame \(target) after a jump is not the straight replay's")
            #expect(shown?.digest == straight[target], "frame \(target) after a jump is not the recorded one")
        }
        // Back to the start and let run to the end: every frame verifies, and the end line.
        try seeker.seek(to: 5, onFrame: keep)
        while let f = try seeker.step() {
            #expect(seeker.stage.driver.digest.text == f.digest, "frame \(f.index) differs after the jumps")
        }
        #expect(recorded.allSatisfy { straight[$0.key] == $0.value })
        let end = try #require(seeker.end)
        #expect(seeker.stage.driver.summary.differences(fromRecorded: end.summary).isEmpty)
        #expect(seeker.position == straight.count)
    }

    @Test func aSeekPastTheEndShowsTheLastFrame() throws {
        let file = ExampleSession.path("contacts-tap-push")
        let straight = try straightDigests(file)
        let seeker = SessionSeeker(file: file, reader: try SessionSeeker.open(file, app: DemoApp.repository), stage: try stage(for: file))
        try seeker.seek(to: straight.count + 40)
        #expect(seeker.shown == straight.count - 1)
        #expect(seeker.stage.driver.digest.text == straight.last)
        try seeker.seek(to: -3)
        #expect(seeker.shown == 0)
        #expect(seeker.stage.driver.digest.text == straight[0])
    }
}
