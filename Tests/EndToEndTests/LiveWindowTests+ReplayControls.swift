import Foundation
import SegueTesting
import Testing
import DemoTesting

/// A replay in a window is under the user's hand: it stops on q, Ctrl-C and SIGTERM, pauses
/// and resumes on space, and steps one frame at a time with the right arrow while paused.
extension LiveWindowTests {
    static let sessions = Repository.root
        .appendingPathComponent("Assets/Sessions")

    /// A windowed replay of a session (Logo Reveal's 7 s Back pop: 217 frames) writing its
    /// frames into a fresh folder.
    func replayInWindow(on x: Xvfb, frames: String, session name: String = "logo-reveal-back-pop") throws -> LiveSegue {
        let session = LiveWindowTests.sessions.appendingPathComponent("\(name).jsonl").path
        return try LiveSegue(on: x, ["replay", session, "--frames", frames], reportsStartup: false)
    }

    /// The number of frames a session recorded (its end line's count).
    static func frameCount(of name: String) -> Int {
        let text = (try? String(contentsOf: sessions.appendingPathComponent("\(name).jsonl"), encoding: .utf8)) ?? ""
        guard let r = text.range(of: #""frames":[0-9]+"#, options: [.regularExpression, .backwards]) else { return 0 }
        return Int(text[r].dropFirst(9)) ?? 0
    }

    func framesWritten(_ dir: String) -> Int {
        ((try? FileManager.default.contentsOfDirectory(atPath: dir)) ?? []).filter { $0.hasPrefix("frame-") && $0.hasSuffix(".png") }.count
    }

    func waitForFrames(_ dir: String, atLeast n: Int, timeout: TimeInterval = 60) -> Bool {
        let deadline = Date().addingTimeInterval(timeout)
        while framesWritten(dir) < n && Date() < deadline { Thread.sleep(forTimeInterval: 0.05) }
        return framesWritten(dir) >= n
    }

    @Test(arguments: ["q", "SIGTERM", "SIGINT"])
    func aReplayInAWindowStops(on how: String) throws {
        let x = try Xvfb()
        let dir = tempPath("stop-frames")
        defer { try? FileManager.default.removeItem(atPath: dir) }
        let app = try replayInWindow(on: x, frames: dir)
        #expect(waitForFrames(dir, atLeast: 5))
        switch how {
        case "q": try app.key("q")
        case "SIGTERM": kill(app.process.processIdentifier, SIGTERM)
        default: kill(app.process.processIdentifier, SIGINT)
        }
        // q is the user's stop (0); a signal's code is 128 + the signal.
        let expected: Int32 = ["q": 0, "SIGTERM": 143, "SIGINT": 130][how]!
        #expect(app.exitStatus(within: 60) == expected, "\(how) did not stop the replay (exit \(app.process.terminationStatus))")
        #expect(framesWritten(dir) < LiveWindowTests.frameCount(of: "logo-reveal-back-pop"), "the replay ran to its end")
        #expect(app.remainingStderr().contains("stopped after"))
    }

    @Test func spacePausesAndTheRightArrowStepsOneFrame() throws {
        let x = try Xvfb()
        let dir = tempPath("pause-frames")
        defer { try? FileManager.default.removeItem(atPath: dir) }
        // Side by side's push: 47 frames in 3.6 s, short enough to play out under load.
        let app = try replayInWindow(on: x, frames: dir, session: "side-by-side-push")
        #expect(waitForFrames(dir, atLeast: 5))
        try app.key("space")
        Thread.sleep(forTimeInterval: 0.5)
        let paused = framesWritten(dir)
        Thread.sleep(forTimeInterval: 1)
        #expect(framesWritten(dir) == paused, "frames went on while paused")
        try app.key("Right")
        #expect(waitForFrames(dir, atLeast: paused + 1, timeout: 60))
        Thread.sleep(forTimeInterval: 0.5)
        #expect(framesWritten(dir) == paused + 1, "one step drew more than one frame")
        // Resumed, it plays to the end: every frame written, exit 0.
        try app.key("space")
        #expect(app.exitStatus(within: 300) == 0)
        #expect(framesWritten(dir) == 30)
    }
}
