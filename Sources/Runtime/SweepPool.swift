import Foundation

/// Runs a sweep's jobs in parallel in worker processes (`segue sweep-worker`), one per core
/// by default. The engine runs on the main actor, so parallel replays need processes; each
/// worker replays the jobs it is handed one at a time (`SweepWorker`). A thread per worker
/// hands it the next job as soon as it answers, so long and short hands balance out.
///
/// Every job has a time limit. A worker that does not answer within it is stopped, and one
/// that dies is asked why; either way the job's outcome carries the reason, a fresh worker
/// takes the next job, and every outcome already found is kept.
public final class SweepPool: @unchecked Sendable {
    public struct Failure: Error, CustomStringConvertible {
        public let description: String
    }

    let executable: String
    public let workers: Int
    private let lock = NSLock()
    private var next = 0
    private var doneCount = 0
    private var results: [SweepOutcome?]
    private var failure: String?
    private let jobs: [SweepJob]
    private let limits: [Double]

    /// `limits`: each job's time limit in seconds, in job order.
    public init(executable: String, jobs: [SweepJob], limits: [Double], workers: Int) {
        precondition(limits.count == jobs.count, "a limit for every job")
        self.executable = executable
        self.jobs = jobs
        self.limits = limits
        self.workers = max(1, min(workers, jobs.count))
        results = Array(repeating: nil, count: jobs.count)
    }

    /// How many jobs have been answered so far (any thread).
    public var done: Int { lock.withLock { doneCount } }

    /// Runs every job; `tick` is called on the calling thread about every 0.1 s with the
    /// count done. The outcomes come back in job order. Throws only when no worker can start.
    public func run(tick: (Int) -> Void) throws(Failure) -> [SweepOutcome] {
        let group = DispatchGroup()
        for _ in 0..<workers {
            group.enter()
            let thread = Thread { [self] in
                work()
                group.leave()
            }
            thread.stackSize = 1 << 20
            thread.start()
        }
        while group.wait(timeout: .now() + 0.1) == .timedOut { tick(done) }
        tick(done)
        if let failure { throw Failure(description: failure) }
        return results.map { $0! }
    }

    private func take() -> Int? {
        lock.withLock {
            guard failure == nil, next < jobs.count else { return nil }
            defer { next += 1 }
            return next
        }
    }

    private func fail(_ message: String) {
        lock.withLock { if failure == nil { failure = message } }
    }

    private func record(_ outcome: SweepOutcome, at i: Int) {
        lock.withLock {
            results[i] = outcome
            doneCount += 1
        }
    }

    /// One worker at a time on this thread, fed until the jobs run out; a worker lost on a
    /// job is replaced for the next.
    private func work() {
        // A worker that dies makes the next write to it raise SIGPIPE, which would end the
        // whole sweep without a word; blocked on this thread, the write fails instead.
        var pipeSignal = sigset_t()
        sigemptyset(&pipeSignal)
        sigaddset(&pipeSignal, SIGPIPE)
        pthread_sigmask(SIG_BLOCK, &pipeSignal, nil)
        var worker: SweepWorker?
        while let i = take() {
            if worker == nil {
                do { worker = try SweepWorker(executable: executable) } catch {
                    fail("cannot start a worker (\(executable)): \(error.localizedDescription)")
                    return
                }
            }
            let job = jobs[i]
            switch worker!.run(job, limit: limits[i]) {
            case .outcome(let outcome):
                record(outcome, at: i)
            case .lost(let why):
                worker = nil
                let alone = "segue replay \(job.hand) --headless --no-render --feel" + (job.physics.map { " --physics \($0)" } ?? "") + job.settings.map { " --set \($0)" }.joined()
                record(SweepOutcome(hand: job.hand, params: job.params, error: "the worker replaying it stopped: \(why) (replay it alone: \(alone))"), at: i)
            }
        }
        worker?.finish()
    }
}
