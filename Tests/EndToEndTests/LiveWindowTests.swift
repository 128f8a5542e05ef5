import Foundation
import SegueTesting
import Testing
import SDLPlatform
import DemoTesting

/// The real app under Xvfb, driven with xdotool as a person would drive it.
@Suite(.serialized) struct LiveWindowTests {
    // Theme colours (see Scenes/Theme.swift).
    let background = (0xF2, 0xF2, 0xF7)
    let white = (255, 255, 255)
    let ink = (0x1C, 0x1C, 0x1E)
    let tint = (0x0A, 0x6C, 0xFF)

    @Test func catalogueIsDrawnAndQQuits() throws {
        let x = try Xvfb()
        let app = try LiveSegue(on: x, ["--size", "800x600"])
        // Page background beside and between the rows, the white Gallery row, dark title text in the header.
        let shot = try app.waitForScreen { $0.count(inX: 0..<800, y: 300..<560, near: background) > 60_000 }
        #expect(shot.width == 800 && shot.height == 600)
        #expect(shot.count(inX: 0..<800, y: 300..<560, near: background) > 60_000)
        #expect(shot.count(inX: 60..<700, y: 82..<133, near: white) > 20_000)
        #expect(shot.count(inX: 300..<500, y: 10..<54, near: ink, tolerance: 40) > 40)
        try app.key("q")
        #expect(app.exitStatus() == 0)
    }

    @Test func clickingTheGalleryRowOpensItAndEscapeReturns() throws {
        let x = try Xvfb()
        let app = try LiveSegue(on: x, ["--size", "800x600"])
        let showsBackButton = { (s: RGBAImage) in s.count(inX: 0..<120, y: 10..<54, near: self.tint, tolerance: 40) > 30 }
        // The Gallery row, the first: at 800x600 seven rows leave no room for the introduction.
        try app.click(400, 105)
        // The back button's blue title in the header, and six white cards.
        let gallery = try app.waitForScreen(showsBackButton)
        #expect(showsBackButton(gallery))
        #expect(gallery.count(inX: 0..<800, y: 64..<600, near: white) > 120_000)
        try app.key("Escape")
        let back = try app.waitForScreen { !showsBackButton($0) && $0.count(inX: 0..<800, y: 300..<560, near: self.background) > 60_000 }
        #expect(!showsBackButton(back))
        #expect(back.count(inX: 0..<800, y: 300..<560, near: background) > 60_000)
        // The catalogue shows a few frames before the pop ends; a click then would grab it.
        Thread.sleep(forTimeInterval: 0.4)
        // Again, and back with the header's Back button this time.
        try app.click(400, 105)
        #expect(showsBackButton(try app.waitForScreen(showsBackButton)))
        try app.click(50, 32)
        #expect(!showsBackButton(try app.waitForScreen { !showsBackButton($0) && $0.count(inX: 0..<800, y: 300..<560, near: self.background) > 60_000 }))
        try app.key("q")
        #expect(app.exitStatus() == 0)
    }

    @Test func sigtermExitsCleanlyWith143() throws {
        let x = try Xvfb()
        let app = try LiveSegue(on: x, ["--scene", "gallery", "--size", "640x480"])
        app.process.terminate()
        #expect(app.exitStatus() == 143)
    }

    @Test func resizingToOnePixelAndBackKeepsDrawing() throws {
        let x = try Xvfb()
        let app = try LiveSegue(on: x, ["--scene", "gallery", "--size", "800x600"])
        try app.resize(1, 1)
        try app.resize(900, 700)
        #expect(app.process.isRunning)
        let shot = try app.waitForScreen { $0.width == 900 && $0.count(inX: 0..<900, y: 64..<700, near: self.white) > 120_000 }
        #expect(shot.width == 900 && shot.height == 700)
        #expect(shot.count(inX: 0..<900, y: 64..<700, near: white) > 120_000)
        try app.key("q")
        #expect(app.exitStatus() == 0)
    }

    @Test func anAcceleratedRendererThatCannotStartFallsBackToSoftware() throws {
        let x = try Xvfb()
        // Mesa with no loadable driver: EGL (asked for, so that the failure is reported rather
        // than fatal) cannot make a context, so no accelerated renderer can be created.
        let app = try LiveSegue(on: x, ["--size", "640x480"], environment: [
            "SDL_VIDEO_X11_FORCE_EGL": "1", "LIBGL_DRIVERS_PATH": "/nonexistent", "MESA_LOADER_DRIVER_OVERRIDE": "nonexistent",
        ])
        let warnings = app.collectedStderr.split(separator: "\n").filter { $0.hasPrefix("segue: warning:") }
        #expect(warnings.count == 1)
        #expect(warnings.first?.contains("using software") == true)
        #expect(app.collectedStderr.contains(#""renderer": "software""#))
        let shot = try app.waitForScreen { $0.count(inX: 0..<640, y: 300..<440, near: self.background) > 15_000 }
        #expect(shot.count(inX: 0..<640, y: 300..<440, near: background) > 15_000)
        try app.key("q")
        #expect(app.exitStatus() == 0)
    }

    /// Under Xvfb the only OpenGL is Mesa's, rasterising on the CPU: `auto` sees it and draws
    /// with the software renderer, with no warning (a choice, not a failure); asked for by
    /// name, OpenGL is still what draws.
    @Test func autoTakesSoftwareOverAnOpenGLOnTheCPU() throws {
        let x = try Xvfb()
        func startup(_ renderer: String) throws -> (line: [String: Any], stderr: String) {
            let app = try LiveSegue(on: x, ["--size", "640x480", "--renderer", renderer])
            let text = app.collectedStderr
            try app.key("q")
            #expect(app.exitStatus() == 0)
            let line = try #require(text.split(separator: "\n").first { $0.contains("first_frame_presented_ms") }, "\(text)")
            return (try #require(try JSONSerialization.jsonObject(with: Data(line.utf8)) as? [String: Any]), text)
        }
        let named = try startup("opengl")
        #expect(named.line["renderer"] as? String == "opengl", "\(named.stderr)")
        let driver = try #require(named.line["gl_renderer"] as? String, "\(named.stderr)")
        #expect(OpenGLDriver.isSoftware(driver), "Xvfb's OpenGL is \(driver)")
        let auto = try startup("auto")
        #expect(auto.line["renderer"] as? String == "software", "\(auto.stderr)")
        #expect(auto.line["gl_renderer"] as? String == driver)
        #expect(!auto.stderr.contains("warning"), "\(auto.stderr)")
    }

    @Test func theMotionPagePlaysItsLayerAnimation() throws {
        let x = try Xvfb()
        let app = try LiveSegue(on: x, ["--scene", "motion", "--size", "1024x768"])
        let stageTop = (0xEE, 0xF2, 0xFF), stageEnd = (0xFD, 0xE6, 0x8A)
        let before = try app.waitForScreen { $0.count(inX: 40..<990, y: 125..<160, near: stageTop, tolerance: 6) > 20_000 }
        #expect(before.count(inX: 40..<990, y: 125..<160, near: stageTop, tolerance: 6) > 20_000)
        try app.click(73, 345)  // Play, under the stage
        // Two seconds later the container's background has turned from blue-grey to yellow.
        let after = try app.waitForScreen { $0.count(inX: 40..<990, y: 125..<160, near: stageEnd, tolerance: 6) > 20_000 }
        #expect(after.count(inX: 40..<990, y: 125..<160, near: stageEnd, tolerance: 6) > 20_000)
        try app.key("q")
        #expect(app.exitStatus() == 0)
    }

    @Test func aRealDragIsLoggedAsAPanWithItsTranslationAndVelocity() throws {
        let x = try Xvfb()
        let app = try LiveSegue(on: x, ["--scene", "motion", "--size", "1024x768", "--log-gestures"])
        // Press on the stage, move 200 pt right in 20 steps, 15 ms apart, release: one xdotool
        // run, so the pace is xdotool's sleeps and not how fast a loaded machine starts processes.
        try x.run("xdotool", ["mousemove", "--window", app.windowID, "300", "200", "mousedown", "1"])
        var steps: [String] = []
        for i in 1...20 { steps += ["mousemove", "--window", app.windowID, "\(300 + i * 10)", "200", "sleep", "0.015"] }
        let start = Date()
        try x.run("xdotool", steps)
        let elapsed = Date().timeIntervalSince(start)
        try x.run("xdotool", ["mouseup", "1"])
        Thread.sleep(forTimeInterval: 0.4)
        try app.key("q")
        #expect(app.exitStatus() == 0)
        // Pure JSON Lines (a renderer fall-back warning aside), closing with the event-time counts.
        let lines = app.remainingStderr().split(separator: "\n").filter { !$0.hasPrefix("segue: warning:") }
        let records = lines.compactMap { try? JSONSerialization.jsonObject(with: Data($0.utf8)) as? [String: Any] }
        #expect(records.count == lines.count, "lines that are not JSON: \(lines.filter { (try? JSONSerialization.jsonObject(with: Data($0.utf8))) == nil })")
        let counts = try #require(records.last?["pointer_event_times"] as? [String: Int])
        #expect((counts["x_server"] ?? 0) + (counts["pump"] ?? 0) >= 20)
        let pan = records.filter { $0["recognizer"] as? String == "stage pan" }
        let states = pan.compactMap { $0["state"] as? String }
        #expect(states.first == "began" && states.last == "ended" && states.contains("changed"), "\(states)")
        let last = pan.last { $0["state"] as? String == "changed" }
        let translation = (last?["translation"] as? [Double]) ?? []
        #expect(translation.count == 2 && abs(translation[0] - 200) <= 1 && abs(translation[1]) <= 1, "\(translation)")
        let velocity = (last?["velocity"] as? [Double]) ?? []
        // The drag covered 200 pt in about `elapsed` seconds (xdotool's own pace included).
        let expected = 200 / elapsed
        #expect(velocity.count == 2 && velocity[0] > expected * 0.4 && velocity[0] < expected * 2.5, "\(velocity) vs about \(expected)")
        let times = pan.compactMap { $0["time"] as? Double }
        #expect(times == times.sorted())
    }

    @Test func theEdgeSwipePopsOrCancelsByWhereItIsLetGo() throws {
        let x = try Xvfb()
        let app = try LiveSegue(on: x, ["--scene", "gallery", "--size", "800x600", "--log-gestures"])
        let showsBackButton = { (s: RGBAImage) in s.count(inX: 0..<120, y: 10..<54, near: self.tint, tolerance: 40) > 30 }
        func swipe(to end: Int, hold: Double) throws {
            try x.run("xdotool", ["mousemove", "--window", app.windowID, "5", "300", "mousedown", "1"])
            for step in 1...10 {
                try x.run("xdotool", ["mousemove", "--window", app.windowID, "\(5 + (end - 5) * step / 10)", "300"])
                Thread.sleep(forTimeInterval: 0.02)
            }
            Thread.sleep(forTimeInterval: hold)
            try x.run("xdotool", ["mouseup", "1"])
        }
        // A short drag, held still, then released: the pop cancels and the Gallery stays.
        try swipe(to: 200, hold: 0.3)
        Thread.sleep(forTimeInterval: 0.8)
        #expect(showsBackButton(try app.screenshot()))
        // A long drag past the middle: the pop finishes on the catalogue.
        try swipe(to: 600, hold: 0.1)
        let back = try app.waitForScreen { !showsBackButton($0) && $0.count(inX: 0..<800, y: 330..<560, near: self.background) > 60_000 }
        #expect(!showsBackButton(back))
        try app.key("q")
        #expect(app.exitStatus() == 0)
        let pops = app.remainingStderr().split(separator: "\n").filter { $0.contains("interactive pop") && $0.contains("ended") }
        #expect(pops.count == 2)
    }

    @Test func aRecordedSwipeReplaysHeadlessFrameForFrame() throws {
        let x = try Xvfb()
        let path = FileManager.default.temporaryDirectory.appendingPathComponent("segue-rec-\(getpid()).jsonl").path
        defer { try? FileManager.default.removeItem(atPath: path) }
        let app = try LiveSegue(on: x, ["--scene", "gallery", "--size", "800x600", "--record", path])
        try x.run("xdotool", ["mousemove", "--window", app.windowID, "5", "300", "mousedown", "1"])
        for step in 1...8 {
            try x.run("xdotool", ["mousemove", "--window", app.windowID, "\(5 + step * 70)", "300"])
            Thread.sleep(forTimeInterval: 0.02)
        }
        try x.run("xdotool", ["mouseup", "1"])
        Thread.sleep(forTimeInterval: 0.8)
        // Back to the Gallery, then a short held drag that cancels.
        try app.click(400, 105)
        Thread.sleep(forTimeInterval: 0.8)
        try x.run("xdotool", ["mousemove", "--window", app.windowID, "5", "300", "mousedown", "1"])
        for step in 1...4 {
            try x.run("xdotool", ["mousemove", "--window", app.windowID, "\(5 + step * 30)", "300"])
            Thread.sleep(forTimeInterval: 0.03)
        }
        Thread.sleep(forTimeInterval: 0.3)
        try x.run("xdotool", ["mouseup", "1"])
        Thread.sleep(forTimeInterval: 0.8)
        // SIGTERM ends the recording properly too (exit 128 + 15).
        app.process.terminate()
        #expect(app.exitStatus() == 143)
        let text = try String(contentsOfFile: path, encoding: .utf8)
        let endLine = try #require(text.split(separator: "\n").last)
        #expect(endLine.hasPrefix("{\"type\":\"end\""))
        let replay = try Tool.run(try Tool.segue, ["replay", path, "--headless", "--verify", "--summary"], environment: [:])
        #expect(replay.status == 0, "\(replay.stderr)")
        // The replay ends where the live run did.
        let summary = replay.stdout.trimmingCharacters(in: .whitespacesAndNewlines)
        #expect(endLine == "{\"type\":\"end\",\"summary\":\(summary)}")
        #expect(summary.contains("\"stack\":[\"Segue\",\"Gallery\"]") && summary.contains("\"cancelled\":1"))
    }

    /// The same session verifies in a window (the renderer `auto` picks), at ten times the speed.
    @Test func theExampleSessionVerifiesInAWindowAtTenTimesTheSpeed() throws {
        let x = try Xvfb()
        let source = Repository.root
            .appendingPathComponent("Assets/Sessions/catalogue-edge-swipe.jsonl")
        let r = try Tool.run(try Tool.segue, ["replay", source.path, "--verify", "--speed", "10", "--summary"], environment: ["DISPLAY": x.display])
        #expect(r.status == 0, "\(r.stderr)")
        #expect(r.stdout.contains("\"cancelled\":1"))
    }
}
