import SegueTesting
import Foundation
import Scenes
import Testing
import Sessions
import DemoTesting

/// Seeded mutation fuzzing of the reader over every example session: damaged files never
/// crash it (a trap would end the test process) or hang it (the run has a guard, generous so
/// that a busy machine never trips it; how fast the reader is, is the bench's to say), and every rejection names a line of the file that really is the first bad
/// one, as `FILE:LINE: reason`.
@Suite struct SessionFuzzTests {
    static let seed: UInt64 = 0x5EED_5E55_1043
    static let casesPerSession = 60
    /// Only against a hang: a run takes 30 s on an idle machine and several times that under load.
    static let runBudget = 1200.0

    static var examples: URL {
        Repository.root
            .appendingPathComponent("Assets/Sessions")
    }

    @Test func mutatedSessionsNeverCrashOrHangTheReader() throws {
        let names = try FileManager.default.contentsOfDirectory(atPath: Self.examples.path).filter { $0.hasSuffix(".jsonl") }.sorted()
        try #require(names.count >= 20)
        let progress = LockedValue("not started")
        let tally = try #require(
            Deadline.run(within: Self.runBudget) { Self.run(names, progress: progress) },
            "the fuzz did not finish within \(Self.runBudget) s; it was at \(progress.get())")
        print("SessionFuzzTests: " + tally.summary)
        #expect(tally.failures.isEmpty, "\(tally.failures.count) broken: \(tally.failures.prefix(5))")
        #expect(tally.cases >= 1000 && tally.sources.count == names.count)
        // The mix really exercises both outcomes and every kind of damage: each outcome at
        // least 25 times. Which mutations a session survives depends on its lines, so the
        // share accepted moves whenever sessions are recorded again (46 sessions gave 105
        // accepted, 68 after 23 were re-recorded, 42 after the release springs changed; read
        // without the app's parameters, whose names every header's spec holds, 56 gave 4;
        // read as the app reads them, 244).
        #expect(tally.accepted >= 100 && tally.rejected >= 50, "\(tally.summary)")
        #expect(tally.truncated > 0 && tally.limitRejections > 0, "\(tally.summary)")
        for kind in MutationKind.allCases {
            #expect(tally.applied[kind, default: 0] >= 50, "\(kind) applied \(tally.applied[kind, default: 0]) times")
            #expect(tally.rejectedWith[kind, default: 0] > 0, "\(kind) never led to a rejection")
        }
    }

    /// Every case, in order; all checks are recorded in the tally (this runs off the test's thread).
    static func run(_ names: [String], progress: LockedValue<String>) -> FuzzTally {
        var tally = FuzzTally()
        let sessions = names.compactMap { name in
            (try? Data(contentsOf: examples.appendingPathComponent(name))).map { (name, $0.split(separator: 0x0A).map { Array($0) }) }
        }
        let scenes = Set(sessions.compactMap { _, lines in lines.first.flatMap { JSONValue.parse(String(decoding: $0, as: UTF8.self))?["scene"] } }
            .compactMap { if case .string(let s) = $0 { s } else { nil } })
        let path = SessionFiles.temporaryPath("fuzz"), prefixPath = SessionFiles.temporaryPath("fuzz-prefix")
        defer {
            try? FileManager.default.removeItem(atPath: path)
            try? FileManager.default.removeItem(atPath: prefixPath)
        }
        var mutator = SessionMutator(random: SeededGenerator(seed: seed))
        let clock = ContinuousClock(), start = clock.now
        for n in 0..<(sessions.count * casesPerSession) {
            let (name, lines) = sessions[n % sessions.count]
            progress.set("case \(n) (from \(name))")
            let (bytes, kinds) = mutator.mutate(lines)
            let caseStart = clock.now
            guard write(bytes[...], to: path) else {
                tally.failures.append("case \(n): cannot write \(path)")
                continue
            }
            let outcome = read(path, scenes)
            tally.slowestCase = max(tally.slowestCase, clock.now - caseStart)
            tally.cases += 1
            tally.sources.insert(name)
            for kind in kinds { tally.applied[kind, default: 0] += 1 }
            switch outcome {
            case .success(let cutOff):
                tally.accepted += 1
                if cutOff { tally.truncated += 1 }
                for kind in kinds { tally.acceptedWith[kind, default: 0] += 1 }
            case .failure(let e):
                tally.rejected += 1
                if e.reason.contains(" must be ") { tally.limitRejections += 1 }
                for kind in kinds { tally.rejectedWith[kind, default: 0] += 1 }
                if let broken = check(e, path: path, bytes: bytes, prefixPath: prefixPath, scenes) {
                    tally.failures.append("case \(n) (\(name), \(kinds)): \(broken)")
                }
            }
        }
        tally.elapsed = clock.now - start
        return tally
    }

    /// Reads the whole file: whether its last line was cut off, or the error.
    static func read(_ path: String, _ scenes: Set<String>) -> Result<Bool, SessionError> {
        Result { () throws(SessionError) -> Bool in
            // As the app reads them: its scenes and its parameters (a header's spec names them all).
            let reader = try SessionReader(path: path, knownScenes: scenes, catalogue: SceneRegistry.catalogue)
            while try reader.next() != nil {}
            return reader.truncatedLine != nil
        }
    }

    /// Plain write(2): Foundation's Data.write syncs every file to disk, which made the run
    /// wait on the disk for most of its time.
    static func write(_ bytes: ArraySlice<UInt8>, to path: String) -> Bool {
        let fd = open(path, O_WRONLY | O_CREAT | O_TRUNC | O_CLOEXEC, 0o600)
        guard fd >= 0 else { return false }
        defer { close(fd) }
        return bytes.withUnsafeBytes { raw in
            var done = 0
            while done < raw.count {
                let n = Glibc.write(fd, raw.baseAddress! + done, raw.count - done)
                guard n > 0 else { return false }
                done += n
            }
            return true
        }
    }

    /// Where each line of `bytes` starts (the file's lines are as many as its newlines, plus one).
    static func lineStarts(_ bytes: [UInt8]) -> [Int] {
        var starts = [0]
        bytes.withUnsafeBufferPointer { b in
            for i in b.indices where b[i] == 0x0A { starts.append(i + 1) }
        }
        return starts
    }

    /// What is wrong with a rejection, if anything: it must name a line of the file in the
    /// `FILE:LINE:` form, and be that line's fault: the file cut after that line gives the
    /// same error (so no line before it is bad, and the culprit is not a later line).
    static func check(_ e: SessionError, path: String, bytes: [UInt8], prefixPath: String, _ scenes: Set<String>) -> String? {
        let starts = lineStarts(bytes)
        guard e.line >= 1, e.line <= starts.count else { return "line \(e.line) of a \(starts.count)-line file: \(e.reason)" }
        guard e.message(file: path).hasPrefix("\(path):\(e.line): ") else { return "message \(e.message(file: path))" }
        let through = e.line < starts.count ? bytes[..<starts[e.line]] : (bytes + [0x0A])[...]
        guard write(through, to: prefixPath) else { return "cannot write \(prefixPath)" }
        let again = read(prefixPath, scenes)
        guard case .failure(e) = again else { return "rejected at line \(e.line) (\(e.reason)), but the lines up to it give \(again)" }
        return nil
    }
}
