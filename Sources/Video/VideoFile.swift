import Outputs
import Foundation
import Sessions

/// The file a video is written to, complete or not at all: ffmpeg writes into a private
/// folder of ours made beside the final name (mode 0700, so no one can plant a link in it),
/// and the finished file is flushed to disk and renamed over the final name. The rename
/// replaces a link at that name rather than writing through it; a folder, device or pipe
/// there is refused. A failure removes the private folder and what is in it, and leaves
/// any older file at the name untouched.
public final class VideoFile {
    /// The name the user gave.
    public let path: String
    /// Our private folder, and the file in it that ffmpeg writes.
    private let folder: String
    public let temporary: String
    private var done = false

    /// Checks, before a replay that may take minutes, that the video could be written:
    /// nothing at the name but a file or a link, and a folder that takes new files.
    public static func checkWritable(_ path: String) throws(OutputError) {
        var info = stat()
        if lstat(path, &info) == 0 {
            switch info.st_mode & S_IFMT {
            case S_IFREG, S_IFLNK: break
            case S_IFDIR: throw OutputError(path: path, errno: EISDIR)
            default: throw OutputError(path: path, reason: "not a regular file (a device, pipe or socket); a video is only written as a file")
            }
        }
        if access(POSIXFile.folder(of: path), W_OK | X_OK) != 0 { throw OutputError(path: path, errno: errno) }
    }

    /// Makes the private folder beside `path`; ffmpeg is to write `temporary`.
    public init(path: String, format: VideoFormat) throws(OutputError) {
        try Self.checkWritable(path)
        self.path = path
        // Room for the suffix within the 255-byte name limit.
        let name = String(decoding: (path as NSString).lastPathComponent.utf8.prefix(200), as: UTF8.self)
        var template = Array("\(POSIXFile.folder(of: path))/.\(name).segue-XXXXXX".utf8CString)
        guard let made = mkdtemp(&template) else { throw OutputError(path: path, errno: errno) }
        folder = String(cString: made)
        temporary = folder + "/video." + format.rawValue
    }

    deinit { discard() }

    /// Flushes the finished video to disk and renames it over the final name.
    public func commit() throws(OutputError) {
        guard !done else { return }
        defer { discard() }
        let fd = open(temporary, O_RDONLY | O_NOFOLLOW | O_CLOEXEC)
        if fd < 0 { throw OutputError(path: path, errno: errno) }
        var existing = stat()
        if lstat(path, &existing) == 0 {
            switch existing.st_mode & S_IFMT {
            case S_IFREG:
                // A replaced file keeps its permissions (and owner, where we may set it).
                _ = fchmod(fd, existing.st_mode & 0o7777)
                _ = fchown(fd, existing.st_uid, existing.st_gid)
            case S_IFLNK: break
            default:
                close(fd)
                throw OutputError(path: path, errno: existing.st_mode & S_IFMT == S_IFDIR ? EISDIR : EEXIST)
            }
        }
        if fsync(fd) != 0 {
            let code = errno
            close(fd)
            throw OutputError(path: path, errno: code)
        }
        if close(fd) != 0 { throw OutputError(path: path, errno: errno) }
        if rename(temporary, path) != 0 { throw OutputError(path: path, errno: errno) }
    }

    /// Removes the private folder and whatever ffmpeg left in it; the final name is not touched.
    public func discard() {
        guard !done else { return }
        done = true
        // Everything in the folder is ffmpeg's (a failed run may leave more than the video).
        for name in (try? FileManager.default.contentsOfDirectory(atPath: folder)) ?? [] { unlink(folder + "/" + name) }
        rmdir(folder)
    }
}
