import Foundation
import SDLPlatform
import Testing
import Host

/// `segue replay --video --touches` draws the pointer as iOS screen recordings draw touches:
/// a soft translucent circle where it is pressed, a small faint one where the mouse hovers.
@Suite(.enabled(if: VideoProbe.available, "needs ffmpeg and ffprobe on PATH (apt-get install ffmpeg; CI installs it)"))
struct VideoTouchesTests {
    func segue(_ args: [String]) throws -> Tool.Result {
        try Tool.run(try Tool.segue, args, environment: [:], timeout: 300)
    }

    static let hover = (x: 200, y: 400), press = (x: 460, y: 400)

    /// A session of Side by side at 640x480, 30 frames a second from 0.1 to 2 s: the mouse
    /// hovers at `hover` from 0.5 s, is pressed at `press` from 1 s and let go there at 1.6 s.
    static func session(in dir: String) throws -> String {
        var lines = [#"{"type":"header","format":"segue-session","version":1,"app":"0.1.0","scene":"side-by-side","window":[640,480],"scale":1,"options":{"slowAnimations":false}}"#]
        func pointer(_ t: Double, _ phase: String, _ p: (x: Int, y: Int), buttons: Int) -> String {
            #"{"type":"pointer","t":\#(t),"phase":"\#(phase)","id":0,"x":\#(p.x),"y":\#(p.y),"buttons":\#(buttons),"source":"mouse"}"#
        }
        for i in 0..<58 {
            let t = 0.1 + Double(i) / 30
            if i == 12 { lines.append(pointer(t - 0.001, "move", hover, buttons: 0)) }
            if i == 27 { lines += [pointer(t - 0.002, "move", press, buttons: 0), pointer(t - 0.001, "down", press, buttons: 1)] }
            if i == 45 { lines.append(pointer(t - 0.001, "up", press, buttons: 0)) }
            lines.append(#"{"type":"frame","index":\#(i),"t":\#(t),"digest":"n0-t0"}"#)
        }
        let path = dir + "/touches.jsonl"
        try Data((lines.joined(separator: "\n") + "\n").utf8).write(to: URL(fileURLWithPath: path))
        return path
    }

    /// The largest channel difference between two frames at a pixel.
    static func difference(_ a: RGBAImage, _ b: RGBAImage, _ x: Int, _ y: Int) -> Int {
        let p = a.pixel(x: x, y: y), q = b.pixel(x: x, y: y)
        return max(abs(Int(p.r) - Int(q.r)), abs(Int(p.g) - Int(q.g)), abs(Int(p.b) - Int(q.b)))
    }

    @Test func thePointerIsDrawnPressedAndHovering() throws {
        let dir = try VideoProbe.folder("touches")
        defer { try? FileManager.default.removeItem(atPath: dir) }
        let session = try Self.session(in: dir)
        let plain = dir + "/plain.mp4", touched = dir + "/touched.mp4"
        for (out, extra) in [(plain, [String]()), (touched, ["--touches"])] {
            let r = try segue(["replay", session, "--video", out, "--fps", "10"] + extra)
            #expect(r.status == 0, "\(r.stderr)")
        }
        // Video frame 13 (t = 1.4 s): pressed; frame 7 (t = 0.8 s): hovering.
        let pressedWith = try VideoProbe.frame(13, of: touched), pressedWithout = try VideoProbe.frame(13, of: plain)
        let hoverWith = try VideoProbe.frame(7, of: touched), hoverWithout = try VideoProbe.frame(7, of: plain)
        let (px, py) = Self.press, (hx, hy) = Self.hover
        // The pressed disc: its middle lighter, its rim darker, 22 pt across its radius.
        #expect(Self.difference(pressedWith, pressedWithout, px, py) > 15)
        #expect(Self.difference(pressedWith, pressedWithout, px + 21, py) > 25, "the rim")
        #expect(Self.difference(pressedWith, pressedWithout, px + 14, py) > 15)
        #expect(Self.difference(pressedWith, pressedWithout, px + 40, py) < 8, "outside the disc")
        // Hovering: smaller (nothing 14 pt from it) and fainter.
        #expect(Self.difference(hoverWith, hoverWithout, hx, hy) > 4)
        #expect(Self.difference(hoverWith, hoverWithout, hx, hy) < Self.difference(pressedWith, pressedWithout, px, py))
        #expect(Self.difference(hoverWith, hoverWithout, hx + 14, hy) < 6)
        // Nothing is drawn at the pressed place while the mouse hovers elsewhere.
        #expect(Self.difference(hoverWith, hoverWithout, px + 21, py) < 8)
    }

    @Test func touchesNeedsAVideo() throws {
        let r = try segue(["replay", VideoProbe.session("side-by-side-push"), "--headless", "--touches"])
        #expect(r.status == 2 && r.stderr.contains("--touches needs --video"), "\(r.stderr)")
    }

    @Test func shellCompletionOffersTouches() throws {
        for shell in ["bash", "zsh", "fish"] {
            let r = try segue(["--generate-completion-script", shell])
            #expect(r.status == 0 && r.stdout.contains("touches"), "\(shell)")
        }
    }
}
