#if canImport(Glibc)
import Glibc
#elseif canImport(Darwin)
import Darwin
#endif

/// A session file opened for reading with plain POSIX calls, so every failure (a directory,
/// no permission, EIO) is an error value rather than a Foundation trap, and a FIFO without a
/// writer cannot block the open forever.
final class SessionFile {
    private let fd: Int32
    /// A regular file (which can be read again from the start), not a FIFO, pipe or device.
    let isRegular: Bool
    /// The file's device and inode when opened: another file put in its place has others.
    let identity: (device: UInt64, inode: UInt64)

    /// Opens `path`; throws a file-level error (line 0) when it cannot be read as a stream,
    /// or, given `regularBecause` (why the caller needs one), when it is not a regular file
    /// (refused before any wait for a FIFO's writer).
    init(path: String, regularBecause: String? = nil) throws(SessionError) {
        // O_NONBLOCK: opening a FIFO for reading would otherwise wait for a writer forever.
        let fd = open(path, O_RDONLY | O_NONBLOCK | O_CLOEXEC)
        guard fd >= 0 else { throw .file("cannot open: \(SessionFile.describe(errno))") }
        func refuse(_ reason: String) -> SessionError {
            close(fd)
            return .file(reason)
        }
        var info = stat()
        guard fstat(fd, &info) == 0 else { throw refuse("cannot open: \(SessionFile.describe(errno))") }
        let kind = info.st_mode & S_IFMT
        guard kind != S_IFDIR else { throw refuse("is a directory, not a session file") }
        if let regularBecause, kind != S_IFREG { throw refuse("not a regular file; \(regularBecause)") }
        // Blocking reads from here on, so a pipe whose writer is slow is waited for, not cut.
        let flags = fcntl(fd, F_GETFL)
        guard flags >= 0, fcntl(fd, F_SETFL, flags & ~O_NONBLOCK) == 0 else { throw refuse("cannot open: \(SessionFile.describe(errno))") }
        if kind == S_IFIFO && !SessionFile.waitForWriter(fd) {
            throw refuse("is a FIFO that no process opened for writing within \(Int(SessionLimits.fifoWriterWait)) s")
        }
        self.fd = fd
        isRegular = kind == S_IFREG
        identity = (UInt64(info.st_dev), UInt64(info.st_ino))
    }

    /// Takes the recorder's advisory lock (`RecordingTarget`) without waiting for it.
    func lockExclusive() throws(SessionError) {
        guard flock(fd, LOCK_EX | LOCK_NB) != 0 else { return }
        let e = errno
        throw .file(e == EWOULDBLOCK ? "another process is recording into it (it holds the file's lock)" : "cannot lock it: \(SessionFile.describe(e))")
    }

    /// Back to the first byte (a regular file); false when it cannot be.
    func rewind() -> Bool { lseek(fd, 0, SEEK_SET) == 0 }

    deinit { close(fd) }

    /// A FIFO nobody has opened for writing yet reads as empty at once; give a writer that
    /// starts a moment after the reader (`mkfifo p; segue replay p & cat s > p`) time to come.
    /// False when none came (Linux reports nothing on a FIFO that never had a writer).
    private static func waitForWriter(_ fd: Int32) -> Bool {
        var p = pollfd(fd: fd, events: Int16(POLLIN), revents: 0)
        return poll(&p, 1, Int32(SessionLimits.fifoWriterWait * 1000)) > 0
    }

    /// Reads into the start of `chunk`; returns how many bytes, 0 at the end. `line` is the
    /// line being read, for the error.
    func read(into chunk: inout [UInt8], line: Int) throws(SessionError) -> Int {
        while true {
            let n = chunk.withUnsafeMutableBytes { raw in posixRead(fd, raw.baseAddress!, raw.count) }
            if n >= 0 { return n }
            let e = errno
            if e != EINTR { throw SessionError(line: line, "cannot read: \(SessionFile.describe(e))") }
        }
    }

    static func describe(_ code: Int32) -> String { String(cString: strerror(code)) }
}

/// `read(2)`, named apart from the method above.
private func posixRead(_ fd: Int32, _ to: UnsafeMutableRawPointer, _ count: Int) -> Int { read(fd, to, count) }
