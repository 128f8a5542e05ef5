import Foundation
import Testing

/// No export hangs: an ffmpeg that fails after reading every frame, exits 0 without writing,
/// or whose finished video cannot be renamed into place (a folder appeared at the name), and
/// one that stops reading while Segue writes, interrupted by SIGINT or SIGTERM. Each ends
/// promptly with the name left as it was and no temporary folder.
@Suite struct VideoHangTests {
    let session = VideoProbe.session("side-by-side-push")

    func segue(_ args: [String], fake: String, environment: [String: String] = [:]) throws -> (Tool.Result, seconds: Double) {
        let started = Date()
        let r = try Tool.run(try Tool.segue, args, environment: environment.merging(["PATH": fake + ":/usr/bin:/bin"]) { $1 }, timeout: 60)
        return (r, Date().timeIntervalSince(started))
    }

    @Test func anFFmpegFailingAfterEveryFrameEndsAtOnce() throws {
        let fake = try VideoProbe.fakeFFmpeg("cat >/dev/null; echo 'Conversion failed!' >&2; exit 1")
        defer { try? FileManager.default.removeItem(atPath: fake) }
        let dir = try VideoProbe.folder("fails-late")
        defer { try? FileManager.default.removeItem(atPath: dir) }
        let (r, _) = try segue(["replay", session, "--video", dir + "/out.mp4"], fake: fake)
        #expect(r.status == 1 && r.stderr.contains("ffmpeg failed (exit 1)") && r.stderr.contains("Conversion failed!"), "\(r.stderr)")
        #expect(VideoProbe.names(in: dir).isEmpty)
    }

    @Test func anFFmpegExitingZeroWithoutWritingIsAFailure() throws {
        let fake = try VideoProbe.fakeFFmpeg("cat >/dev/null; exit 0")
        defer { try? FileManager.default.removeItem(atPath: fake) }
        let dir = try VideoProbe.folder("writes-nothing")
        defer { try? FileManager.default.removeItem(atPath: dir) }
        let out = dir + "/out.mp4"
        try Data("an older video".utf8).write(to: URL(fileURLWithPath: out))
        let (r, _) = try segue(["replay", session, "--video", out], fake: fake)
        #expect(r.status == 1 && r.stderr.contains("the video is incomplete: ffmpeg wrote no file; \(out) not written"), "\(r.stderr)")
        #expect(VideoProbe.names(in: dir) == ["out.mp4"])
        #expect(FileManager.default.contents(atPath: out) == Data("an older video".utf8))
    }

    /// The real ffmpeg makes the video, then a folder appears at the final name: the rename
    /// fails, and that is said (it used to wait a second time on ffmpeg and hang).
    @Test(.enabled(if: VideoProbe.available, "needs ffmpeg"))
    func aFolderAppearingAtTheNameMidExportIsNamed() throws {
        let ffmpeg = try #require(Tool.find("ffmpeg"))
        let fake = try VideoProbe.fakeFFmpeg("\"\(ffmpeg)\" \"$@\" && mkdir \"$SEGUE_TEST_FOLDER\"")
        defer { try? FileManager.default.removeItem(atPath: fake) }
        let dir = try VideoProbe.folder("folder-appears")
        defer { try? FileManager.default.removeItem(atPath: dir) }
        let out = dir + "/out.gif"
        let (r, _) = try segue(["replay", session, "--video", out, "--size", "160x100"], fake: fake, environment: ["SEGUE_TEST_FOLDER": out])
        #expect(r.status == 1 && r.stderr.contains(out) && r.stderr.contains("Is a directory"), "\(r.stderr)")
        #expect(VideoProbe.names(in: dir) == ["out.gif"], "only the folder that appeared")
    }

    /// An ffmpeg that never reads: Segue's write blocks, and SIGINT or SIGTERM still ends
    /// the export within a second, exit 130 or 143, leaving nothing.
    @Test(arguments: [(SIGINT, "SIGINT"), (SIGTERM, "SIGTERM")])
    func aSignalEndsAnExportBlockedOnAStalledFFmpeg(_ signal: Int32, _ name: String) throws {
        let fake = try VideoProbe.fakeFFmpeg("exec sleep 600")
        defer { try? FileManager.default.removeItem(atPath: fake) }
        let dir = try VideoProbe.folder("stalled")
        defer { try? FileManager.default.removeItem(atPath: dir) }
        let p = Process()
        p.executableURL = URL(fileURLWithPath: try Tool.segue)
        p.arguments = ["replay", session, "--video", dir + "/out.mp4"]
        p.environment = Tool.baseEnvironment().merging(["PATH": fake + ":/usr/bin:/bin"]) { $1 }
        let err = Pipe()
        p.standardError = err
        p.standardOutput = FileHandle.nullDevice
        try p.run()
        defer { if p.isRunning { kill(p.processIdentifier, SIGKILL) } }
        let deadline = Date().addingTimeInterval(60)
        while p.isRunning && VideoProbe.names(in: dir).isEmpty && Date() < deadline { Thread.sleep(forTimeInterval: 0.02) }
        // One frame fills the pipe (64 KiB): Segue is now waiting on ffmpeg.
        Thread.sleep(forTimeInterval: 1)
        #expect(p.isRunning)
        kill(p.processIdentifier, signal)
        let sent = Date()
        while p.isRunning && Date().timeIntervalSince(sent) < 10 { Thread.sleep(forTimeInterval: 0.01) }
        let took = Date().timeIntervalSince(sent)
        try #require(!p.isRunning, "still running \(took) s after \(name)")
        #expect(took < 1, "stopped only \(took) s after \(name)")
        let stderr = err.drained()
        #expect(p.terminationStatus == 128 + signal && stderr.contains("stopped by \(name); \(dir)/out.mp4 not written"), "\(p.terminationStatus): \(stderr)")
        #expect(VideoProbe.names(in: dir).isEmpty)
    }
}
