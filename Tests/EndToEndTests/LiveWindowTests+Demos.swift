import Foundation
import SDLPlatform
import Testing

/// The Side by side and Modal zoom demos in a real window under Xvfb, driven with xdotool,
/// with a recording whose end line says where each run ended. Part of the window suite, so
/// they run one at a time with its timing-sensitive drags.
extension LiveWindowTests {
    /// Runs segue on `scene` at 1024x768 with a recording, lets `drive` act, quits, and
    /// returns the recording's end line.
    func runDemo(_ scene: String, renderer: String = "auto", _ drive: (Xvfb, LiveSegue) throws -> Void) throws -> String {
        let x = try Xvfb()
        let path = FileManager.default.temporaryDirectory.appendingPathComponent("segue-demo-\(getpid())-\(scene)-\(renderer).jsonl").path
        defer { try? FileManager.default.removeItem(atPath: path) }
        let app = try LiveSegue(on: x, ["--scene", scene, "--size", "1024x768", "--renderer", renderer, "--record", path])
        try drive(x, app)
        try app.key("q")
        #expect(app.exitStatus() == 0)
        // A renderer asked for by name is the one that drew (not the software fall-back).
        if renderer != "auto" { #expect(!app.collectedStderr.contains("using software"), "\(app.collectedStderr)") }
        let text = try String(contentsOfFile: path, encoding: .utf8)
        return String(text.split(separator: "\n").last ?? "")
    }

    /// Presses at `from`, moves to `to` in `steps` steps 16 ms apart, holds, lets go.
    func demoDrag(_ x: Xvfb, _ app: LiveSegue, from: (Int, Int), to: (Int, Int), steps: Int = 12, hold: Double = 0.25) throws {
        try x.run("xdotool", ["mousemove", "--window", app.windowID, "\(from.0)", "\(from.1)", "mousedown", "1"])
        for i in 1...steps {
            try x.run("xdotool", ["mousemove", "--window", app.windowID, "\(from.0 + (to.0 - from.0) * i / steps)", "\(from.1 + (to.1 - from.1) * i / steps)"])
            Thread.sleep(forTimeInterval: 0.016)
        }
        Thread.sleep(forTimeInterval: hold)
        try x.run("xdotool", ["mouseup", "1"])
    }

    /// The sun of the landscape, 18% across it and 30% down, seen at `x` points.
    func sunIsAt(_ shot: RGBAImage, x: Int) -> Bool {
        shot.count(inX: (x - 20)..<(x + 20), y: 210..<250, near: (0xFF, 0xFB, 0xEF), tolerance: 14) > 1000
    }

    /// Push moves the landscape a parallax step (0.3 of the width) left; a drag past the
    /// middle pops and brings it back. On the software path and on the GPU's (Mesa's OpenGL
    /// under Xvfb), where a copy reaching past its texture once came out stretched.
    @Test(arguments: ["software", "opengl"]) func sideBySidePushesAndADragPopsWithTheLandscapeFollowing(renderer: String) throws {
        let end = try runDemo("side-by-side", renderer: renderer) { x, app in
            #expect(sunIsAt(try app.waitForScreen { sunIsAt($0, x: 415) }, x: 415))
            try app.click(512, 440)
            #expect(sunIsAt(try app.waitForScreen { sunIsAt($0, x: 108) }, x: 108))
            // The sun is there a few frames before the push ends; a press then would grab it.
            Thread.sleep(forTimeInterval: 0.25)
            try demoDrag(x, app, from: (200, 600), to: (760, 600))
            #expect(sunIsAt(try app.waitForScreen { sunIsAt($0, x: 415) }, x: 415))
            // Let go at rest, the pop settles on its release spring (under a second) before Q.
            Thread.sleep(forTimeInterval: 1.0)
        }
        #expect(end.contains(#""stack":["One"]"#) && end.contains(#""completed":2,"cancelled":0"#), "\(end)")
    }

    /// Press to View grows the dark page over the window; a drag down past half closes it.
    @Test func modalZoomPresentsAndADragDownDismisses() throws {
        let dark = (0x11, 0x15, 0x2A), light = (0xF2, 0xF2, 0xF7)
        let end = try runDemo("modal-zoom") { x, app in
            try app.click(512, 458)
            // The zoom takes 3 s; a drag while it runs would grab it, so wait for it to end.
            Thread.sleep(forTimeInterval: 3.4)
            let shown = try app.waitForScreen { $0.count(inX: 0..<1024, y: 600..<760, near: dark) > 100_000 }
            #expect(shown.count(inX: 0..<1024, y: 600..<760, near: dark) > 100_000)
            try demoDrag(x, app, from: (512, 200), to: (512, 600))
            let closed = try app.waitForScreen { $0.count(inX: 0..<1024, y: 600..<760, near: light) > 100_000 }
            #expect(closed.count(inX: 0..<1024, y: 600..<760, near: light) > 100_000)
            // The rest of the zoom back (half of 3 s at most) ends before Q.
            Thread.sleep(forTimeInterval: 1.6)
        }
        #expect(end.contains(#""presented":null"#) && end.contains(#""completed":2,"cancelled":0"#), "\(end)")
    }
}
