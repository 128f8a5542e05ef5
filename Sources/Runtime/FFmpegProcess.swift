import Foundation

/// A running `ffmpeg` fed on its standard input. Its standard error is read on another
/// thread as it comes (so a chatty ffmpeg cannot block on a full pipe while we block on its
/// input), keeping the last few kilobytes for the message when it fails.
public final class FFmpegProcess {
    /// The tail of ffmpeg's standard error, shared with the thread that reads it.
    private final class StderrTail: @unchecked Sendable {
        private let lock = NSLock()
        private var bytes: [UInt8] = []
        private let limit = 8192

        func append(_ more: UnsafeRawBufferPointer) {
            lock.lock()
            defer { lock.unlock() }
            bytes.append(contentsOf: more)
            if bytes.count > limit { bytes.removeFirst(bytes.count - limit) }
        }

        var text: String {
            lock.lock()
            defer { lock.unlock() }
            return String(decoding: bytes, as: UTF8.self)
        }
    }

    private let process = Process()
    private let input: Int32
    private let tail = StderrTail()
    private let stderrDone = DispatchSemaphore(value: 0)
    private var inputOpen = true

    /// The first executable named `ffmpeg` on `PATH` (as a shell finds it), or nil.
    public static func locate(path: String? = ProcessInfo.processInfo.environment["PATH"]) -> String? {
        for folder in (path ?? "").split(separator: ":", omittingEmptySubsequences: true) {
            let candidate = "\(folder)/ffmpeg"
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
        let reading = stderr.fileHandleForReading
        let tail = self.tail, done = stderrDone
        Thread.detachNewThread {
            let fd = reading.fileDescriptor
            var chunk = [UInt8](repeating: 0, count: 4096)
            while true {
                let n = chunk.withUnsafeMutableBytes { read(fd, $0.baseAddress, $0.count) }
                if n < 0 && errno == EINTR { continue }
                if n <= 0 { break }
                chunk.withUnsafeBytes { tail.append(UnsafeRawBufferPointer(rebasing: $0[0..<n])) }
            }
            done.signal()
        }
        // Keep the pipes' handles alive as long as we write to and read from them.
        pipes = (stdin, stderr)
    }

    private var pipes: (Pipe, Pipe)?

    /// Writes all of `bytes` to ffmpeg's input; false when ffmpeg has stopped reading
    /// (it exited: `finish` says why).
    public func write(_ bytes: [UInt8]) -> Bool {
        guard inputOpen else { return false }
        var done = 0
        while done < bytes.count {
            let n = bytes.withUnsafeBytes { Glibc.write(input, $0.baseAddress! + done, $0.count - done) }
            if n < 0 && errno == EINTR { continue }
            if n <= 0 { return false }
            done += n
        }
        return true
    }

    /// Closes ffmpeg's input (the end of the video), waits for it to exit and returns its
    /// exit status and the last lines it wrote on its standard error.
    public func finish() -> (status: Int32, stderr: String) {
        closeInput()
        process.waitUntilExit()
        stderrDone.wait()
        let status = process.terminationReason == .uncaughtSignal ? 128 + process.terminationStatus : process.terminationStatus
        return (status, tail.text)
    }

    /// Stops ffmpeg (what it wrote is to be thrown away) and waits for it.
    public func cancel() {
        closeInput()
        if process.isRunning { process.terminate() }
        process.waitUntilExit()
        stderrDone.wait()
    }

    private func closeInput() {
        guard inputOpen else { return }
        inputOpen = false
        try? pipes?.0.fileHandleForWriting.close()
    }
}
