import Outputs
import Foundation

/// A running `ffmpeg` fed on its standard input. Its standard error is read on another
/// thread as it comes (so a chatty ffmpeg cannot block on a full pipe while we block on its
/// input), keeping the last few kilobytes for the message when it fails.
///
/// No wait here is unbounded and deaf: writes are non-blocking and polled, so an ffmpeg that
/// stops reading is noticed (`stallLimit`) and a stop asked for by a signal (`shouldStop`) is
/// honoured within a poll interval; waiting for ffmpeg to exit is polled the same way; and
/// `finish` and `cancel` may be called in any order, any number of times.
public final class FFmpegProcess {
    /// Why frames could not be handed over.
    public enum WriteFailure: Error, Equatable {
        /// ffmpeg closed its input (it exited or failed): `finish` says why.
        case closed
        /// ffmpeg took nothing for `stallLimit` seconds while still running.
        case stalled(seconds: Double)
        /// `shouldStop` said to stop (a signal).
        case stopped
    }

    /// How ffmpeg ended.
    public enum Ending: Equatable {
        case exited(status: Int32, stderr: String)
        /// A stop was asked for before it exited; it was terminated.
        case stopped
    }

    private let process = Process()
    private let input: Int32
    /// The end of what ffmpeg says on its standard error.
    private let tail: ChildOutputTail
    private var inputOpen = true
    private var ending: Ending?
    /// Seconds a write may make no progress before ffmpeg counts as stalled.
    public var stallLimit: Double = 60
    /// Asked between polls; true ends any wait at once (the export was interrupted).
    public var shouldStop: () -> Bool = { StopSignal.received != nil }
    private static let pollMilliseconds: Int32 = 50

    /// The first executable named `name` on `PATH` (as a shell finds it), or nil.
    public static func locate(_ name: String = "ffmpeg", path: String? = ProcessInfo.processInfo.environment["PATH"]) -> String? {
        for folder in (path ?? "").split(separator: ":", omittingEmptySubsequences: true) {
            let candidate = "\(folder)/\(name)"
            var info = stat()
            if stat(candidate, &info) == 0, info.st_mode & S_IFMT == S_IFREG, access(candidate, X_OK) == 0 { return candidate }
        }
        return nil
    }

    /// Starts `executable` with `arguments`; its standard output goes nowhere.
    public init(executable: String, arguments: [String]) throws(VideoError) {
        let stdin = Pipe(), stderr = Pipe()
        process.executableURL = URL(fileURLWithPath: executable)
        process.arguments = arguments
        process.standardInput = stdin
        process.standardOutput = FileHandle.nullDevice
        process.standardError = stderr
        // A pipe whose reader died is an error to report, not a reason to die.
        signal(SIGPIPE, SIG_IGN)
        do {
            try process.run()
        } catch {
            throw .ffmpegDidNotStart(executable, reason: "\(error.localizedDescription)")
        }
        input = stdin.fileHandleForWriting.fileDescriptor
        _ = fcntl(input, F_SETFL, fcntl(input, F_GETFL) | O_NONBLOCK)
        tail = ChildOutputTail(reading: stderr.fileHandleForReading)
        // Keep the pipes' handles alive as long as we write to and read from them.
        pipes = (stdin, stderr)
    }

    private var pipes: (Pipe, Pipe)?

    /// Writes all of `bytes` to ffmpeg's input.
    public func write(_ bytes: [UInt8]) throws(WriteFailure) {
        guard inputOpen else { throw .closed }
        var done = 0
        var lastProgress = Self.now()
        while done < bytes.count {
            if shouldStop() { throw .stopped }
            let n = bytes.withUnsafeBytes { Glibc.write(input, $0.baseAddress! + done, $0.count - done) }
            if n > 0 {
                done += n
                lastProgress = Self.now()
                continue
            }
            if n < 0 && errno == EINTR { continue }
            guard n < 0 && (errno == EAGAIN || errno == EWOULDBLOCK) else { throw .closed }
            let waited = Self.now() - lastProgress
            if waited > stallLimit { throw .stalled(seconds: waited) }
            var ready = pollfd(fd: input, events: Int16(POLLOUT), revents: 0)
            _ = poll(&ready, 1, Self.pollMilliseconds)
        }
    }

    /// Closes ffmpeg's input (the end of the video) and waits for it to exit, or for a stop
    /// to be asked for (then it is terminated). Called again, it says the same.
    public func finish() -> Ending {
        if let ending { return ending }
        closeInput()
        while process.isRunning {
            if shouldStop() { return end(terminating: true) }
            usleep(UInt32(Self.pollMilliseconds) * 1000)
        }
        return end(terminating: false)
    }

    /// Stops ffmpeg (what it wrote is to be thrown away) and waits for it, a second at most
    /// before it is killed.
    public func cancel() {
        if ending == nil { _ = end(terminating: true) }
    }

    private func end(terminating: Bool) -> Ending {
        closeInput()
        if terminating && process.isRunning {
            process.terminate()
            let deadline = Self.now() + 1
            while process.isRunning && Self.now() < deadline { usleep(10_000) }
            if process.isRunning { kill(process.processIdentifier, SIGKILL) }
            process.waitUntilExit()
        }
        // A child of ffmpeg's may hold its standard error open; the tail so far will do.
        tail.waitForEnd(seconds: 2)
        let status = process.terminationReason == .uncaughtSignal ? 128 + process.terminationStatus : process.terminationStatus
        let result: Ending = terminating ? .stopped : .exited(status: status, stderr: tail.text)
        ending = result
        return result
    }

    private func closeInput() {
        guard inputOpen else { return }
        inputOpen = false
        try? pipes?.0.fileHandleForWriting.close()
    }

    private static func now() -> Double {
        var t = timespec()
        clock_gettime(CLOCK_MONOTONIC, &t)
        return Double(t.tv_sec) + Double(t.tv_nsec) / 1e9
    }
}
