import Foundation

/// What a child process writes on one of its streams (its standard error), read on a thread
/// of its own as it comes, so a chatty child never blocks on a full pipe, keeping only the
/// last `limit` bytes: the end of what it said, for the message when it fails. Nothing is
/// printed; the caller puts the text in the error it returns.
public final class ChildOutputTail: @unchecked Sendable {
    private let lock = NSLock()
    private var bytes: [UInt8] = []
    private let limit: Int
    private let ended = DispatchSemaphore(value: 0)

    /// Starts reading `handle` (the reading end of a pipe the child writes to) until it ends.
    public init(reading handle: FileHandle, limit: Int = 8192) {
        self.limit = limit
        Thread.detachNewThread { [self] in
            let fd = handle.fileDescriptor
            var chunk = [UInt8](repeating: 0, count: 4096)
            while true {
                let n = chunk.withUnsafeMutableBytes { read(fd, $0.baseAddress, $0.count) }
                if n < 0 && errno == EINTR { continue }
                if n <= 0 { break }
                append(chunk[0..<n])
            }
            ended.signal()
        }
    }

    private func append(_ more: ArraySlice<UInt8>) {
        lock.withLock {
            bytes.append(contentsOf: more)
            if bytes.count > limit { bytes.removeFirst(bytes.count - limit) }
        }
    }

    /// Waits up to `seconds` for the stream to end (a child of the child may hold it open;
    /// what came so far then has to do). Once it has ended, returns at once.
    public func waitForEnd(seconds: Double) {
        if ended.wait(timeout: .now() + seconds) == .success { ended.signal() }
    }

    /// What was read so far.
    public var text: String { lock.withLock { String(decoding: bytes, as: UTF8.self) } }

    /// The last line with any text in it, trimmed; nil when nothing was said.
    public var lastLine: String? {
        text.split(whereSeparator: \.isNewline).last { !$0.trimmingCharacters(in: .whitespaces).isEmpty }
            .map { $0.trimmingCharacters(in: .whitespaces) }
    }
}
