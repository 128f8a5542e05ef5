import Glibc

/// Appends records to a session file opened by `RecordingTarget`. Lines are written after
/// every frame line, so a crash leaves a valid prefix. A write error (a full disk, a FIFO
/// whose reader left) stops the recording: the file keeps the lines written before it (a
/// regular file is cut back to its last whole line), later records are dropped, and
/// `failure` says at which frame and why. Nothing here throws or traps on a write.
public final class SessionWriter {
    public struct Failure: Equatable, Sendable {
        /// The first frame that is not in the file.
        public let frame: Int
        public let reason: String
    }

    public let path: String
    private var fd: Int32
    private let canTruncate: Bool
    private var pending: [UInt8] = []
    /// Bytes in the file that end with a whole line.
    private var committed: off_t = 0
    private var framesWritten = 0
    private var framesPending = 0
    public private(set) var failure: Failure?

    init(fd: Int32, path: String, canTruncate: Bool) {
        self.fd = fd
        self.path = path
        self.canTruncate = canTruncate
    }

    deinit { if fd >= 0 { Glibc.close(fd) } }

    public func append(_ record: SessionRecord) {
        guard failure == nil, fd >= 0 else { return }
        pending.append(contentsOf: (record.jsonLine + "\n").utf8)
        switch record {
        case .frame:
            framesPending += 1
            flush()
        case .end: flush()
        default: break
        }
    }

    public func flush() {
        guard failure == nil, fd >= 0, !pending.isEmpty else { return }
        if let reason = POSIXFile.writeAll(fd, pending) {
            failure = Failure(frame: framesWritten, reason: reason)
            // A line cut by the error would make the file end mid-record; cut it back.
            if canTruncate { _ = ftruncate(fd, committed) }
        } else {
            committed += off_t(pending.count)
            framesWritten += framesPending
        }
        framesPending = 0
        pending.removeAll(keepingCapacity: true)
    }

    /// Flushes and closes; a failure to close (a deferred write error) is a failure too.
    public func close() {
        flush()
        guard fd >= 0 else { return }
        if Glibc.close(fd) != 0 && failure == nil {
            failure = Failure(frame: framesWritten, reason: POSIXFile.errorText())
        }
        fd = -1
    }
}
