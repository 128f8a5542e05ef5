import Foundation
import SegueTesting
import Runtime
import Scenes
import Sessions
import Testing
import DemoTesting
import Motion

/// The recorder leaves out the frame lines of idle frames that drew nothing and changed
/// nothing, and a replay of what it wrote computes exactly what the live run did: every kept
/// frame's digest and the end line verify. Each example session is run again as the live
/// loop runs it, with the loop's extra frames added (a frame right after each one, as a burst
/// after a press makes, and the idle window's wake-ups between frames far apart), recorded
/// with the rule, and the recording replayed with `--verify`.
@MainActor
@Suite(.serialized) struct FrameLineRuleTests {
    nonisolated static var names: [String] {
        let folder = Repository.root
            .appendingPathComponent("Assets/Sessions")
        return ((try? FileManager.default.contentsOfDirectory(atPath: folder.path)) ?? []).filter { $0.hasSuffix(".jsonl") }
            .map { String($0.dropLast(6)) }.sorted()
    }

    /// What one run recorded.
    struct Recorded {
        let path: String
        /// Frames stepped, and frame lines written.
        let stepped: Int
        let lines: Int
    }

    /// Runs `name`'s input through a live-like loop and records it. `keep` decides each
    /// frame line (nil: the recorder's own rule); `extraFrames` adds the loop's extra frames.
    static func rerecord(_ name: String, from file: String? = nil, extraFrames: Bool = true, keep: ((FrameDriver, String, String?) -> Bool)? = nil) throws -> Recorded {
        DummyVideo.use()
        let reader = try SessionReader(appSession: file ?? ExampleSession.path(name), app: DemoApp.repository)
        guard case .header(let header)? = try reader.next() else { throw ExampleSession.Failed(description: "\(name): no header") }
        let resources = try Resources(app: DemoApp.repository)
        defer { resources.close() }
        let stage = try Stage(resources: resources, scene: header.scene, size: header.windowSize, output: .none, startTime: 0, spec: header.spec)
        defer { stage.close() }
        let driver = stage.driver
        // As a replay does: parameter changes come from the recorded events.
        driver.parameterChanges = { _ in }
        if header.slowAnimations { driver.animationClock.rate = 0.1 }
        let path = FileManager.default.temporaryDirectory.appendingPathComponent("segue-rerecord-\(getpid())-\(name).jsonl").path
        let writer = try RecordingTarget(path: path, force: true).open()
        let recorder = SessionRecorder(writer: keep == nil ? writer : nil, header: header)
        if keep != nil { writer.append(.header(header)) }
        var lines = 0, stepped = 0
        var lastDigest: String?
        var pending: [SessionEvent] = []
        func step(at t: Double) {
            driver.beginFrame(at: t)
            for e in pending {
                let admitted = recorder.admit(e)
                if keep != nil { writer.append(.event(admitted)) }
                driver.apply(admitted)
            }
            let hadEvents = !pending.isEmpty
            pending.removeAll()
            driver.step()
            stepped += 1
            if let keep {
                let digest = driver.digest.text
                if keep(driver, digest, lastDigest) {
                    writer.append(.frame(index: lines, time: t, digest: digest))
                    lines += 1
                    lastDigest = digest
                }
            } else {
                recorder.frame(driver, at: t, drawn: false)
            }
            // A burst: the loop steps again at once with nothing new (a present that did not wait).
            if extraFrames && hadEvents { step(at: t + 0.0001) }
        }
        var last: Double?
        while let record = try reader.next() {
            switch record {
            case .event(let e): pending.append(e)
            case .frame(_, let t, _):
                // The idle window wakes every 0.25 s to wait again.
                if extraFrames, let last, t - last > 0.3, pending.isEmpty {
                    var wake = last + 0.25
                    while wake < t - 0.01 {
                        step(at: wake)
                        wake += 0.25
                    }
                }
                step(at: t)
                last = t
            default: break
            }
        }
        if keep != nil {
            let s = driver.summary
            writer.append(.end(SessionSummary(scene: s.scene, stack: s.stack, presented: s.presented, completedTransitions: s.completedTransitions,
                cancelledTransitions: s.cancelledTransitions, frames: lines)))
            writer.close()
        } else {
            recorder.finish(driver)
            lines = recorder.framesRecorded
        }
        return Recorded(path: path, stepped: stepped, lines: lines)
    }

    /// `segue replay FILE --headless --no-render --verify`, in process: nil when it verifies.
    static func verifyProblem(_ path: String) -> String? {
        var options = ReplayOptions(file: path, app: DemoApp.repository)
        options.headless = true
        options.noRender = true
        options.verify = true
        var said: [String] = []
        let code = Replay(options, report: { said.append($0) }).run().code
        return code == 0 ? nil : "exit \(code): \(said.joined(separator: "; "))"
    }

    @Test(arguments: names)
    func aRecordingWithoutTheIdleFramesReplaysExactly(name: String) throws {
        let run = try Self.rerecord(name)
        defer { try? FileManager.default.removeItem(atPath: run.path) }
        if let problem = Self.verifyProblem(run.path) { Issue.record("\(name): \(problem)") }
        #expect(run.lines <= run.stepped)
    }

    /// The rule leaves out the idle frames, and only those.
    @Test func idleFramesAreLeftOut() throws {
        // A session already recorded loses only its idle frames: Contacts' tap starts with the
        // window waking every 0.25 s (frames 1 to 5), a pointer move (frame 6) and two frames
        // stepped right after it with nothing new (7 and 8), before the press. Of those nine,
        // the first and the move's are kept; so are the push's frames, but not the three
        // wake-ups after it settles (28 to 30). (The example sessions are recorded under the
        // rule now, so this one is kept as it was recorded before it, in Fixtures.)
        let old = Repository.root.appendingPathComponent("Tests/RuntimeTests/Fixtures/contacts-tap-push-every-frame.jsonl").path
        let plain = try Self.rerecord("contacts-tap-push", from: old, extraFrames: false)
        defer { try? FileManager.default.removeItem(atPath: plain.path) }
        #expect(Self.verifyProblem(plain.path) == nil)
        let text = try String(contentsOfFile: plain.path, encoding: .utf8)
        let beforePress = text.components(separatedBy: "\"phase\":\"down\"")[0]
        #expect(beforePress.components(separatedBy: "\"type\":\"frame\"").count - 1 == 2, "\(beforePress)")
        #expect(plain.lines == plain.stepped - 10, "\(plain.lines) of \(plain.stepped)")
    }

    /// Why the rule asks for idleness, not only "nothing drawn and the digest unchanged": a
    /// frame that applied input or advanced an animation without changing the digest must keep
    /// its line. Leaving such lines out makes some example's replay differ.
    @Test func leavingOutEveryUnchangedFrameWouldBreakReplays() throws {
        var broken: [String] = []
        for name in Self.names {
            let run = try Self.rerecord(name, extraFrames: false) { _, digest, last in digest != last }
            defer { try? FileManager.default.removeItem(atPath: run.path) }
            if Self.verifyProblem(run.path) != nil { broken.append(name) }
        }
        print("FrameLineRuleTests: dropping every unchanged frame breaks \(broken.count) of \(Self.names.count): \(broken)")
        #expect(!broken.isEmpty)
    }
}

