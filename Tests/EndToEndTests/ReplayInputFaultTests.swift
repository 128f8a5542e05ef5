import Foundation
import SegueTesting
import Testing
import DemoTesting

/// `segue replay` on input that is not a plain, sane session: each ends in exit 2 with
/// `PATH:LINE: reason` (or `PATH: reason` for the file as a whole), and sessions edited to
/// the edges of the limits replay without dying, so what the reader lets through cannot
/// crash the replay behind it either.
@Suite struct ReplayInputFaultTests {
    static var examples: URL {
        Repository.root
            .appendingPathComponent("Assets/Sessions")
    }

    static func replay(_ path: String, verify: Bool = false) throws -> Tool.Result {
        try Tool.run(try Tool.segue, ["replay", path, "--headless", "--no-render"] + (verify ? ["--verify"] : []), environment: [:])
    }

    /// A crash is a signal: Tool.Result's status is then the signal's number (4 SIGILL, 6 SIGABRT,
    /// 11 SIGSEGV...), never 0, 1 or 2 (nothing here sends SIGHUP or SIGINT), and Swift's
    /// crash report goes to stderr.
    static func diedBySignal(_ r: Tool.Result) -> Bool {
        ![0, 1, 2].contains(r.status) || r.stderr.contains("Program crashed") || r.stderr.contains("Fatal error")
    }

    static func temporary(_ stem: String) -> String {
        FileManager.default.temporaryDirectory.appendingPathComponent("segue-\(stem)-\(getpid())-\(UUID().uuidString)").path
    }

    @Test func aDirectoryIsRefusedByName() throws {
        let dir = Self.temporary("dir")
        try FileManager.default.createDirectory(atPath: dir, withIntermediateDirectories: false)
        defer { try? FileManager.default.removeItem(atPath: dir) }
        let r = try Self.replay(dir)
        #expect(r.status == 2 && r.stderr == "segue: error: \(dir): is a directory, not a session file\n", "\(r.status): \(r.stderr)")
    }

    /// Nobody opens the FIFO for writing: the replay must not wait for a writer forever.
    @Test func aFIFOWithoutAWriterIsRefusedNamingIt() throws {
        let fifo = Self.temporary("fifo")
        try #require(mkfifo(fifo, 0o600) == 0)
        defer { unlink(fifo) }
        let r = try Tool.run(try Tool.segue, ["replay", fifo, "--headless", "--no-render"], environment: [:], timeout: 10)
        #expect(r.status == 2 && r.stderr.contains("\(fifo): is a FIFO that no process opened for writing within 1 s"), "\(r.status): \(r.stderr)")
    }

    @Test(arguments: [
        // The first pointer line's buttons past UInt32 (the conversion trapped before).
        ("catalogue-edge-swipe", "\"type\":\"pointer\"", "buttons", "4294967296", #"field "buttons" must be a whole number from 0 to 4294967295"#),
        ("side-by-side-push", "\"type\":\"header\"", "scale", "8.5", #"field "scale" must be a number from 0.5 to 8"#),
        ("contacts-tap-push", "\"type\":\"frame\"", "t", "1e400", #"field "t" is not a finite number"#),
    ])
    func aValuePastItsLimitIsRefusedAtItsLine(session: String, on kind: String, field: String, value: String, reason: String) throws {
        var lines = try Self.lines(of: session)
        let i = try #require(lines.firstIndex { $0.contains(kind) })
        lines[i] = Self.set(lines[i], field, value)
        let path = try Self.write(lines)
        defer { try? FileManager.default.removeItem(atPath: path) }
        let r = try Self.replay(path)
        #expect(r.status == 2 && r.stderr.contains("\(path):\(i + 1): \(reason)"), "\(r.status): \(r.stderr)")
    }

    @Test func aHugeHeaderWindowIsRefused() throws {
        var lines = try Self.lines(of: "modal-zoom-present")
        lines[0] = lines[0].replacingOccurrences(of: #""window":[1024,768],"scale":1"#, with: #""window":[16384,16384],"scale":4"#)
        let path = try Self.write(lines)
        defer { try? FileManager.default.removeItem(atPath: path) }
        let r = try Self.replay(path)
        #expect(r.status == 2 && r.stderr == "segue: error: \(path):1: a 16384x16384 window at scale 4 is 65536x65536 pixels; each side must be at most 16384 pixels\n",
            "\(r.status): \(r.stderr)")
    }

    /// A crash behind the reader, in code this suite does not own: the scene key "1" while an
    /// edge swipe is held replaces the navigation controller (Scenes/HostShell.swift, install),
    /// whose pop recognizer still holds the pointer; the next move calls its `[unowned self]`
    /// target (Navigation/NavigationController.swift, loadView) and the process aborts. Known,
    /// so this fails once it is fixed and can become a plain expectation.
    @Test func aSceneKeyDuringAnEdgeSwipe() throws {
        let header = try Self.lines(of: "catalogue-edge-swipe")[0]
        let path = try Self.write([
            header, #"{"type":"frame","index":0,"t":0,"digest":"x"}"#,
            #"{"type":"pointer","t":0.1,"phase":"down","id":0,"x":5,"y":400,"buttons":1,"source":"mouse"}"#,
            #"{"type":"frame","index":1,"t":0.1,"digest":"x"}"#, #"{"type":"key","t":0.2,"key":"1","repeat":false}"#,
            #"{"type":"frame","index":2,"t":0.2,"digest":"x"}"#,
            #"{"type":"pointer","t":0.25,"phase":"move","id":0,"x":120,"y":400,"buttons":1,"source":"mouse"}"#,
            #"{"type":"frame","index":3,"t":0.25,"digest":"x"}"#,
        ])
        defer { try? FileManager.default.removeItem(atPath: path) }
        let r = try Self.replay(path)
        let died = Self.diedBySignal(r)
        // A scene switch mid-swipe withdraws the old scene's recognizers before it is freed.
        #expect(!died, "exit \(r.status): \(r.stderr.prefix(120))")
    }

    /// Sessions edited to the edges of what the reader accepts (and a few past them), replayed
    /// whole and with --verify (which stops at the first changed frame): an exit status, never
    /// a signal. Accepted ones exit 0 or 1, refused ones 2.
    @Test(arguments: Array(edgeCases.keys).sorted())
    func anEdgeCaseSessionNeverCrashesTheReplay(name: String) throws {
        let (valid, edit) = try #require(Self.edgeCases[name])
        let names = try FileManager.default.contentsOfDirectory(atPath: Self.examples.path).filter { $0.hasSuffix(".jsonl") }.sorted()
        // Each case edits another example session, so together they cover every scene.
        let session = names[(Self.edgeCases.keys.sorted().firstIndex(of: name) ?? 0) % names.count]
        let path = try Self.write(edit(try Self.lines(of: String(session.dropLast(6)))))
        defer { try? FileManager.default.removeItem(atPath: path) }
        for verify in [false, true] {
            let r = try Self.replay(path, verify: verify)
            let context = "\(name) on \(session)\(verify ? " --verify" : ""): exit \(r.status): \(r.stderr.prefix(600))"
            let died = Self.diedBySignal(r)
            #expect(!died, "\(context)")
            #expect(valid ? r.status != 2 : r.status == 2, "\(context)")
            if r.status == 2 { #expect(r.stderr.hasPrefix("segue: error: " + path + ":"), "\(context)") }
        }
    }

    typealias Edit = @Sendable ([String]) -> [String]

    /// Whether the edited session is still valid, and the edit.
    static let edgeCases: [String: (valid: Bool, edit: Edit)] = [
        "buttons at their limit": (true, { each($0, "pointer") { set($0, "buttons", "4294967295") } }),
        "pointer id at its limit": (true, { each($0, "pointer") { set($0, "id", "2147483647") } }),
        "pointer id changing halfway": (true, { lines in each(lines, "pointer", from: lines.count / 2) { set($0, "id", "7") } }),
        "mouse as touch": (true, { each($0, "pointer") { set($0, "source", "\"touch\"") } }),
        "mouse as trackpad": (true, { each($0, "pointer") { set($0, "source", "\"trackpad\"") } }),
        "positions at the far edges": (true, { each($0, "pointer") { set(set($0, "x", "2048"), "y", "-768") } }),
        "positions of -0 and 1e-320": (true, { each($0, "pointer") { set(set($0, "x", "-0"), "y", "1e-320") } }),
        "no pointer ups": (true, { $0.filter { !$0.contains(#""phase":"up""#) } }),
        "pointer downs doubled": (true, { $0.flatMap { $0.contains(#""phase":"down""#) ? [$0, $0] : [$0] } }),
        "pointer cancel halfway": (true, { insert($0) { #"{"type":"pointer","t":\#($0),"phase":"cancel","id":0,"x":10,"y":10,"buttons":0,"source":"mouse"}"# } }),
        "the last frame and what follows at the time limit": (true, { lines in
            each(lines, nil, from: lines.lastIndex { $0.contains(#""type":"frame""#) } ?? 0) { $0.contains(#""t":"#) ? set($0, "t", "10000000") : $0 }
        }),
        "times from halfway a million seconds later": (true, { lines in
            each(lines, nil, from: lines.count / 2) { l in time(l).map { set(l, "t", "\($0 + 1_000_000)") } ?? l }
        }),
        "every time zero": (true, { each($0, nil) { $0.contains(#""t":"#) ? set($0, "t", "0") : $0 } }),
        "frames only": (true, { $0.filter { !$0.contains(#""type":"pointer""#) && !$0.contains(#""type":"key""#) } }),
        "events only": (true, { $0.filter { !$0.contains(#""type":"frame""#) } }),
        "no end line": (true, { Array($0.dropLast()) }),
        "slow animations": (true, { each($0, "header") { $0.replacingOccurrences(of: "false", with: "true") } }),
        "a 1x1 window at scale 0.5": (true, { lines in
            each(each(lines, "header") { set(set($0, "window", "[1,1]"), "scale", "0.5") }, "pointer") { set(set($0, "x", "0.5"), "y", "2") }
        }),
        "a 16384x16384 window": (true, { each($0, "header") { set($0, "window", "[16384,16384]") } }),
        "a 2048x2048 window at scale 8": (true, { each($0, "header") { set(set($0, "window", "[2048,2048]"), "scale", "8") } }),
        "a resize to 16384x16384": (true, { insert($0) { #"{"type":"resize","t":\#($0),"width":16384,"height":16384}"# } }),
        "a resize to 1x16384": (true, { insert($0) { #"{"type":"resize","t":\#($0),"width":1,"height":16384}"# } }),
        "a resize to 1x1": (true, { insert($0) { #"{"type":"resize","t":\#($0),"width":1,"height":1}"# } }),
        "a wheel at its limits": (true, { insert($0) { #"{"type":"wheel","t":\#($0),"dx":100000,"dy":-100000,"x":10,"y":10,"precise":true}"# } }),
        "a wheel of 1e-320": (true, { insert($0) { #"{"type":"wheel","t":\#($0),"dx":1e-320,"dy":-1e-320,"x":10,"y":10,"precise":false}"# } }),
        "a quit key halfway": (true, { insert($0) { #"{"type":"key","t":\#($0),"key":"q","repeat":false}"# } }),
        "a slow-motion key halfway": (true, { insert($0) { #"{"type":"key","t":\#($0),"key":"s","repeat":false}"# } }),
        "focus lost halfway": (true, { insert($0) { #"{"type":"focus","t":\#($0),"state":"lost"}"# } }),
        "time going back": (false, { lines in each(lines, "pointer", from: lines.firstIndex { $0.contains(#""type":"pointer""#) } ?? 0, count: 1) { set($0, "t", "10000000") } }),
        "a window too wide": (false, { each($0, "header") { set($0, "window", "[16385,768]") } }),
        "a second header": (false, { $0 + [$0[0]] }),
        "a frame missing": (false, { lines in
            var out = lines
            out.remove(at: lines.indices.filter { lines[$0].contains(#""type":"frame""#) }.dropFirst(3).first ?? 0)
            return out
        }),
    ]

    /// `line` with the value of `key` replaced (a number, a string in quotes, or an array).
    static func set(_ line: String, _ key: String, _ value: String) -> String {
        guard let r = line.range(of: "\"\(key)\":(\\[[^\\]]*\\]|\"[^\"]*\"|[^,}]*)", options: .regularExpression) else { return line }
        return line.replacingCharacters(in: r, with: "\"\(key)\":\(value)")
    }

    static func time(_ line: String) -> Double? {
        guard let r = line.range(of: #""t":[^,}]*"#, options: .regularExpression) else { return nil }
        return Double(line[r].dropFirst(4))
    }

    /// `edit` applied to the lines of a `type` (every type for nil), from `from` on, `count` of them.
    static func each(_ lines: [String], _ type: String?, from: Int = 0, count: Int = .max, _ edit: (String) -> String) -> [String] {
        var out = lines, left = count
        for i in lines.indices where i >= from && left > 0 && (type.map { lines[i].contains("\"type\":\"\($0)\"") } ?? true) {
            out[i] = edit(lines[i])
            left -= 1
        }
        return out
    }

    /// An event made for the time of the middle frame, put just before that frame.
    static func insert(_ lines: [String], _ event: (Double) -> String) -> [String] {
        let frames = lines.indices.filter { lines[$0].contains(#""type":"frame""#) }
        guard let i = frames.dropFirst(frames.count / 2).first, let t = time(lines[i]) else { return lines }
        var out = lines
        out.insert(event(t), at: i)
        return out
    }

    static func lines(of session: String) throws -> [String] {
        try String(contentsOf: examples.appendingPathComponent(session + ".jsonl"), encoding: .utf8).split(separator: "\n").map(String.init)
    }

    static func write(_ lines: [String]) throws -> String {
        let path = temporary("edge") + ".jsonl"
        try Data((lines.joined(separator: "\n") + "\n").utf8).write(to: URL(fileURLWithPath: path))
        return path
    }
}
