import Foundation
import SDLPlatform
import Testing

/// `segue replay --video`: an MP4 or GIF of a real session at a fixed rate, lasting as long
/// as the session, its size honoured, two runs side by side, all while the replay verifies.
@Suite(.enabled(if: VideoProbe.available, "needs ffmpeg and ffprobe on PATH (apt-get install ffmpeg; CI installs it)"))
struct VideoTests {
    func segue(_ args: [String]) throws -> Tool.Result {
        try Tool.run(try Tool.segue, args, environment: [:], timeout: 300)
    }

    /// An MP4 at 30 and 60 frames a second lasts from the session's first frame line to its
    /// last (within one frame) with one frame per 1/fps, while --verify checks every
    /// recorded frame: the fixed rate repeats recorded frames and never steps the engine
    /// between them. stderr is a pipe here, so no progress bar is drawn (the run takes
    /// seconds in a debug build).
    @Test(arguments: [30, 60])
    func anMP4LastsTheSessionAtItsRate(fps: Int) throws {
        let session = VideoProbe.session("side-by-side-push")
        let dir = try VideoProbe.folder("mp4")
        defer { try? FileManager.default.removeItem(atPath: dir) }
        let out = dir + "/push.mp4"
        let r = try segue(["replay", session, "--video", out, "--fps", "\(fps)", "--verify"])
        #expect(r.status == 0, "\(r.stderr)")
        // stderr is not a terminal: no progress bar, nothing but the verification's word.
        #expect(r.stderr.split(separator: "\n").map(String.init) == ["segue replay: verified: all 30 frames and the end line match the recording"],
            "\(r.stderr.debugDescription)")
        #expect(VideoProbe.names(in: dir) == ["push.mp4"], "no temporary file left")
        let duration = try VideoProbe.duration(session)
        let video = try VideoProbe.probe(out)
        #expect(video.codec == "h264" && video.pixelFormat == "yuv420p")
        #expect(video.width == 1024 && video.height == 768)
        #expect(video.frames == Int((duration * Double(fps)).rounded()), "\(video.frames) frames for \(duration) s")
        #expect(abs(video.duration - duration) <= 1 / Double(fps), "\(video.duration) s for a session of \(duration) s")
    }

    /// --verify is at work during a video: a recorded digest that does not match fails the
    /// replay (exit 1), and no video is left.
    @Test func aVideoOfASessionThatDoesNotVerifyIsNotWritten() throws {
        let dir = try VideoProbe.folder("verify")
        defer { try? FileManager.default.removeItem(atPath: dir) }
        var lines = try String(contentsOfFile: VideoProbe.session("side-by-side-push"), encoding: .utf8).split(separator: "\n").map(String.init)
        let tenth = try #require(lines.firstIndex { $0.contains("\"index\":10,") })
        lines[tenth] = lines[tenth].replacingOccurrences(of: "\"digest\":\"n", with: "\"digest\":\"n0")
        let session = dir + "/edited.jsonl"
        try Data((lines.joined(separator: "\n") + "\n").utf8).write(to: URL(fileURLWithPath: session))
        let r = try segue(["replay", session, "--video", dir + "/out.mp4", "--verify"])
        #expect(r.status == 1 && r.stderr.contains("frame 10 at t=") && r.stderr.contains("differs"), "\(r.stderr)")
        #expect(VideoProbe.names(in: dir) == ["edited.jsonl"])
        // Without --verify the same file makes its video.
        let plain = try segue(["replay", session, "--video", dir + "/out.mp4"])
        #expect(plain.status == 0, "\(plain.stderr)")
    }

    /// --size fits the frames into the size asked for, keeping their shape (1024x768 in
    /// 640x360: 480x360 centred on the background).
    @Test func theSizeIsHonoured() throws {
        let dir = try VideoProbe.folder("size")
        defer { try? FileManager.default.removeItem(atPath: dir) }
        let out = dir + "/small.mp4"
        let r = try segue(["replay", VideoProbe.session("side-by-side-push"), "--video", out, "--size", "640x360", "--fps", "10"])
        #expect(r.status == 0, "\(r.stderr)")
        let video = try VideoProbe.probe(out)
        #expect(video.width == 640 && video.height == 360)
        let frame = try VideoProbe.frame(0, of: out)
        // The margins are the app's background (F2F2F7); the landscape's sky is blue.
        let margin = frame.pixel(x: 20, y: 180), sky = frame.pixel(x: 320, y: 40)
        #expect(abs(Int(margin.r) - 0xF2) <= 6 && abs(Int(margin.b) - 0xF7) <= 6, "\(margin)")
        #expect(Int(sky.b) > Int(sky.r) + 40, "\(sky)")
    }

    /// A .gif is a GIF (its signature and ffprobe's codec), at 25 frames a second by default.
    @Test func aGIFIsAGIF() throws {
        let session = VideoProbe.session("side-by-side-push")
        let dir = try VideoProbe.folder("gif")
        defer { try? FileManager.default.removeItem(atPath: dir) }
        let out = dir + "/push.gif"
        let r = try segue(["replay", session, "--video", out, "--size", "320x240"])
        #expect(r.status == 0, "\(r.stderr)")
        let bytes = try #require(FileManager.default.contents(atPath: out))
        #expect(bytes.prefix(6) == Data("GIF89a".utf8))
        let video = try VideoProbe.probe(out)
        #expect(video.codec == "gif" && video.width == 320 && video.height == 240)
        #expect(video.frames == Int((try VideoProbe.duration(session) * 25).rounded()))
    }

    /// Without --size a GIF is at most 480 pixels wide (a 1024x768 session: 480x360).
    @Test func aGIFDefaultsToASmallSize() throws {
        let dir = try VideoProbe.folder("gif-default")
        defer { try? FileManager.default.removeItem(atPath: dir) }
        let out = dir + "/push.gif"
        let r = try segue(["replay", VideoProbe.session("side-by-side-push"), "--video", out, "--fps", "10"])
        #expect(r.status == 0, "\(r.stderr)")
        let video = try VideoProbe.probe(out)
        #expect(video.codec == "gif" && video.width == 480 && video.height == 360, "\(video.width)x\(video.height)")
    }

    /// Two runs side by side: the frame is as wide as both runs together, under a label
    /// bar; the video lasts as long as the longer run.
    @Test func sideBySideIsTheSummedWidthUnderALabelBar() throws {
        let a = VideoProbe.session("side-by-side-push"), b = VideoProbe.session("side-by-side-flick-pops")
        let dir = try VideoProbe.folder("sbs")
        defer { try? FileManager.default.removeItem(atPath: dir) }
        let out = dir + "/both.mp4"
        let r = try segue(["replay", a, "--video", out, "--side-by-side", b, "--fps", "30", "--verify"])
        #expect(r.status == 0, "\(r.stderr)")
        let video = try VideoProbe.probe(out)
        #expect(video.width == 1024 + 1024)
        // 768 and a bar of 24 to 64 px, padded to an even height for H.264.
        #expect(video.height % 2 == 0 && (768 + 24...768 + 65).contains(video.height), "\(video.height)")
        let longer = max(try VideoProbe.duration(a), try VideoProbe.duration(b))
        #expect(video.frames == Int((longer * 30).rounded()))
        // The bar is dark with light text over each run; under it, each run's page.
        let frame = try VideoProbe.frame(0, of: out)
        for half in [0, 1024] {
            var light = 0
            for y in 2..<22 { for x in half..<(half + 400) where frame.pixel(x: x, y: y).r > 200 { light += 1 } }
            #expect(frame.pixel(x: half + 3, y: 3).r < 60, "the bar over \(half)")
            #expect(light > 50, "a label over the run at \(half)")
            #expect(Int(frame.pixel(x: half + 500, y: 100).b) > 150, "the landscape of the run at \(half)")
        }
    }

    /// Run B under other parameters can outlast run A: contacts-back-pop under a 1.5 s show
    /// gets its Back 1.2 s later (re-anchored to when the show ends), and the video goes on,
    /// A holding its last frame, until B's pop has ended. (It had stopped at A's length,
    /// with every later frame of B stepped at once and B's page still shown.)
    @Test func theVideoLastsUntilTheLongerRunHasEnded() throws {
        let a = VideoProbe.session("contacts-back-pop")
        let dir = try VideoProbe.folder("sbs-longer")
        defer { try? FileManager.default.removeItem(atPath: dir) }
        let out = dir + "/both.mp4"
        let r = try segue(["replay", a, "--video", out, "--b-set", "contacts.show.duration=1.5", "--fps", "10"])
        #expect(r.status == 0, "\(r.stderr)")
        let video = try VideoProbe.probe(out)
        #expect(video.frames >= Int(((try VideoProbe.duration(a)) + 1) * 10), "\(video.frames) frames")
        // The last frame: both runs back on the grid, the first avatar (orange) in each half.
        let last = try VideoProbe.frame(video.frames - 1, of: out)
        for x in [108, 1024 + 108] {
            let p = last.pixel(x: x, y: 165)
            #expect(p.r > 200 && p.g < 140 && p.b < 100, "the grid's first avatar at x \(x): \(p)")
        }
    }

    /// A run recorded in a smaller window is scaled to the taller run's height: 640x400
    /// beside 1024x768 is 1229 px wide (640 x 768/400), 2253 in all, padded to 2254.
    @Test func aSmallerRunIsScaledToTheCommonHeight() throws {
        let dir = try VideoProbe.folder("sbs-scale")
        defer { try? FileManager.default.removeItem(atPath: dir) }
        let text = try String(contentsOfFile: VideoProbe.session("side-by-side-push"), encoding: .utf8)
        let small = dir + "/small.jsonl"
        try Data(text.replacingOccurrences(of: "\"window\":[1024,768]", with: "\"window\":[640,400]").utf8).write(to: URL(fileURLWithPath: small))
        let out = dir + "/both.mp4"
        let r = try segue(["replay", VideoProbe.session("contacts-tap-push"), "--video", out, "--side-by-side", small, "--fps", "10"])
        #expect(r.status == 0, "\(r.stderr)")
        let video = try VideoProbe.probe(out)
        #expect(video.width == 2254, "\(video.width)")
    }

    /// Under other parameters a transition may outlast the recording and the replay runs on
    /// until it settles: the video runs on with it, as long as the replay said.
    @Test func aVideoUnderOtherParametersRunsOnUntilTheTransitionSettles() throws {
        let session = VideoProbe.session("side-by-side-push")
        let dir = try VideoProbe.folder("counterfactual")
        defer { try? FileManager.default.removeItem(atPath: dir) }
        let out = dir + "/slow.mp4"
        let r = try segue(["replay", session, "--video", out, "--fps", "30", "--set", "side-by-side.duration=3"])
        #expect(r.status == 0, "\(r.stderr)")
        let said = try #require(r.stderr.firstMatch(of: /ran on (\d+\.\d+) s after the last recorded frame/), "\(r.stderr)")
        let ranOn = try #require(Double(said.1))
        #expect(ranOn > 1)
        let video = try VideoProbe.probe(out)
        let expected = Int((try VideoProbe.duration(session) * 30).rounded()) + Int((ranOn * 30).rounded())
        #expect(abs(video.frames - expected) <= 1, "\(video.frames) frames, \(expected) expected")
    }

    /// One session beside itself under other parameters (--b-set): the same recorded drag
    /// cancels on the left and finishes on the right, so the last frames differ where the
    /// pages are; a second run's parameters need a video.
    @Test func oneSessionBesideItselfUnderOtherParameters() throws {
        let session = VideoProbe.session("side-by-side-pan-pop-cancels")
        let dir = try VideoProbe.folder("sbs-spec")
        defer { try? FileManager.default.removeItem(atPath: dir) }
        let out = dir + "/both.mp4"
        let r = try segue(["replay", session, "--video", out, "--fps", "30", "--b-set", "side-by-side.release.threshold=0.25"])
        #expect(r.status == 0, "\(r.stderr)")
        let video = try VideoProbe.probe(out)
        #expect(video.width == 2048)
        let last = try VideoProbe.frame(video.frames - 1, of: out)
        // Page Two stays on the left (its card's text), page One on the right: the two halves differ.
        var differing = 0
        for y in stride(from: 100, to: 700, by: 4) {
            for x in stride(from: 0, to: 1024, by: 4) {
                let l = last.pixel(x: x, y: y), rr = last.pixel(x: 1024 + x, y: y)
                if abs(Int(l.r) - Int(rr.r)) + abs(Int(l.g) - Int(rr.g)) + abs(Int(l.b) - Int(rr.b)) > 30 { differing += 1 }
            }
        }
        #expect(differing > 2000, "the runs should end on different pages: \(differing) samples differ")
        let alone = try segue(["replay", session, "--headless", "--no-render", "--b-set", "side-by-side.release.threshold=0.25"])
        #expect(alone.status == 2 && alone.stderr.contains("need --video"), "\(alone.stderr)")
    }

    /// A second session that is not a session stops before anything is made, naming it.
    @Test func aBadSecondSessionIsNamedBeforeTheReplay() throws {
        let dir = try VideoProbe.folder("sbs-bad")
        defer { try? FileManager.default.removeItem(atPath: dir) }
        let bad = dir + "/bad.jsonl"
        try Data("{\"type\":\"header\"}\n".utf8).write(to: URL(fileURLWithPath: bad))
        let r = try segue(["replay", VideoProbe.session("side-by-side-push"), "--video", dir + "/out.mp4", "--side-by-side", bad])
        #expect(r.status == 2 && r.stderr.contains(bad + ":1:"), "\(r.stderr)")
        #expect(VideoProbe.names(in: dir) == ["bad.jsonl"])
    }
}
