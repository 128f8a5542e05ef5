import Foundation
import Testing
import SDLPlatform
import DevTools

/// The timeline inspector in a real window: a live Contacts zoom (slowed tenfold, so the
/// freeze lands mid-zoom on a busy machine) frozen with F, scrubbed with the mouse on the
/// strip and with Left, Shift held for the onion skin, resumed with F, quit; its recording
/// replays with --verify.
extension LiveWindowTests {
    /// The strip's ground (TimelineStrip: 0.11, 0.11, 0.12).
    var stripGround: (Int, Int, Int) { (28, 28, 31) }

    func drag(_ app: LiveSegue, on x: Xvfb, from: (Int, Int), to: (Int, Int)) throws {
        var args = ["mousemove", "--window", app.windowID, "\(from.0)", "\(from.1)", "mousedown", "1"]
        for i in 1...10 { args += ["sleep", "0.03", "mousemove", "--window", app.windowID, "\(from.0 + (to.0 - from.0) * i / 10)", "\(from.1)"] }
        try x.run("xdotool", args + ["sleep", "0.05", "mouseup", "1"])
    }

    /// How many pixels of the scene (above the strip) differ between two screenshots.
    func sceneDifference(_ a: RGBAImage, _ b: RGBAImage) -> Int {
        var n = 0
        for y in stride(from: 64, to: 460, by: 2) {
            for x in stride(from: 0, to: 800, by: 2) where a.pixel(x: x, y: y) != b.pixel(x: x, y: y) { n += 1 }
        }
        return n
    }

    @Test func aLiveZoomFrozenScrubbedAndResumedReplaysAndVerifies() throws {
        let path = tempPath("timeline.jsonl")
        defer { try? FileManager.default.removeItem(atPath: path) }
        let x = try Xvfb()
        let app = try LiveSegue(on: x, ["--scene", "contacts", "--size", "800x600", "--record", path])
        try app.key("s")
        try app.click(132, 130)
        Thread.sleep(forTimeInterval: 1.0)
        try app.key("f")
        let strip = { (s: RGBAImage) in s.count(inX: 0..<800, y: 470..<600, near: self.stripGround, tolerance: 6) > 25_000 }
        let frozen = try app.waitForScreen(strip)
        #expect(strip(frozen), "no strip over the frozen scene")
        Thread.sleep(forTimeInterval: 0.5)
        let still = try app.screenshot()
        #expect(sceneDifference(frozen, still) == 0, "the frozen scene moved")
        // Press near the course's start, drag to its middle, then one frame back with Left.
        try drag(app, on: x, from: (60, 540), to: (300, 540))
        try app.key("Left")
        _ = try app.waitForScreen { self.sceneDifference(frozen, $0) > 500 }
        // The frame the playhead rests on: the same scene in two screenshots running (on a
        // loaded machine the drag's last frame can show before the step back does).
        var scrubbed = try app.screenshot()
        let settled = Date().addingTimeInterval(10)
        while Date() < settled {
            Thread.sleep(forTimeInterval: 0.3)
            let next = try app.screenshot()
            defer { scrubbed = next }
            if sceneDifference(scrubbed, next) == 0 { break }
        }
        #expect(sceneDifference(frozen, scrubbed) > 500, "the scrubbed scene shows the frozen frame")
        // Shift held shows the onion skin over the scene; let go, the scene is as it was.
        try x.run("xdotool", ["windowfocus", "--sync", app.windowID, "keydown", "shift", "sleep", "0.5"])
        let onion = try app.waitForScreen { self.sceneDifference(scrubbed, $0) > 200 }
        try x.run("xdotool", ["keyup", "shift"])
        #expect(sceneDifference(scrubbed, onion) > 200, "no onion skin over the scene")
        #expect(sceneDifference(scrubbed, try app.waitForScreen { self.sceneDifference(scrubbed, $0) == 0 }) == 0)
        try app.key("f")
        #expect(try app.waitForScreen { !strip($0) }.count(inX: 0..<800, y: 470..<600, near: stripGround, tolerance: 6) < 25_000)
        Thread.sleep(forTimeInterval: 3.5)
        try app.key("q")
        #expect(app.exitStatus() == 0, "\(app.remainingStderr())")
        let actions = try sessionLines(path).filter { $0["type"] as? String == "freeze" }.compactMap { $0["action"] as? String }
        #expect(actions.first == "freeze" && actions.last == "resume" && actions.filter { $0 == "show" }.count >= 2, "\(actions)")
        #expect(actions.filter { $0 == "onion" }.count == 2, "\(actions)")
        let verify = try segue(["replay", path, "--headless", "--no-render", "--verify", "--summary"])
        #expect(verify.status == 0, "\(verify.stderr)")
        #expect(verify.stdout.contains("\"stack\":[\"Contacts\","), "\(verify.stdout)")
    }
}
