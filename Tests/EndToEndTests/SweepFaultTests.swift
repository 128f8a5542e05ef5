import Foundation
import SegueTesting
import Testing
import DemoTesting

/// `segue sweep` when a hand or a worker goes wrong: a hand `replay` would refuse is refused
/// before any replay with replay's own message (once), a FIFO hand is refused before any wait,
/// a replay that never answers is stopped at its limit and named, a crashed worker is quoted by
/// its cause, the other outcomes are kept, and a sweep stopped by a signal takes its workers
/// with it. The stuck and crashing workers are the real ones, told to misbehave on one hand by
/// `SEGUE_SWEEP_FAULT`.
@Suite struct SweepFaultTests {
    static let key = "side-by-side.release.threshold"
    static let param = ["--param", "\(key)=0.4..0.5:0.1"]

    /// A scratch folder holding copies of two hands of the corpus, `a` and `b`.
    static func handsFolder(_ name: String) throws -> String {
        let dir = try OutputFaultTests.scratchFolder(name)
        for (hand, as_) in [("sbs-slow-long", "a"), ("sbs-fast-short", "b")] {
            try FileManager.default.copyItem(atPath: SweepCommandTests.hand(hand), toPath: "\(dir)/\(as_).jsonl")
        }
        return dir
    }

    func segue(_ args: [String], environment: [String: String] = [:]) throws -> Tool.Result {
        try Tool.run(try Tool.segue, args, environment: environment, timeout: 600)
    }

    @Test(arguments: ["a line after the end line", "too many events"])
    func aHandReplayRefusesIsRefusedBeforeAnyReplay(_ fault: String) throws {
        let dir = try Self.handsFolder("sweep-verdict")
        defer { try? FileManager.default.removeItem(atPath: dir) }
        let lines = try String(contentsOfFile: "\(dir)/a.jsonl", encoding: .utf8).split(separator: "\n").map(String.init)
        let bad = fault == "too many events"
            ? [lines[0]] + Array(repeating: lines[1], count: 100_001) + lines[2...]
            : lines + [lines[lines.count - 1]]
        try (bad.joined(separator: "\n") + "\n").write(toFile: "\(dir)/a.jsonl", atomically: true, encoding: .utf8)
        let replay = try segue(["replay", "\(dir)/a.jsonl", "--headless", "--no-render"])
        #expect(replay.status == 2, "\(replay.stderr)")
        let said = try #require(replay.stderr.split(separator: "\n").last.map(String.init))
        let sweep = try segue(["sweep", dir] + Self.param)
        #expect(sweep.status == 2 && sweep.stdout.isEmpty, "\(sweep.stderr)")
        #expect(sweep.stderr.contains(said), "replay said \(said); sweep said \(sweep.stderr)")
        #expect(sweep.stderr.components(separatedBy: "segue: error:").count == 2, "\(sweep.stderr)")
        #expect(!sweep.stderr.contains("replays in"), "\(sweep.stderr)")
        let label = try segue(["label", "\(dir)/a.jsonl", "finish"])
        #expect(label.status == 2 && label.stderr.contains(said), "\(label.stderr)")
        #expect(!FileManager.default.fileExists(atPath: "\(dir)/a.jsonl.label"))
    }

    @Test func aFIFOHandIsRefusedBeforeAnyWait() throws {
        let dir = try Self.handsFolder("sweep-fifo")
        defer { try? FileManager.default.removeItem(atPath: dir) }
        #expect(mkfifo("\(dir)/c.jsonl", 0o600) == 0)
        let sweep = try segue(["sweep", dir] + Self.param)
        #expect(sweep.status == 2 && sweep.stderr.contains("\(dir)/c.jsonl: not a regular file; a hand is read again for every replay"), "\(sweep.stderr)")
    }

    /// The worker stops answering on `b`: each of b's replays is stopped at the limit and
    /// named, a's outcomes are all there.
    @Test func aStuckReplayIsStoppedAtItsLimitAndNamed() throws {
        let dir = try Self.handsFolder("sweep-stuck")
        defer { try? FileManager.default.removeItem(atPath: dir) }
        let r = try segue(["sweep", dir, "--json", "--jobs", "2", "--replay-limit", "15"] + Self.param, environment: ["SEGUE_SWEEP_FAULT": "stall:b"])
        #expect(r.status == 1, "\(r.stderr)")
        let outcomes = r.stdout.split(separator: "\n").compactMap { try? JSONSerialization.jsonObject(with: Data($0.utf8)) as? [String: Any] }
        #expect(outcomes.count == 4, "\(r.stdout)")
        let stuck = outcomes.filter { ($0["hand"] as? String)?.hasSuffix("/b.jsonl") == true }
        #expect(stuck.count == 2 && stuck.allSatisfy { ($0["error"] as? String)?.contains("no progress within 15 s (the replay is stuck") == true }, "\(stuck)")
        let fine = outcomes.filter { ($0["hand"] as? String)?.hasSuffix("/a.jsonl") == true }
        #expect(fine.count == 2 && fine.allSatisfy { $0["error"] is NSNull && $0["outcome"] is String }, "\(fine)")
        #expect(r.stderr.contains("\(dir)/b.jsonl under \(Self.key)=0.4: "), "\(r.stderr)")
    }

    @Test func aCrashedWorkerIsQuotedByItsCauseAndTheRestKept() throws {
        let dir = try Self.handsFolder("sweep-crash")
        defer { try? FileManager.default.removeItem(atPath: dir) }
        let r = try segue(["sweep", dir, "--jobs", "1"] + Self.param, environment: ["SEGUE_SWEEP_FAULT": "crash:b"])
        #expect(r.status == 1, "\(r.stderr)")
        let failed = r.stdout.split(separator: "\n").filter { $0.hasPrefix("failed: b at") }
        #expect(failed.count == 2, "\(r.stdout)")
        #expect(failed.allSatisfy { $0.contains("Fatal error: injected crash on b") && !$0.contains("Backtrace took") }, "\(failed)")
        // a's two replays were counted at each point.
        #expect(r.stdout.contains("\(Self.key)=0.4: ") && !r.stdout.contains("failed: a at"), "\(r.stdout)")
    }

    /// SIGINT and SIGTERM to the sweep while its worker is stuck: the sweep ends with the
    /// signal's code and the worker is gone (it was in a process group of its own, so the
    /// signal never reached it). The stalled worker says so through a FIFO it keeps open: the
    /// FIFO's end is the worker's end.
    @Test(arguments: [SIGINT, SIGTERM])
    func aSweepStoppedByASignalTakesItsWorkersWithIt(_ signal: Int32) throws {
        let dir = try Self.handsFolder("sweep-signal")
        defer { try? FileManager.default.removeItem(atPath: dir) }
        try FileManager.default.removeItem(atPath: "\(dir)/a.jsonl")
        let ready = "\(dir)/ready"
        #expect(mkfifo(ready, 0o600) == 0)
        let fd = open(ready, O_RDONLY | O_NONBLOCK)
        defer { close(fd) }
        let p = Process()
        p.executableURL = URL(fileURLWithPath: try Tool.segue)
        p.arguments = ["sweep", dir, "--jobs", "1"] + Self.param
        p.environment = Tool.baseEnvironment().merging(["SEGUE_SWEEP_FAULT": "stall:b", "SEGUE_SWEEP_FAULT_READY": ready]) { $1 }
        p.standardOutput = FileHandle.nullDevice
        p.standardError = FileHandle.nullDevice
        try p.run()
        let said = try #require(Self.read(fd), "no worker stalled")
        let worker = try #require(Int32(said.trimmingCharacters(in: .whitespacesAndNewlines)), "\(said)")
        #expect(worker != p.processIdentifier)
        kill(p.processIdentifier, signal)
        p.waitUntilExit()
        let code = p.terminationReason == .uncaughtSignal ? 128 + p.terminationStatus : p.terminationStatus
        #expect(code == 128 + signal, "ended with \(p.terminationReason) \(p.terminationStatus)")
        #expect(Self.read(fd) == "", "worker \(worker) still runs after the sweep ended")
    }

    /// What comes next on the FIFO: a line, or "" at its end (its writer gone); nil if nothing
    /// came within two minutes (a guard against a hang, not a measure).
    static func read(_ fd: Int32) -> String? {
        var p = pollfd(fd: fd, events: Int16(POLLIN), revents: 0)
        while true {
            let n = poll(&p, 1, 120_000)
            if n < 0 && errno == EINTR { continue }
            guard n > 0 else { return nil }
            var buffer = [UInt8](repeating: 0, count: 64)
            let got = buffer.withUnsafeMutableBytes { Glibc.read(fd, $0.baseAddress, $0.count) }
            if got < 0 && (errno == EINTR || errno == EAGAIN) { continue }
            return got <= 0 ? "" : String(decoding: buffer[..<got], as: UTF8.self)
        }
    }
}
