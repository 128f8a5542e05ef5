import Foundation
import Motion
import Outputs
import Sessions

/// Where the inspector's Save writes, and how, so that it never replaces a file it did not
/// make. Started with one `--spec FILE` (and no `--set`), Save writes that file again: the
/// parameters that differ from their defaults, its `$schema` kept. Otherwise (no file,
/// several, or settings on top, which no one file holds) it makes a new file in `folder`,
/// `segue-spec.json` or the first free `segue-spec-N.json`, created only if nothing is
/// there (two windows saving at once get two files), and writes that file again on later
/// Saves while it is still the one it made; if another has taken its place, a new one.
@MainActor
public final class SpecSaver {
    let loaded: String?
    let folder: String
    /// The file this saver made, and a descriptor of it held open: while it is open its
    /// inode cannot be given to another file, so the name is ours exactly while it names
    /// the same inode (a device and inode remembered after closing could be reused by a file
    /// someone made in its place).
    private var made: (path: String, fd: Int32)?

    /// `files` and `settings` are those the app was started with.
    public init(files: [String], settings: [String], folder: String) {
        loaded = files.count == 1 && settings.isEmpty ? files[0] : nil
        self.folder = folder
    }

    /// Writes `spec`; says where, or why not.
    public func save(_ spec: TransitionSpec) -> String {
        do {
            if let loaded {
                let schema = (try? String(contentsOfFile: loaded, encoding: .utf8)).flatMap(SpecJSON.schema(ofFile:))
                try OutputFile(path: loaded).write(Array(SpecJSON.overridesFile(spec, schema: schema).utf8))
                return "Saved to \(loaded)"
            }
            let bytes = Array(SpecJSON.overridesFile(spec).utf8)
            if let made, Self.names(made.path, made.fd) {
                let fd = try OutputFile(path: made.path, links: .replace).writeHoldingOpen(bytes)
                remember(made.path, fd: fd)
                return "Saved to \(made.path)"
            }
            let (path, fd) = try Self.createNew(in: folder, bytes: bytes)
            remember(path, fd: fd)
            return "Saved to \(path) (a new file)"
        } catch {
            return "Not saved: \(error)"
        }
    }

    private func remember(_ path: String, fd: Int32?) {
        if let old = made?.fd { close(old) }
        made = fd.map { (path, $0) }
    }

    isolated deinit {
        if let fd = made?.fd { close(fd) }
    }

    /// Whether `path` is a regular file and the very one `fd` holds open.
    static func names(_ path: String, _ fd: Int32) -> Bool {
        var atName = stat(), held = stat()
        guard lstat(path, &atName) == 0, atName.st_mode & S_IFMT == S_IFREG, fstat(fd, &held) == 0 else { return false }
        return atName.st_dev == held.st_dev && atName.st_ino == held.st_ino
    }

    /// Makes `segue-spec.json`, or the first free `segue-spec-N.json`, in `folder` with
    /// `bytes`: each name is created only if nothing is there (O_EXCL), so no file is ever
    /// replaced; a failed write removes the file it made. Returns the name and the file's
    /// descriptor, still open, for the caller to hold.
    static func createNew(in folder: String, bytes: [UInt8]) throws(OutputError) -> (String, Int32) {
        for n in 1...10_000 {
            let path = (folder as NSString).appendingPathComponent(n == 1 ? "segue-spec.json" : "segue-spec-\(n).json")
            let fd = open(path, O_WRONLY | O_CREAT | O_EXCL | O_CLOEXEC, 0o644)
            if fd < 0 {
                if errno == EEXIST { continue }
                throw OutputError(path: path, errno: errno)
            }
            var written = 0
            while written < bytes.count {
                let n = bytes[written...].withUnsafeBytes { write(fd, $0.baseAddress, $0.count) }
                if n < 0 {
                    if errno == EINTR { continue }
                    let code = errno
                    close(fd)
                    unlink(path)
                    throw OutputError(path: path, errno: code)
                }
                written += n
            }
            if fsync(fd) != 0 {
                let code = errno
                close(fd)
                unlink(path)
                throw OutputError(path: path, errno: code)
            }
            return (path, fd)
        }
        throw OutputError(path: folder, reason: "segue-spec.json to segue-spec-10000.json are all taken")
    }
}
