import Glibc

/// Where a recording goes, opened in place as any program writes a path: a symlink is
/// followed, a FIFO or a device is written as it is, nothing is renamed over it. Checking
/// (`init`) changes nothing, so a start-up that fails after it leaves an earlier recording
/// whole; `open()` then creates or truncates. An existing non-empty file is kept unless
/// `force`; a file another process is recording into (an advisory `flock`) always is.
public final class RecordingTarget {
    public let path: String
    private let force: Bool
    /// Open (and locked) from `init` when the path already exists.
    private var fd: Int32 = -1

    public init(path: String, force: Bool) throws(RecordingError) {
        self.path = path
        self.force = force
        var st = stat()
        if stat(path, &st) == 0 {
            try openExisting()
        } else if errno == ENOENT {
            try checkFolder()
        } else {
            throw RecordingError(path: path, "cannot use it: \(POSIXFile.errorText())")
        }
    }

    deinit { if fd >= 0 { close(fd) } }

    /// Creates the file if needed, locks it, truncates an existing regular file (only with
    /// `force`, checked in `init`) and hands it to a writer.
    public func open() throws(RecordingError) -> SessionWriter {
        if fd < 0 {
            fd = Glibc.open(path, O_WRONLY | O_CREAT | O_NONBLOCK | O_CLOEXEC | O_NOCTTY, 0o666)
            guard fd >= 0 else { throw RecordingError(path: path, "cannot create it: \(POSIXFile.errorText())") }
            try lockAndCheck()
        }
        var st = stat()
        fstat(fd, &st)
        let regular = POSIXFile.isRegular(st)
        if regular && ftruncate(fd, 0) != 0 {
            throw RecordingError(path: path, "cannot truncate it: \(POSIXFile.errorText())")
        }
        // Writes from here on block as they would for any program (a slow FIFO reader).
        _ = fcntl(fd, F_SETFL, fcntl(fd, F_GETFL) & ~O_NONBLOCK)
        let writer = SessionWriter(fd: fd, path: path, canTruncate: regular)
        fd = -1
        return writer
    }

    private func openExisting() throws(RecordingError) {
        // O_NONBLOCK: a FIFO with no reader fails at once (ENXIO) instead of hanging here.
        fd = Glibc.open(path, O_WRONLY | O_NONBLOCK | O_CLOEXEC | O_NOCTTY)
        guard fd >= 0 else {
            switch errno {
            case EISDIR: throw RecordingError(path: path, "is a folder; give a file name")
            case ENXIO: throw RecordingError(path: path, "is a FIFO that no process is reading; start the reader first")
            default: throw RecordingError(path: path, "cannot write it: \(POSIXFile.errorText())")
            }
        }
        try lockAndCheck()
    }

    private func lockAndCheck() throws(RecordingError) {
        if flock(fd, LOCK_EX | LOCK_NB) != 0 && (errno == EWOULDBLOCK || errno == EAGAIN) {
            throw RecordingError(path: path, "another process is recording into it")
        }
        var st = stat()
        fstat(fd, &st)
        if POSIXFile.isRegular(st) && st.st_size > 0 && !force {
            throw RecordingError(path: path, "already exists (\(st.st_size) bytes); pass --force to overwrite it")
        }
    }

    private func checkFolder() throws(RecordingError) {
        let folder = POSIXFile.folder(of: path)
        var st = stat()
        guard stat(folder, &st) == 0, POSIXFile.isDirectory(st) else {
            throw RecordingError(path: path, "the folder \(folder) does not exist")
        }
        guard access(folder, W_OK) == 0 else {
            throw RecordingError(path: path, "cannot create a file in \(folder): \(POSIXFile.errorText())")
        }
    }
}
