import Foundation
import Outputs

/// One worker process of a sweep (`segue sweep-worker`): started, handed one job at a time
/// on its stdin, and waited for at most a job's limit for the answer on its stdout. A worker
/// that does not answer in time is stopped; one that died is asked why (its signal, and the
/// line of its stderr that says what went wrong).
public final class SweepWorker {
    enum Answer {
        case outcome(SweepOutcome)
        /// The worker is gone or was stopped: why, in words.
        case lost(String)
    }

    private let process = Process()
    private let input = Pipe(), output = Pipe(), errors = Pipe()
    private let said: ChildOutputTail
    private let reader: LineReader
    private var stopped = false

    /// Starts `executable sweep-worker`; the worker ends when this process does (its stdin
    /// closes: `SweepWorkerCommand`).
    init(executable: String) throws {
        process.executableURL = URL(fileURLWithPath: executable)
        process.arguments = ["sweep-worker"]
        process.standardInput = input
        process.standardOutput = output
        process.standardError = errors
        try process.run()
        // What the worker says when it fails goes into the failure, not to a terminal.
        said = ChildOutputTail(reading: errors.fileHandleForReading)
        reader = LineReader(fd: output.fileHandleForReading.fileDescriptor)
    }

    /// What a worker writes alone on a line while a replay goes on (every `progressFrames`
    /// frames): each one gives the replay `limit` seconds more, so the limit is on silence,
    /// and a replay slowed by a busy machine is never taken for a stuck one.
    public static let progressLine: [UInt8] = Array(".".utf8)
    public static let progressFrames = 30

    /// Hands `job` over and waits for its outcome, at most `limit` seconds after the worker
    /// last said anything (its progress lines).
    func run(_ job: SweepJob, limit: Double) -> Answer {
        guard let line = try? JSONEncoder().encode(job), Self.write(line + Data([0x0a]), to: input.fileHandleForWriting.fileDescriptor) else {
            return .lost(end())
        }
        var next = reader.line(within: limit)
        while next == .line(Self.progressLine) { next = reader.line(within: limit) }
        switch next {
        case .line(let answer):
            guard let outcome = try? JSONDecoder().decode(SweepOutcome.self, from: Data(answer)) else {
                return .lost("it answered with something that is not an outcome: \(String(decoding: answer.prefix(200), as: UTF8.self))")
            }
            return .outcome(outcome)
        case .end:
            return .lost(end())
        case .timedOut:
            kill(process.processIdentifier, SIGKILL)
            _ = end()
            return .lost(String(format: "no progress within %g s (the replay is stuck; its worker was stopped)", limit))
        }
    }

    /// Closes the worker's stdin (it ends when it has read everything) and waits for it.
    func finish() { _ = end() }

    /// Waits for the worker to end and says how it ended.
    private func end() -> String {
        if !stopped {
            stopped = true
            try? input.fileHandleForWriting.close()
            process.waitUntilExit()
            said.waitForEnd(seconds: 2)
            try? output.fileHandleForReading.close()
        }
        let how = process.terminationReason == .uncaughtSignal
            ? "it was ended by signal \(process.terminationStatus)\(Self.signalName(process.terminationStatus).map { " (\($0))" } ?? "")"
            : "it exited with status \(process.terminationStatus)"
        return how + (Self.cause(in: said.text).map { ": \"\($0)\"" } ?? "")
    }

    /// The line of a worker's stderr that says why it stopped: Swift's fatal error or crash
    /// line, or else the last line that is not part of a backtrace report.
    static func cause(in text: String) -> String? {
        let lines = text.split(whereSeparator: \.isNewline).map { $0.trimmingCharacters(in: .whitespaces) }.filter { !$0.isEmpty }
        if let fatal = lines.first(where: { $0.contains("Fatal error") || $0.contains("Program crashed") || $0.hasPrefix("segue: error:") }) {
            return String(fatal.prefix(300))
        }
        let report = ["Backtrace", "Thread ", "Registers", "Images", "***", "💣", "#", "0x"]
        return lines.last { line in !report.contains { line.hasPrefix($0) } && !line.contains(" at /") }.map { String($0.prefix(300)) }
    }

    private static func signalName(_ signal: Int32) -> String? {
        [SIGSEGV: "SIGSEGV", SIGBUS: "SIGBUS", SIGILL: "SIGILL", SIGTRAP: "SIGTRAP", SIGABRT: "SIGABRT", SIGKILL: "SIGKILL",
         SIGTERM: "SIGTERM", SIGINT: "SIGINT", SIGFPE: "SIGFPE"][signal]
    }

    private static func write(_ bytes: Data, to fd: Int32) -> Bool {
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
