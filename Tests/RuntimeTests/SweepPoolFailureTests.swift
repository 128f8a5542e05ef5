import Foundation
import Runtime
import Testing
import Host

/// Workers that fail, crash or stop answering, stood in for by shell scripts: each failure
/// becomes the outcome of the job it happened on, with the worker's own words or the reason
/// it was stopped, a fresh worker takes the next job, and every answer already given is kept.
@Suite struct SweepPoolFailureTests {
    static let job = SweepJob(hand: "hands/a.jsonl", settings: ["side-by-side.release.threshold=0.4"], params: ["side-by-side.release.threshold": 0.4])

    /// A stand-in worker running `body` (sh); removed when the test ends.
    final class Script {
        let path = FileManager.default.temporaryDirectory.appendingPathComponent("segue-fake-worker-\(getpid())-\(UInt32.random(in: 0...UInt32.max)).sh").path
        init(_ body: String) throws {
            try ("#!/bin/sh\n" + body).write(toFile: path, atomically: true, encoding: .utf8)
            chmod(path, 0o755)
        }
        deinit { try? FileManager.default.removeItem(atPath: path) }
    }

    @Test func aFailingWorkersWordsComeUpInTheOutcome() throws {
        let script = try Script("echo 'starting' >&2\necho 'segue: error: hands/a.jsonl:3: not a JSON object' >&2\nexit 2\n")
        let outcomes = try SweepPool(executable: script.path, jobs: [Self.job], limits: [60], workers: 1).run(tick: { _ in })
        let error = try #require(outcomes.first?.error)
        #expect(error.contains("exited with status 2: \"segue: error: hands/a.jsonl:3: not a JSON object\""), "\(error)")
        #expect(error.contains("segue replay hands/a.jsonl"), "\(error)")
    }

    /// Swift's crash report ends with "Backtrace took 0.05s"; the cause is the line that
    /// says what went wrong, and the signal the worker died of.
    @Test func aCrashedWorkerIsQuotedByItsCauseNotItsBacktrace() throws {
        let script = try Script("""
            read job
            echo 'segue/SweepWorkerCommand.swift:35: Fatal error: injected crash on a' >&2
            echo '💣 Program crashed: System trap at 0x00005555' >&2
            echo 'Thread 0 crashed:' >&2
            echo '0 0x000055 main + 12 in segue at /src/main.swift:3' >&2
            echo 'Backtrace took 0.05s' >&2
            kill -ILL $$

            """)
        let outcomes = try SweepPool(executable: script.path, jobs: [Self.job], limits: [60], workers: 1).run(tick: { _ in })
        let error = try #require(outcomes.first?.error)
        #expect(error.contains("signal \(SIGILL) (SIGILL)") && error.contains("Fatal error: injected crash on a"), "\(error)")
        #expect(!error.contains("Backtrace took"), "\(error)")
    }

    /// The first job is answered, the second kills its worker, the third is answered by a
    /// fresh worker: the first and third outcomes are kept whole.
    @Test func answersBeforeAndAfterALostWorkerAreKept() throws {
        let answer = SweepOutcome(hand: "hands/a.jsonl", params: [:], outcome: "finish", outcomes: ["finish"], stack: ["root"], completed: 1).jsonLine
        let counter = FileManager.default.temporaryDirectory.appendingPathComponent("segue-fake-worker-count-\(getpid())").path
        defer { try? FileManager.default.removeItem(atPath: counter) }
        // Every worker answers its jobs, except the second job of the whole run, on which it dies.
        let script = try Script("""
            while read job; do
              n=$(( $(cat \(counter) 2>/dev/null || echo 0) + 1 )); echo $n > \(counter)
              if [ $n -eq 2 ]; then echo 'segue: error: the second job' >&2; exit 3; fi
              echo '\(answer)'
            done

            """)
        let jobs = [Self.job, Self.job, Self.job]
        let outcomes = try SweepPool(executable: script.path, jobs: jobs, limits: [60, 60, 60], workers: 1).run(tick: { _ in })
        #expect(outcomes.map(\.error).map { $0 == nil } == [true, false, true], "\(outcomes.map(\.error))")
        #expect(outcomes[0].completed == 1 && outcomes[2].completed == 1)
        #expect(outcomes[1].error?.contains("the second job") == true)
    }

    /// A worker that takes a job and never answers is stopped at the job's limit, and the
    /// outcome says the replay is stuck; the pool does not wait on it forever.
    @Test func aWorkerThatNeverAnswersIsStoppedAtTheLimit() throws {
        let script = try Script("read job\nexec sleep 3600\n")
        let outcomes = try SweepPool(executable: script.path, jobs: [Self.job], limits: [0.3], workers: 1).run(tick: { _ in })
        let error = try #require(outcomes.first?.error)
        #expect(error.contains("no progress within 0.3 s (the replay is stuck"), "\(error)")
        #expect(outcomes.first?.hand == "hands/a.jsonl")
    }

    /// The limit is on silence: a worker that tells of its progress (a line of ".") more often
    /// than the limit is waited for however long the replay takes in all, as on a busy machine.
    @Test func aWorkerThatTellsOfItsProgressIsWaitedForPastTheLimit() throws {
        let answer = SweepOutcome(hand: "hands/a.jsonl", params: [:], outcome: "finish", outcomes: ["finish"], stack: ["root"], completed: 1).jsonLine
        let script = try Script("read job\nfor i in 1 2 3 4; do sleep 0.7; echo .; done\necho '\(answer)'\n")
        let outcomes = try SweepPool(executable: script.path, jobs: [Self.job], limits: [2], workers: 1).run(tick: { _ in })
        #expect(outcomes.first?.error == nil, "\(outcomes.first?.error ?? "")")
        #expect(outcomes.first?.completed == 1)
    }
}
