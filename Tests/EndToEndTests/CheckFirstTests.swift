import Foundation
import SegueTesting
import Testing
import DemoTesting

/// `--verify`, `--frames` and `--video` check the whole session before they render: a bad
/// line, a frame that differs or an end line that says otherwise, even at the very end, is
/// reported before the first frame is drawn (no PNG is written), and on a long session in a
/// moment rather than after minutes of rendering.
@Suite struct CheckFirstTests {
    static let source = Repository.root
        .appendingPathComponent("Assets/Sessions/side-by-side-push.jsonl")

    static func lines() throws -> [String] { try String(contentsOf: source, encoding: .utf8).split(separator: "\n").map(String.init) }

    static func write(_ lines: [String]) throws -> String {
        let path = FileManager.default.temporaryDirectory.appendingPathComponent("segue-first-\(getpid())-\(UUID().uuidString).jsonl").path
        try Data((lines.joined(separator: "\n") + "\n").utf8).write(to: URL(fileURLWithPath: path))
        return path
    }

    /// The example with `count` frame lines: after its own, the settled page held at 60 Hz
    /// (the digest stays), and the end line's count to match. 24,000 frames is 400 s.
    static func long(_ count: Int) throws -> [String] {
        var all = try lines()
        let end = all.removeLast()
        let frames = all.filter { $0.contains(#""type":"frame""#) }
        let digest = try #require(frames.last?.firstMatch(of: /"digest":"([^"]+)"/)).1
        var t = all.compactMap { line in line.firstMatch(of: /"t":([0-9.e+-]+)/).flatMap { Double($0.1) } }.max() ?? 0
        for index in frames.count..<count {
            t += 1.0 / 60
            all.append(#"{"type":"frame","index":\#(index),"t":\#(t),"digest":"\#(digest)"}"#)
        }
        all.append(end.replacingOccurrences(of: #""frames":\#(frames.count)"#, with: #""frames":\#(count)"#))
        return all
    }

    func pngs(in dir: String) -> [String] {
        ((try? FileManager.default.contentsOfDirectory(atPath: dir)) ?? []).filter { $0.hasSuffix(".png") }
    }

    /// `segue replay` of `lines` with `args` (the folder for --frames is made and removed).
    func replay(_ lines: [String], _ args: [String], frames: Bool = true, timeout: TimeInterval = 60) throws -> (Tool.Result, path: String, pngs: Int) {
        let path = try Self.write(lines)
        defer { try? FileManager.default.removeItem(atPath: path) }
        let dir = FileManager.default.temporaryDirectory.appendingPathComponent("segue-first-frames-\(getpid())-\(UUID().uuidString)").path
        defer { try? FileManager.default.removeItem(atPath: dir) }
        let r = try Tool.run(try Tool.segue, ["replay", path] + args + (frames ? ["--frames", dir] : []), environment: [:], timeout: timeout)
        return (r, path, pngs(in: dir).count)
    }

    @Test func theUntouchedSessionWritesEveryFrame() throws {
        let (r, _, written) = try replay(try Self.lines(), ["--headless", "--verify"])
        #expect(r.status == 0 && written == 30, "\(written): \(r.stderr)")
    }

    @Test func aLastFrameThatDiffersIsFoundBeforeAnyFrameIsWritten() throws {
        var all = try Self.lines()
        let last = try #require(all.lastIndex { $0.contains(#""type":"frame""#) })
        all[last] = all[last].replacingOccurrences(of: #""digest":"n"#, with: #""digest":"n0"#)
        let (r, path, written) = try replay(all, ["--headless", "--verify"])
        #expect(r.status == 1 && r.stderr.contains("\(path):\(last + 1): frame 29 at t="), "\(r.stderr)")
        #expect(written == 0, "\(written) frames written before the check")
    }

    @Test func anEndLineThatSaysOtherwiseIsFoundBeforeAnyFrameIsWritten() throws {
        var all = try Self.lines()
        all[all.count - 1] = all[all.count - 1].replacingOccurrences(of: #""completed":1"#, with: #""completed":2"#)
        let (r, path, written) = try replay(all, ["--headless", "--verify"])
        #expect(r.status == 1 && r.stderr.contains("\(path):\(all.count): the end line differs"), "\(r.stderr)")
        #expect(written == 0, "\(written) frames written before the check")
    }

    /// Errors only a replay met before (it holds events until their frame and stops at the
    /// end line) are met reading the file through, without --verify too.
    @Test func aLineAfterTheEndLineIsFoundBeforeAnyFrameIsWritten() throws {
        var all = try Self.lines()
        let end = all.removeLast()
        let lastFrame = try #require(all.lastIndex { $0.contains(#""type":"frame""#) })
        all.insert(end, at: lastFrame)
        let (r, path, written) = try replay(all, ["--headless"])
        #expect(r.status == 2 && r.stderr.contains("\(path):\(lastFrame + 2): a line after the end line"), "\(r.stderr)")
        #expect(written == 0, "\(written) frames written before the check")
    }

    @Test func tooManyEventsBeforeTheLastFrameAreFoundBeforeAnyFrameIsWritten() throws {
        var all = try Self.lines()
        let lastFrame = try #require(all.lastIndex { $0.contains(#""type":"frame""#) })
        let t = try #require(all[lastFrame].firstMatch(of: /"t":([0-9.e+-]+)/)).1
        all.insert(contentsOf: Array(repeating: #"{"type":"focus","t":\#(t),"state":"lost"}"#, count: 100_001), at: lastFrame)
        let (r, path, written) = try replay(all, ["--headless"])
        #expect(r.status == 2 && r.stderr.contains("\(path):\(lastFrame + 100_001): more than 100000 events before a frame line"), "\(r.stderr)")
        #expect(written == 0, "\(written) frames written before the check")
    }

    /// 24,000 frames with the last one differing: rendering them all takes minutes; the check
    /// without pixels finds it in seconds (the timeout is far below the rendering's time).
    @Test func aLongSessionsLastFrameIsFoundInAMoment() throws {
        var all = try Self.long(24_000)
        #expect(all.count > 24_000)
        let last = try #require(all.lastIndex { $0.contains(#""type":"frame""#) })
        all[last] = all[last].replacingOccurrences(of: #""digest":"n"#, with: #""digest":"n0"#)
        let start = Date()
        let (r, path, _) = try replay(all, ["--headless", "--verify"], frames: false, timeout: 300)
        #expect(r.status == 1 && r.stderr.contains("\(path):\(last + 1): frame 23999 at t="), "\(r.stderr)")
        print("CheckFirstTests: a 24,000-frame session's last frame found differing after \(Date().timeIntervalSince(start)) s")
    }

    @Test(.enabled(if: Tool.find("ffmpeg") != nil, "needs ffmpeg"))
    func aVideoOfALongSessionWithALineAfterItsEndStopsAtOnce() throws {
        var all = try Self.long(24_000)
        all.append(#"{"type":"focus","t":1000,"state":"lost"}"#)
        let out = FileManager.default.temporaryDirectory.appendingPathComponent("segue-first-\(getpid())-\(UUID().uuidString).mp4").path
        defer { try? FileManager.default.removeItem(atPath: out) }
        let (r, path, _) = try replay(all, ["--video", out], frames: false, timeout: 300)
        #expect(r.status == 2 && r.stderr.contains("\(path):\(all.count): a line after the end line"), "\(r.stderr)")
        #expect(!FileManager.default.fileExists(atPath: out))
    }
}
