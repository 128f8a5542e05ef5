import Foundation
import Testing

/// A video is complete or absent: ffmpeg missing (exit 2, before the replay), failing (its
/// last lines, exit 1), a full or read-only disk, a link, folder or pipe at the name, a
/// SIGTERM mid-run. No temporary file is ever left, and an older video stays as it was.
@Suite struct VideoFaultTests {
    func segue(_ args: [String], path: String? = nil) throws -> Tool.Result {
        try Tool.run(try Tool.segue, args, environment: path.map { ["PATH": $0] } ?? [:], timeout: 300)
    }

    let session = VideoProbe.session("side-by-side-push")

    @Test func withoutFFmpegOnPATHItExitsTwoBeforeTheReplay() throws {
        let dir = try VideoProbe.folder("no-ffmpeg")
        defer { try? FileManager.default.removeItem(atPath: dir) }
        let empty = try VideoProbe.folder("empty-path")
        defer { try? FileManager.default.removeItem(atPath: empty) }
        let r = try segue(["replay", session, "--video", dir + "/out.mp4"], path: empty)
        #expect(r.status == 2, "\(r.stderr)")
        #expect(r.stderr.contains("--video needs ffmpeg") && r.stderr.contains("no ffmpeg on PATH") && r.stderr.contains("apt-get install ffmpeg"), "\(r.stderr)")
        #expect(VideoProbe.names(in: dir).isEmpty)
    }

    /// ffmpeg failing is exit 1 with its last lines; the older video at the name is kept.
    @Test func anFFmpegFailureIsQuotedAndLeavesTheOlderVideo() throws {
        let fake = try VideoProbe.fakeFFmpeg("""
            head -c 100000 >/dev/null
            echo "frame=    3 fps=0.0 q=0.0 size=       0kB" >&2
            echo "Error while opening encoder for output stream #0:0" >&2
            echo "Conversion failed!" >&2
            exit 1
            """)
        defer { try? FileManager.default.removeItem(atPath: fake) }
        let dir = try VideoProbe.folder("ffmpeg-fails")
        defer { try? FileManager.default.removeItem(atPath: dir) }
        let out = dir + "/out.mp4"
        try Data("an older video".utf8).write(to: URL(fileURLWithPath: out))
        let r = try segue(["replay", session, "--video", out], path: fake + ":/usr/bin:/bin")
        #expect(r.status == 1, "\(r.stderr)")
        #expect(r.stderr.contains("ffmpeg failed (exit 1); \(out) not written"), "\(r.stderr)")
        #expect(r.stderr.contains("  ffmpeg: Error while opening encoder") && r.stderr.contains("  ffmpeg: Conversion failed!"), "\(r.stderr)")
        #expect(VideoProbe.names(in: dir) == ["out.mp4"], "no temporary file left")
        #expect(FileManager.default.contents(atPath: out) == Data("an older video".utf8))
    }

    /// An ffmpeg that exits 0 early without reading its input is a failure too (the frames
    /// did not get to it), never a video cut short.
    @Test func anFFmpegThatStopsReadingIsAFailure() throws {
        let fake = try VideoProbe.fakeFFmpeg("echo 'gave up' >&2; exit 0")
        defer { try? FileManager.default.removeItem(atPath: fake) }
        let dir = try VideoProbe.folder("ffmpeg-stops")
        defer { try? FileManager.default.removeItem(atPath: dir) }
        let r = try segue(["replay", session, "--video", dir + "/out.mp4"], path: fake + ":/usr/bin:/bin")
        #expect(r.status == 1 && r.stderr.contains("ffmpeg failed (it stopped reading the frames, exit 0)") && r.stderr.contains("ffmpeg: gave up"), "\(r.stderr)")
        #expect(VideoProbe.names(in: dir).isEmpty)
    }

    @Test func anUnwritableFolderExitsOneAndLeavesNothing() throws {
        let r = try segue(["replay", session, "--video", "/nonexistent/dir/out.mp4"])
        #expect(r.status == 1 && r.stderr.contains("/nonexistent/dir/out.mp4") && r.stderr.contains("No such file or directory"), "\(r.stderr)")
    }

    @Test(.enabled(if: OutputFaultTests.canMount, "needs root to mount a read-only tmpfs"))
    func aReadOnlyFolderExitsOneAndLeavesNothing() throws {
        try withTmpfs("size=1m,ro") { ro in
            let r = try segue(["replay", session, "--video", ro + "/out.mp4"])
            #expect(r.status == 1 && r.stderr.contains(ro + "/out.mp4") && r.stderr.contains("Read-only file system"), "\(r.stderr)")
            #expect(VideoProbe.names(in: ro).isEmpty)
        }
    }

    /// A disk that fills up while ffmpeg writes: exit 1 with ffmpeg's reason, and the folder
    /// as it was (the older video kept, no temporary folder or file).
    @Test(.enabled(if: OutputFaultTests.canMount && VideoProbe.available, "needs root to mount a small tmpfs, and ffmpeg"))
    func aFullDiskExitsOneAndLeavesTheFolderAsItWas() throws {
        try withTmpfs("size=48k") { dir in
            let out = dir + "/out.mp4"
            try Data("an older video".utf8).write(to: URL(fileURLWithPath: out))
            let r = try segue(["replay", VideoProbe.session("modal-zoom-close"), "--video", out])
            #expect(r.status == 1, "\(r.stderr)")
            #expect(r.stderr.contains("ffmpeg failed") && r.stderr.contains("No space left on device"), "\(r.stderr)")
            #expect(VideoProbe.names(in: dir) == ["out.mp4"])
            #expect(FileManager.default.contents(atPath: out) == Data("an older video".utf8))
        }
    }

    /// A disk that fills up only as ffmpeg writes its trailer: ffmpeg 5.1 says "Error writing
    /// trailer: No space left on device" and exits 0, leaving an MP4 without its index. The
    /// file is checked, so this is exit 1 naming the cause, and the older video stays.
    @Test(.enabled(if: OutputFaultTests.canMount && VideoProbe.available, "needs root to mount a small tmpfs, and ffmpeg"))
    func aDiskFullAtTheTrailerIsCaughtThoughFFmpegExitsZero() throws {
        try withTmpfs("size=60k") { dir in
            let out = dir + "/out.mp4"
            try Data("an older video".utf8).write(to: URL(fileURLWithPath: out))
            let r = try segue(["replay", VideoProbe.session("modal-zoom-close"), "--video", out, "--size", "320x200"])
            #expect(r.status == 1, "\(r.stderr)")
            #expect(r.stderr.contains("ffmpeg exited 0 but the video is incomplete") && r.stderr.contains("no 'moov' box"), "\(r.stderr)")
            #expect(r.stderr.contains("Error writing trailer") && r.stderr.contains("No space left on device"), "\(r.stderr)")
            #expect(VideoProbe.names(in: dir) == ["out.mp4"])
            #expect(FileManager.default.contents(atPath: out) == Data("an older video".utf8))
        }
    }

    /// A link at the name is replaced by the video, never written through.
    @Test(.enabled(if: VideoProbe.available, "needs ffmpeg"))
    func aLinkAtTheNameIsNotFollowed() throws {
        let dir = try VideoProbe.folder("link")
        defer { try? FileManager.default.removeItem(atPath: dir) }
        let victim = dir + "/precious.txt", out = dir + "/out.mp4"
        try Data("precious".utf8).write(to: URL(fileURLWithPath: victim))
        try FileManager.default.createSymbolicLink(atPath: out, withDestinationPath: "precious.txt")
        let r = try segue(["replay", session, "--video", out, "--fps", "10"])
        #expect(r.status == 0, "\(r.stderr)")
        #expect(FileManager.default.contents(atPath: victim) == Data("precious".utf8))
        let type = try FileManager.default.attributesOfItem(atPath: out)[.type] as? FileAttributeType
        #expect(type == .typeRegular)
        #expect(try VideoProbe.probe(out).codec == "h264")
        #expect(VideoProbe.names(in: dir) == ["out.mp4", "precious.txt"])
    }

    /// A folder or a pipe at the name is refused before the replay (a pipe would be written
    /// through, a folder cannot be replaced).
    @Test func aFolderOrPipeAtTheNameIsRefused() throws {
        let dir = try VideoProbe.folder("not-a-file")
        defer { try? FileManager.default.removeItem(atPath: dir) }
        let folder = dir + "/folder.mp4", fifo = dir + "/fifo.mp4"
        try FileManager.default.createDirectory(atPath: folder, withIntermediateDirectories: false)
        #expect(mkfifo(fifo, 0o644) == 0)
        let f = try segue(["replay", session, "--video", folder])
        #expect(f.status == 1 && f.stderr.contains(folder) && f.stderr.contains("Is a directory"), "\(f.stderr)")
        let p = try segue(["replay", session, "--video", fifo])
        #expect(p.status == 1 && p.stderr.contains(fifo) && p.stderr.contains("not a regular file"), "\(p.stderr)")
        #expect(VideoProbe.names(in: dir) == ["fifo.mp4", "folder.mp4"])
    }

    /// SIGTERM while the video is made: the replay stops at its next frame, says so and
    /// exits 143 (128 + SIGTERM), and ffmpeg's unfinished file goes with its folder.
    @Test(.enabled(if: VideoProbe.available, "needs ffmpeg"))
    func aSIGTERMMidVideoLeavesNothing() throws {
        let dir = try VideoProbe.folder("sigterm")
        defer { try? FileManager.default.removeItem(atPath: dir) }
        let p = Process()
        p.executableURL = URL(fileURLWithPath: try Tool.segue)
        p.arguments = ["replay", VideoProbe.session("modal-zoom-close"), "--video", dir + "/out.mp4"]
        p.environment = Tool.baseEnvironment()
        let err = Pipe()
        p.standardError = err
        p.standardOutput = FileHandle.nullDevice
        try p.run()
        // Once ffmpeg's folder is there, the video is under way.
        let deadline = Date().addingTimeInterval(60)
        while p.isRunning && VideoProbe.names(in: dir).isEmpty && Date() < deadline { Thread.sleep(forTimeInterval: 0.02) }
        #expect(p.isRunning && VideoProbe.names(in: dir).count == 1, "\(VideoProbe.names(in: dir))")
        Thread.sleep(forTimeInterval: 0.3)
        kill(p.processIdentifier, SIGTERM)
        p.waitUntilExit()
        let stderr = err.drained()
        #expect(p.terminationStatus == 143 && stderr.contains("stopped by SIGTERM; \(dir)/out.mp4 not written"), "\(p.terminationStatus): \(stderr)")
        #expect(VideoProbe.names(in: dir).isEmpty)
    }

    /// A scratch folder with a tmpfs on it, gone after `body`.
    func withTmpfs(_ options: String, _ body: (String) throws -> Void) throws {
        let folder = try OutputFaultTests.scratchFolder("video-tmpfs")
        defer { try? FileManager.default.removeItem(atPath: folder) }
        try OutputFaultTests.mountTmpfs(at: folder, options: options)
        defer { OutputFaultTests.unmount(folder) }
        try body(folder)
    }
}
