import Foundation
import SDLPlatform
import Testing

/// A paused windowed replay shows the whole session's course on the timeline strip, and the
/// strip sends it to any frame: a drag forward, a press back at the start (the replay starts
/// again and steps there without drawing), and the arrows. Let run, it verifies to the end.
extension LiveWindowTests {
    @Test func aPausedReplaysStripJumpsBackAndForthAndTheReplayVerifies() throws {
        let x = try Xvfb()
        // Logo Reveal's push at 1.6 s and Back pop at 4.3 s, in a 1024x768 window.
        let session = LiveWindowTests.sessions.appendingPathComponent("logo-reveal-back-pop.jsonl").path
        let app = try LiveSegue(on: x, ["replay", session, "--verify"], reportsStartup: false)
        try app.key("space")
        let strip = { (s: RGBAImage) in s.count(inX: 0..<1024, y: 640..<768, near: self.stripGround, tolerance: 6) > 40_000 }
        let paused = try app.waitForScreen(strip)
        #expect(strip(paused), "no strip over the paused replay")
        // Dragged past the push (the detail page shows), then pressed at the course's start.
        try drag(app, on: x, from: (60, 700), to: (700, 700))
        let ahead = try app.waitForScreen { self.sceneDifference(paused, $0) > 5000 }
        #expect(sceneDifference(paused, ahead) > 5000, "the drag forward did not show a later frame")
        // Pressed at the course's start, dragged forward again, pressed at the start again: the
        // same first frame both times (started again and stepped there).
        try app.click(30, 700)
        let back = try app.waitForScreen { self.sceneDifference(ahead, $0) > 5000 }
        #expect(sceneDifference(ahead, back) > 5000, "the press at the start did not go back")
        try drag(app, on: x, from: (60, 700), to: (700, 700))
        #expect(sceneDifference(back, try app.waitForScreen { self.sceneDifference(back, $0) > 5000 }) > 5000)
        try app.click(30, 700)
        let again = try app.waitForScreen { self.sceneDifference(back, $0) == 0 }
        #expect(sceneDifference(back, again) == 0, "the first frame differs the second time back")
        try app.key("Right")
        try app.key("Left")
        // Resumed: the strip goes, and every frame from here to the end verifies.
        try app.key("space")
        #expect(!strip(try app.waitForScreen { !strip($0) }), "the strip stayed over the playing replay")
        #expect(app.exitStatus(within: 300) == 0, "\(app.remainingStderr())")
    }
}
