import Glibc

/// A session file about to be rewritten in place (`segue reseal`): opened and locked with the
/// recorder's advisory `flock` (so no recording starts into it meanwhile, and one already
/// recording into it refuses the rewrite), its bytes read once, and checked unchanged before
/// the new copy is renamed over it, so a write made by a process that ignores the lock is
/// never lost.
public final class LockedSession {
    public let path: String
    /// The bytes as they were read under the lock.
    public let bytes: [UInt8]
    private let fd: Int32
    private let identity: (device: UInt64, inode: UInt64)

    /// Opens, locks and reads `path`, at most `limit` bytes. Refuses what is not a regular
    /// file, a file another process holds the lock of, and a file over `limit`.
    public init(path: String, limit: Int) throws(SessionError) {
        self.path = path
        // O_NONBLOCK: a FIFO fails the regular-file check below instead of waiting for a writer.
        let fd = open(path, O_RDONLY | O_NONBLOCK | O_CLOEXEC)
        guard fd >= 0 else { throw .file("cannot open: \(POSIXFile.errorText())") }
        func refuse(_ reason: String) -> SessionError {
            close(fd)
            return .file(reason)
        }
        var info = stat()
        guard fstat(fd, &info) == 0 else { throw refuse("cannot open: \(POSIXFile.errorText())") }
        guard POSIXFile.isRegular(info) else { throw refuse("not a regular file; it cannot be rewritten in place") }
        if flock(fd, LOCK_EX | LOCK_NB) != 0 {
            let e = errno
            throw refuse(e == EWOULDBLOCK ? "another process is recording into it (it holds the file's lock)" : "cannot lock it: \(POSIXFile.errorText(e))")
        }
        guard info.st_size <= limit else { throw refuse("larger than \(limit) bytes") }
        guard let read = LockedSession.readAll(fd, limit: limit) else { throw refuse("cannot read: \(POSIXFile.errorText())") }
        guard read.count <= limit else { throw refuse("larger than \(limit) bytes") }
        self.fd = fd
        bytes = read
        identity = (UInt64(info.st_dev), UInt64(info.st_ino))
    }

    deinit { close(fd) }

    /// Why the file can no longer be replaced by a copy of `bytes` (it was written, truncated,
    /// or another file now has its name), or nil when it is as it was read.
    public func changeSinceRead() -> String? {
        var now = stat()
        guard stat(path, &now) == 0 else { return "it is gone (\(POSIXFile.errorText()))" }
        guard UInt64(now.st_dev) == identity.device, UInt64(now.st_ino) == identity.inode else {
            return "another file was put in its place"
        }
        guard now.st_size == bytes.count else { return "its size changed from \(bytes.count) to \(now.st_size) bytes" }
        guard lseek(fd, 0, SEEK_SET) == 0, let again = LockedSession.readAll(fd, limit: bytes.count) else {
            return "it cannot be read again: \(POSIXFile.errorText())"
        }
        return again == bytes ? nil : "its bytes changed"
    }

    /// Every byte from the file's offset to its end (at most `limit + 1`); nil on a read error.
    private static func readAll(_ fd: Int32, limit: Int) -> [UInt8]? {
        var out: [UInt8] = []
        var chunk = [UInt8](repeating: 0, count: 64 * 1024)
        while out.count <= limit {
            let n = chunk.withUnsafeMutableBytes { raw in Glibc.read(fd, raw.baseAddress!, raw.count) }
            if n < 0 && errno == EINTR { continue }
            if n < 0 { return nil }
            if n == 0 { break }
            out += chunk[0..<min(n, limit + 1 - out.count)]
        }
        return out
    }
}
