import Foundation
import Outputs

/// Runs a sweep's jobs in parallel in worker processes (`segue sweep-worker`), one per core
/// by default. The engine runs on the main actor, so parallel replays need processes; each
/// worker replays the jobs it is handed one at a time, reading a `SweepJob` line on its stdin
/// and answering with a `SweepOutcome` line on its stdout. A thread per worker hands it the
/// next job as soon as it answers, so long and short hands balance out across workers.
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

    public init(executable: String, jobs: [SweepJob], workers: Int) {
        self.executable = executable
        self.jobs = jobs
        self.workers = max(1, min(workers, jobs.count))
        results = Array(repeating: nil, count: jobs.count)
    }

    /// How many jobs have been answered so far (any thread).
    public var done: Int { lock.withLock { doneCount } }

    /// Runs every job; `tick` is called on the calling thread about every 0.1 s with the
    /// count done. The outcomes come back in job order.
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

    /// One worker process, fed until the jobs run out.
    private func work() {
        // A worker that dies makes the next write to it raise SIGPIPE, which would end the
        // whole sweep without a word; blocked on this thread, the write fails instead and
        // the failure says what the worker said.
        var pipeSignal = sigset_t()
        sigemptyset(&pipeSignal)
        sigaddset(&pipeSignal, SIGPIPE)
        pthread_sigmask(SIG_BLOCK, &pipeSignal, nil)
        let process = Process()
        process.executableURL = URL(fileURLWithPath: executable)
        process.arguments = ["sweep-worker"]
        let input = Pipe(), output = Pipe(), errors = Pipe()
        process.standardInput = input
        process.standardOutput = output
        process.standardError = errors
        do { try process.run() } catch {
            fail("cannot start a worker (\(executable)): \(error.localizedDescription)")
            return
        }
        // What the worker says when it fails goes into the failure, not to a terminal.
        let said = ChildOutputTail(reading: errors.fileHandleForReading)
        let reader = LineReader(fd: output.fileHandleForReading.fileDescriptor)
        let encoder = JSONEncoder(), decoder = JSONDecoder()
        while let i = take() {
            let job = jobs[i]
            guard let line = try? encoder.encode(job), write(line + Data([0x0a]), to: input.fileHandleForWriting.fileDescriptor),
                let answer = reader.line(), let outcome = try? decoder.decode(SweepOutcome.self, from: Data(answer)) else {
                try? input.fileHandleForWriting.close()
                process.waitUntilExit()
                said.waitForEnd(seconds: 2)
                let why = said.lastLine.map { ": it said \"\($0)\"" } ?? ""
                fail("a worker stopped while replaying \(job.hand) under \(job.settings.joined(separator: " "))\(why) (replay it alone: segue replay \(job.hand) --headless --no-render --feel" + job.settings.map { " --set \($0)" }.joined() + ")")
                return
            }
            lock.withLock {
                results[i] = outcome
                doneCount += 1
            }
        }
        try? input.fileHandleForWriting.close()
        process.waitUntilExit()
    }

    private func write(_ bytes: Data, to fd: Int32) -> Bool {
        bytes.withUnsafeBytes { raw in
            var offset = 0
            while offset < raw.count {
                let n = Foundation.write(fd, raw.baseAddress! + offset, raw.count - offset)
                if n < 0 {
                    if errno == EINTR { continue }
                    return false
                }
                offset += n
            }
            return true
        }
    }
}

/// Lines from a file descriptor, read in blocks (a worker's answers).
final class LineReader {
    let fd: Int32
    private var buffer: [UInt8] = []

    init(fd: Int32) { self.fd = fd }

    /// The next line without its newline; nil at the end of the stream.
    func line() -> [UInt8]? {
        while true {
            if let nl = buffer.firstIndex(of: 0x0a) {
                let line = Array(buffer[..<nl])
                buffer.removeSubrange(...nl)
                return line
            }
            var chunk = [UInt8](repeating: 0, count: 65536)
            let n = chunk.withUnsafeMutableBytes { read(fd, $0.baseAddress!, $0.count) }
            if n < 0 && errno == EINTR { continue }
            if n <= 0 { return nil }
            buffer += chunk[..<n]
        }
    }
}
