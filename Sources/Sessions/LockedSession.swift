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
    /// Open, and holding the lock, until this is let go.
    private let file: SessionFile

    /// Opens, locks and reads `path`, at most `limit` bytes. Refuses what is not a regular
    /// file, a file another process holds the lock of, and a file over `limit`.
    public init(path: String, limit: Int) throws(SessionError) {
        self.path = path
        file = try SessionFile(path: path, regularBecause: "it cannot be rewritten in place")
        try file.lockExclusive()
        bytes = try WholeFile.read(from: file, limit: limit)
        guard bytes.count <= limit else { throw .file("larger than \(limit) bytes") }
    }

    /// Why the file can no longer be replaced by a copy of `bytes` (it was written, truncated,
    /// or another file now has its name), or nil when it is as it was read.
    public func changeSinceRead() -> String? {
        var now = stat()
        guard stat(path, &now) == 0 else { return "it is gone (\(POSIXFile.errorText()))" }
        guard UInt64(now.st_dev) == file.identity.device, UInt64(now.st_ino) == file.identity.inode else {
            return "another file was put in its place"
        }
        guard now.st_size == bytes.count else { return "its size changed from \(bytes.count) to \(now.st_size) bytes" }
        guard file.rewind() else { return "it cannot be read again: \(POSIXFile.errorText())" }
        do {
            return try WholeFile.read(from: file, limit: bytes.count) == bytes ? nil : "its bytes changed"
        } catch {
            return "it cannot be read again: \(error.reason)"
        }
    }
}
