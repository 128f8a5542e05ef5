import Foundation
import Testing
import SDLPlatform

/// Recording never destroys what is there, and a write error never loses what was written.
/// In the serialized window suite: these start real windows under Xvfb.
extension LiveWindowTests {
    static let scratch = FileManager.default.temporaryDirectory

    func tempPath(_ name: String) -> String {
        LiveWindowTests.scratch.appendingPathComponent("segue-rec-\(getpid())-\(UInt32.random(in: 0...UInt32.max))-\(name)").path
    }

    func segue(_ args: [String], display: String? = nil) throws -> Tool.Result {
        try Tool.run(try Tool.segue, args, environment: display.map { ["DISPLAY": $0] } ?? [:])
    }

    /// Lines of a session file, each checked to be a whole JSON object.
    func sessionLines(_ path: String) throws -> [[String: Any]] {
        let text = try String(contentsOfFile: path, encoding: .utf8)
        #expect(text.hasSuffix("\n"), "\(path) does not end with a whole line")
        return try text.split(separator: "\n").map { line in
            try #require(try JSONSerialization.jsonObject(with: Data(line.utf8)) as? [String: Any], "not a JSON object: \(line)")
        }
    }

    @Test func anExistingRecordingIsKeptWithoutForce() throws {
        let path = tempPath("keep.jsonl")
        try Data("an earlier recording\n".utf8).write(to: URL(fileURLWithPath: path))
        defer { try? FileManager.default.removeItem(atPath: path) }
        let x = try Xvfb()
        let r = try segue(["--record", path], display: x.display)
        #expect(r.status == 2 && r.stderr.contains("already exists") && r.stderr.contains("--force"), "\(r.stderr)")
        #expect(try String(contentsOfFile: path, encoding: .utf8) == "an earlier recording\n")
        // With --force it is replaced by a whole session, header to end line.
        let app = try LiveSegue(on: x, ["--record", path, "--force", "--size", "640x480"])
        try app.key("q")
        #expect(app.exitStatus() == 0)
        let lines = try sessionLines(path)
        #expect(lines.first?["type"] as? String == "header" && lines.last?["type"] as? String == "end")
    }

    @Test func aFailedStartLeavesTheRecordingWhole() throws {
        let path = tempPath("whole.jsonl")
        let earlier = "{\"type\":\"header\"}\nkept byte for byte\n"
        try Data(earlier.utf8).write(to: URL(fileURLWithPath: path))
        defer { try? FileManager.default.removeItem(atPath: path) }
        // No display, a missing font: each fails after the path was checked, before it is touched.
        let noDisplay = try segue(["--record", path, "--force"])
        #expect(noDisplay.status == 2 && noDisplay.stderr.contains("no display"), "\(noDisplay.stderr)")
        let x = try Xvfb()
        let noFont = try segue(["--record", path, "--force", "--font", "/no/such/font.ttf"], display: x.display)
        #expect(noFont.status == 2 && noFont.stderr.contains("/no/such/font.ttf"), "\(noFont.stderr)")
        #expect(try String(contentsOfFile: path, encoding: .utf8) == earlier)
        // Nor is a file created where none was.
        let fresh = tempPath("fresh.jsonl")
        _ = try segue(["--record", fresh, "--font", "/no/such/font.ttf"], display: x.display)
        #expect(!FileManager.default.fileExists(atPath: fresh))
    }

    @Test func aSymlinkIsFollowedNotReplaced() throws {
        let target = tempPath("target.jsonl"), link = tempPath("link.jsonl")
        try Data("old\n".utf8).write(to: URL(fileURLWithPath: target))
        try FileManager.default.createSymbolicLink(atPath: link, withDestinationPath: target)
        defer { for p in [target, link] { try? FileManager.default.removeItem(atPath: p) } }
        let x = try Xvfb()
        let app = try LiveSegue(on: x, ["--record", link, "--force", "--size", "640x480"])
        try app.key("q")
        #expect(app.exitStatus() == 0)
        #expect(try FileManager.default.destinationOfSymbolicLink(atPath: link) == target)
        #expect(try sessionLines(target).last?["type"] as? String == "end")
    }

    @Test func aFIFOIsWrittenInPlace() throws {
        let fifo = tempPath("session.fifo")
        #expect(mkfifo(fifo, 0o600) == 0)
        defer { try? FileManager.default.removeItem(atPath: fifo) }
        let x = try Xvfb()
        let noReader = try segue(["--record", fifo], display: x.display)
        #expect(noReader.status == 2 && noReader.stderr.contains("no process is reading"), "\(noReader.stderr)")
        // With a reader, the session streams through it and the FIFO stays a FIFO.
        let copy = tempPath("copy.jsonl")
        defer { try? FileManager.default.removeItem(atPath: copy) }
        let cat = Process()
        cat.executableURL = URL(fileURLWithPath: Tool.find("cat") ?? "/bin/cat")
        cat.arguments = [fifo]
        _ = FileManager.default.createFile(atPath: copy, contents: nil)
        cat.standardOutput = try FileHandle(forWritingTo: URL(fileURLWithPath: copy))
        try cat.run()
        Thread.sleep(forTimeInterval: 0.3)
        let app = try LiveSegue(on: x, ["--record", fifo, "--size", "640x480"])
        try app.key("q")
        #expect(app.exitStatus() == 0)
        cat.waitUntilExit()
        #expect(try sessionLines(copy).last?["type"] as? String == "end")
        var st = stat()
        #expect(stat(fifo, &st) == 0 && st.st_mode & S_IFMT == S_IFIFO)
    }

    @Test func aSecondRecorderOfTheSameFileRefusesAtOnce() throws {
        let path = tempPath("shared.jsonl")
        defer { try? FileManager.default.removeItem(atPath: path) }
        let x = try Xvfb()
        let first = try LiveSegue(on: x, ["--record", path, "--size", "640x480"])
        let second = try segue(["--record", path, "--force"], display: x.display)
        #expect(second.status == 2 && second.stderr.contains("another process is recording"), "\(second.stderr)")
        try first.key("q")
        #expect(first.exitStatus() == 0)
        let lines = try sessionLines(path)
        #expect(lines.first?["type"] as? String == "header" && lines.last?["type"] as? String == "end")
    }

    @Test func sighupWritesTheEndLine() throws {
        let path = tempPath("hup.jsonl")
        defer { try? FileManager.default.removeItem(atPath: path) }
        let x = try Xvfb()
        let app = try LiveSegue(on: x, ["--record", path, "--size", "640x480"])
        kill(app.process.processIdentifier, SIGHUP)
        #expect(app.exitStatus() == 143, "SIGHUP is taken as SIGTERM")
        let lines = try sessionLines(path)
        let frames = lines.filter { $0["type"] as? String == "frame" }.count
        let summary = try #require(lines.last?["summary"] as? [String: Any])
        #expect(summary["frames"] as? Int == frames && frames > 0)
    }

    /// /dev/full fails every write: the app says so once, keeps running, and exits 1.
    @Test func aDeviceThatIsFullStopsTheRecordingNotTheApp() throws {
        let x = try Xvfb()
        let app = try LiveSegue(on: x, ["--record", "/dev/full", "--size", "640x480"])
        // The banner: a red bar at the top of the window.
        let red = (0xB9, 0x1C, 0x1C)
        let shot = try app.waitForScreen { $0.count(inX: 0..<640, y: 10..<44, near: red, tolerance: 30) > 2_000 }
        #expect(shot.count(inX: 0..<640, y: 10..<44, near: red, tolerance: 30) > 2_000)
        try app.click(320, 240)
        try app.key("q")
        #expect(app.exitStatus() == 1)
        let err = app.remainingStderr()
        #expect(err.contains("recording stopped at frame 0: No space left on device"), "\(err)")
        #expect(err.components(separatedBy: "recording stopped").count == 2, "said more than once: \(err)")
        var st = stat()
        #expect(stat("/dev/full", &st) == 0 && st.st_mode & S_IFMT == S_IFCHR, "/dev/full is no longer a device")
    }

    /// A disk that fills mid-run: the file keeps every whole line written before, ending at a
    /// frame, and the count in the message matches the frames in it.
    @Test(.enabled(if: ScratchMount.available)) func aFullDiskKeepsAValidPrefix() throws {
        let mount = try ScratchMount(options: "size=8k")
        // One of the two pages is taken, so the recording has about 4 KB.
        try Data(repeating: 0x2E, count: 4096).write(to: URL(fileURLWithPath: mount.path + "/filler"))
        let path = mount.path + "/session.jsonl"
        let x = try Xvfb()
        let app = try LiveSegue(on: x, ["--record", path, "--scene", "logo-reveal", "--size", "640x480"])
        // The Logo Reveal push animates for 2 s: 60 frame lines a second fill the page.
        try app.click(320, 240)
        #expect(app.waitForStderr("recording stopped"))
        try app.key("q")
        #expect(app.exitStatus() == 1)
        let err = app.remainingStderr()
        let match = try #require(err.firstMatch(of: /recording stopped at frame (\d+): No space left on device/), "\(err)")
        let lines = try sessionLines(path)
        let frames = lines.filter { $0["type"] as? String == "frame" }
        #expect(frames.count == Int(match.1) && frames.count > 5)
        #expect(lines.last?["type"] as? String == "frame")
    }

    @Test(.enabled(if: ScratchMount.available)) func aReadOnlyFolderFailsBeforeTheWindowOpens() throws {
        let mount = try ScratchMount(options: "size=64k,ro")
        let r = try segue(["--record", mount.path + "/s.jsonl"])
        #expect(r.status == 2 && r.stderr.contains("Read-only file system"), "\(r.stderr)")
        #expect(!r.stderr.contains("no display"), "the display was tried first: \(r.stderr)")
    }

    /// A scene that animates without drawing (the Motion page's paused animation) still runs
    /// at the frame rate, not flat out: a recording grows by a line a frame, ~60 a second.
    @Test func aPausedAnimationKeepsTheFrameRate() throws {
        let path = tempPath("paced.jsonl")
        defer { try? FileManager.default.removeItem(atPath: path) }
        let x = try Xvfb()
        let app = try LiveSegue(on: x, ["--record", path, "--scene", "motion", "--size", "640x480"])
        Thread.sleep(forTimeInterval: 1.5)
        try app.key("q")
        #expect(app.exitStatus() == 0)
        let times = try sessionLines(path).filter { $0["type"] as? String == "frame" }.compactMap { $0["t"] as? Double }
        let span = try #require(times.last) - (times.first ?? 0)
        #expect(span > 1 && Double(times.count) / span < 130, "\(times.count) frames in \(span) s")
    }

    @Test func aFolderIsNotARecording() throws {
        let r = try segue(["--record", NSTemporaryDirectory()])
        #expect(r.status == 2 && r.stderr.contains("is a folder"), "\(r.stderr)")
    }
}

extension LiveWindowTests {
    /// A recording's frame lines: none for a window that waits idle (it woke every 0.25 s and
    /// wrote one each time), none closer together than the display refreshes (input and
    /// presents that did not wait made bursts of frames a fraction of a millisecond apart),
    /// and what is left replays exactly (`--verify`).
    @Test func frameLinesFollowTheDisplayAndAnIdleWindowWritesNone() throws {
        let path = tempPath("rule.jsonl")
        defer { try? FileManager.default.removeItem(atPath: path) }
        let x = try Xvfb()
        let app = try LiveSegue(on: x, ["--record", path, "--scene", "contacts", "--size", "1024x768"])
        Thread.sleep(forTimeInterval: 1.5)
        // A tap on the first contact pushes its page: a burst of input, then an animation.
        try app.click(200, 140)
        Thread.sleep(forTimeInterval: 1.5)
        try app.key("q")
        #expect(app.exitStatus() == 0)
        let startup = try #require(app.remainingStderr().split(separator: "\n").first { $0.contains("refresh_hz") })
        let report = try #require(try JSONSerialization.jsonObject(with: Data(startup.utf8)) as? [String: Any])
        let rate = try #require(report["refresh_hz"] as? Double)
        #expect(rate >= 20 && rate <= 1000)
        let lines = try sessionLines(path)
        let frames = lines.filter { $0["type"] as? String == "frame" }
        let times = frames.compactMap { $0["t"] as? Double }
        for (a, b) in zip(times, times.dropFirst()) {
            #expect(b - a >= 1 / rate - 1e-6, "frame lines \((b - a) * 1000) ms apart, closer than a \(rate) Hz refresh")
        }
        // Idle for 1.5 s before the press: the first frame, and at most one for the pointer
        // arriving (xdotool moves it into the window before it clicks).
        let press = try #require(lines.firstIndex { $0["phase"] as? String == "down" })
        let before = lines[..<press].filter { $0["type"] as? String == "frame" }.count
        #expect(before >= 1 && before <= 2, "\(before) frame lines before the press")
        // The push's frames are there (a few at least, however loaded the machine), each
        // showing something new, and it ended on another page than it started.
        let pushed = lines[press...].filter { $0["type"] as? String == "frame" }.compactMap { $0["digest"] as? String }
        #expect(pushed.count >= 3 && Set(pushed).count >= 3, "\(pushed.count) frame lines after the press")
        #expect(pushed.last != frames.first?["digest"] as? String)
        let verify = try segue(["replay", path, "--headless", "--no-render", "--verify"])
        #expect(verify.status == 0, "\(verify.stderr)")
    }
}
