import Foundation
import Testing

/// `--frames DIR --fps N`: frames at a fixed rate on the session's clock, by the video's
/// rule; `--every N` keeps every Nth recorded frame. The two exclude each other.
@Suite struct FixedRateFramesTests {
    func segue(_ args: [String]) throws -> Tool.Result {
        try Tool.run(try Tool.segue, args, environment: [:], timeout: 300)
    }

    /// As many frames as the session lasts at the rate, and each is, byte for byte, the
    /// recorded frame the rule picks: the latest one whose time, rounded to the nearest
    /// fixed-rate frame (the last recorded frame to the last), is at or before it.
    @Test func fixedRateFramesAreTheRecordedFramesTheRulePicks() throws {
        let session = VideoProbe.session("side-by-side-push")
        let dir = try VideoProbe.folder("fps")
        defer { try? FileManager.default.removeItem(atPath: dir) }
        let fps = 24.0
        let fixed = try segue(["replay", session, "--headless", "--frames", dir + "/fixed", "--fps", "24", "--verify"])
        #expect(fixed.status == 0, "\(fixed.stderr)")
        // stderr is not a terminal: no progress bar, nothing but the verification's word.
        #expect(fixed.stderr.split(separator: "\n").map(String.init) == ["segue replay: verified: all 30 frames and the end line match the recording"],
            "\(fixed.stderr.debugDescription)")
        let recorded = try segue(["replay", session, "--headless", "--frames", dir + "/recorded"])
        #expect(recorded.status == 0, "\(recorded.stderr)")

        let times = try VideoProbe.frameTimes(session)
        let count = max(1, Int(((times.last! - times.first!) * fps).rounded()))
        let names = VideoProbe.names(in: dir + "/fixed")
        #expect(names == (0..<count).map { String(format: "frame-%05d.png", $0) })
        #expect(VideoProbe.names(in: dir + "/recorded").count == times.count)

        let slots = times.map { min(count - 1, max(0, Int((($0 - times.first!) * fps).rounded()))) }
        var distinct = Set<Data>()
        for k in 0..<count {
            let pick = try #require(slots.lastIndex { $0 <= k })
            let frame = FileManager.default.contents(atPath: dir + "/fixed/" + String(format: "frame-%05d.png", k))
            let source = FileManager.default.contents(atPath: dir + "/recorded/" + String(format: "frame-%05d.png", pick))
            #expect(frame != nil && frame == source, "fixed-rate frame \(k) is not recorded frame \(pick)")
            if let frame { distinct.insert(frame) }
        }
        #expect(distinct.count > 10, "the session moves: \(distinct.count) distinct frames")
    }

    @Test func everyKeepsEveryNthRecordedFrame() throws {
        let dir = try VideoProbe.folder("every")
        defer { try? FileManager.default.removeItem(atPath: dir) }
        let r = try segue(["replay", VideoProbe.session("side-by-side-push"), "--headless", "--frames", dir, "--every", "10"])
        #expect(r.status == 0, "\(r.stderr)")
        #expect(VideoProbe.names(in: dir) == [0, 10, 20].map { String(format: "frame-%05d.png", $0) })
    }

    /// Beside a video, --frames keeps its meaning: the recorded frames without --fps, frames
    /// at the video's rate with it.
    @Test(.enabled(if: VideoProbe.available, "needs ffmpeg"))
    func framesBesideAVideoFollowTheirOwnRule() throws {
        let session = VideoProbe.session("side-by-side-push")
        let dir = try VideoProbe.folder("frames-and-video")
        defer { try? FileManager.default.removeItem(atPath: dir) }
        let recorded = try segue(["replay", session, "--video", dir + "/a.mp4", "--frames", dir + "/recorded", "--every", "5"])
        #expect(recorded.status == 0, "\(recorded.stderr)")
        let frames = try VideoProbe.frameTimes(session).count
        #expect(VideoProbe.names(in: dir + "/recorded").count == (frames + 4) / 5)
        let fixed = try segue(["replay", session, "--video", dir + "/b.mp4", "--frames", dir + "/fixed", "--fps", "10"])
        #expect(fixed.status == 0, "\(fixed.stderr)")
        let count = Int((try VideoProbe.duration(session) * 10).rounded())
        #expect(VideoProbe.names(in: dir + "/fixed").count == count)
        #expect(try VideoProbe.probe(dir + "/b.mp4").frames == count)
    }

    @Test(arguments: [
        (["--frames", "/tmp/segue-x", "--fps", "30", "--every", "2"], "--fps and --every exclude each other"),
        (["--fps", "30"], "--fps needs --video or --frames"),
        (["--frames", "/tmp/segue-x", "--fps", "0"], "--fps must be a positive number"),
        (["--frames", "/tmp/segue-x", "--fps", "nan"], "--fps must be a positive number"),
        (["--frames", "/tmp/segue-x", "--fps", "500"], "--fps is at most 240"),
        (["--video", "/tmp/segue-x.mov"], "only .mp4 or .gif files are written"),
        (["--video", "/tmp/segue-x"], "has no extension"),
        (["--video", "/tmp/segue-x.gif", "--fps", "60"], "--fps for a .gif is at most 50"),
        (["--video", "/tmp/segue-x.mp4", "--size", "641x360"], "--size for an .mp4 needs even numbers"),
        (["--video", "/tmp/segue-x.mp4", "--size", "big"], "--size 'big' is not a size"),
        (["--video", "/tmp/segue-x.mp4", "--size", "8x8"], "from 16 to 16384"),
        (["--size", "640x360"], "--size needs --video"),
        (["--side-by-side", "/tmp/b.jsonl"], "--side-by-side needs --video"),
        (["--video", "/tmp/segue-x.mp4", "--headless", "--no-render"], "--video needs pixels"),
    ])
    func badVideoAndRateOptionsAreUsageErrors(args: [String], message: String) throws {
        let r = try segue(["replay", VideoProbe.session("side-by-side-push")] + args)
        #expect(r.status == 2, "\(args): exit \(r.status)")
        #expect(r.stderr.contains(message), "\(args): \(r.stderr)")
    }

    @Test func theHelpExplainsTheRateRule() throws {
        let r = try segue(["replay", "--help"])
        #expect(r.status == 0)
        for text in ["--video <out.mp4|out.gif>", "--fps <n>", "--size <WxH>", "--side-by-side <b.jsonl>", "--every <n>",
                     "latest recorded frame", "Not with --fps"] {
            #expect(r.stdout.contains(text), "segue replay --help lacks \(text)")
        }
    }
}
