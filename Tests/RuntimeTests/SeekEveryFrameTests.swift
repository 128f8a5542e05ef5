import Foundation
import Runtime
import SegueTesting
import Sessions
import Testing
import DemoTesting
import Scenes

/// The promise of a windowed replay's strip, over every example session and every frame it
/// covers: sent to each frame in a random order (back by starting again, forward by stepping
/// on), with the paused replay's strip over the window's bottom all along, every frame stepped
/// on the way is the recorded one, and, let run to the end from the first frame, the replay
/// verifies every frame and its end line. The order is drawn from a seed named in every
/// failure, so a failure can be run again.
///
/// The strip once took the recorded presses under it: a paused `photos-dismiss-after-paging`
/// stepped on failed at frame 4, and `sheets-tabs-swipe` at frame 216 (a click on a tab).
@MainActor
@Suite(.serialized) struct SeekEveryFrameTests {
    nonisolated static let sessions: [String] = {
        let folder = Repository.root.appendingPathComponent("Assets/Sessions").path
        let names = (try? FileManager.default.contentsOfDirectory(atPath: folder)) ?? []
        return names.filter { $0.hasSuffix(".jsonl") }.map { String($0.dropLast(6)) }.sorted()
    }()

    func stage(for file: String) throws -> Stage {
        let reader = try SessionReader(appSession: file, app: DemoApp.repository)
        guard case .header(let header) = try reader.next() else { throw ExampleSession.Failed(description: "\(file): no header") }
        return try Stage(resources: SceneHarness.resources(), scene: header.scene, size: header.windowSize,
            output: .none, startTime: 0, spec: header.spec)
    }

    @Test(arguments: sessions)
    func everyFrameSoughtInARandomOrderIsTheRecordedOne(_ name: String) throws {
        let file = ExampleSession.path(name)
        let seed = UInt64(truncatingIfNeeded: name.utf8.reduce(5381) { ($0 << 5) &+ $0 &+ Int($1) })
        let scrubber = ReplayScrubber(course: [])
        let seeker = SessionSeeker(file: file, reader: try SessionSeeker.open(file, app: DemoApp.repository), stage: try stage(for: file), prepare: { driver in
            scrubber.show(in: driver.window, playhead: 0)
        })
        var order = SeededGenerator(seed: seed)
        var failures = 0
        let check = { (f: SessionStepper.Frame) throws(ReplayFailure) in
            let mine = seeker.stage.driver.digest
            guard mine.text != f.digest else { return }
            failures += 1
            let what = FrameDigest(f.digest).flatMap { mine.difference(from: $0) } ?? "the digest"
            throw ReplayFailure("\(name) (seed \(seed)): frame \(f.index) differs: \(what)", code: 1)
        }
        var recorded: [String] = []
        while let f = try seeker.step() {
            recorded.append(f.digest)
            try check(f)
        }
        #expect(failures == 0)
        let frames = recorded.count
        // Each frame landed on is checked; the frames stepped on the way to it are checked
        // through it (the frame is a function of every frame before it) and by the run to the
        // end below, which checks every frame.
        for target in Array(0..<frames).shuffled(using: &order) {
            try seeker.seek(to: target)
            #expect(seeker.shown == target, "\(name) (seed \(seed)): sent to \(target), shows \(String(describing: seeker.shown))")
            #expect(seeker.stage.driver.digest.text == recorded[target], "\(name) (seed \(seed)): frame \(target) landed on differs")
            if failures > 0 { return }
        }
        // From the first frame to the end, as a resumed replay plays on.
        try seeker.seek(to: 0, onFrame: check)
        while let f = try seeker.step() { try check(f) }
        let end = try #require(seeker.end, "\(name): no end line")
        #expect(seeker.stage.driver.summary.differences(fromRecorded: end.summary).isEmpty, "\(name) (seed \(seed)): the end state differs after the seeks")
    }
}

