import Foundation
import Sessions

/// One output file (a snapshot, a plot, a frame) written so that it is complete or absent:
/// the bytes go to a temporary file beside the final name, are flushed to disk, and only then
/// renamed over it. A failure removes the temporary file and leaves any older file untouched.
public struct OutputFile {
    /// What a symbolic link at the final name means.
    public enum Links: Sendable {
        /// The user's link: write a new file where it points, so the link stays and shows it.
        case follow
        /// A name of ours (a frame in our folder): the link itself is replaced, never written through.
        case replace
    }

    /// The name the user gave; "-" is standard output.
    public let path: String
    public var links = Links.follow

    public init(path: String, links: Links = .follow) {
        self.path = path
        self.links = links
    }

    public static let standardOutput = "-"

    /// A usage problem with the name's extension (case-insensitive), or nil if it is `expected`.
    public static func extensionProblem(_ path: String, option: String, expected: String) -> String? {
        let ext = (path as NSString).pathExtension
        if ext.lowercased() == expected { return nil }
        let has = ext.isEmpty ? "has no extension" : "has the extension '.\(ext)'"
        return "\(option) \(path): the name \(has); only .\(expected) files are written"
    }

    public func write(_ bytes: [UInt8]) throws(OutputError) {
        if let held = try write(bytes, holding: false) { close(held) }
    }

    /// Writes the file as `write` does and returns a read-only descriptor of the file now at
    /// the name, which the caller closes: while it is open the file's inode cannot be reused,
    /// so comparing it with the name later tells surely whether the name is still this file.
    /// Standard output and streams have no such file: nil.
    public func writeHoldingOpen(_ bytes: [UInt8]) throws(OutputError) -> Int32? {
        try write(bytes, holding: true)
    }

    private func write(_ bytes: [UInt8], holding: Bool) throws(OutputError) -> Int32? {
        if path == Self.standardOutput { try StandardOutput.write(bytes); return nil }
        let target = try destination()
        let name = label(for: target)
        var existing = stat()
        let exists = lstat(target, &existing) == 0
        if exists && isKind(existing, S_IFDIR) { throw OutputError(path: name, errno: EISDIR) }
        if exists && links == .follow && !isKind(existing, S_IFREG) {
            // A device or pipe (a link to /dev/null, a fifo): a stream, not a file to replace.
            try Self.writeStream(bytes, to: target, name: name)
            return nil
        }
        let (fd, temp) = try Self.createTemporary(beside: target, name: name)
        var isOpen = true
        var held: Int32 = -1
        do throws(OutputError) {
            if exists && isKind(existing, S_IFREG) {
                // A replaced file keeps its permissions (and owner, where we may set it).
                _ = fchmod(fd, existing.st_mode & 0o7777)
                _ = fchown(fd, existing.st_uid, existing.st_gid)
            }
            try Self.writeAll(bytes, to: fd, name: name)
            if fsync(fd) != 0 { throw OutputError(path: name, errno: errno) }
            if holding {
                held = open(temp, O_RDONLY | O_NOFOLLOW | O_CLOEXEC)
                if held < 0 { throw OutputError(path: name, errno: errno) }
            }
            // close can report a delayed write error (NFS, quotas): the file is not complete then.
            isOpen = false
            if close(fd) != 0 { throw OutputError(path: name, errno: errno) }
            if rename(temp, target) != 0 { throw OutputError(path: name, errno: errno) }
        } catch {
            if isOpen { close(fd) }
            if held >= 0 { close(held) }
            unlink(temp)
            throw error
        }
        return holding ? held : nil
    }

    /// Checks, before a long run, that the file could be written: not a folder, and its
    /// folder exists and takes new files.
    public func checkWritable() throws(OutputError) {
        guard path != Self.standardOutput else { return }
        let target = try destination()
        var info = stat()
        if lstat(target, &info) == 0 && isKind(info, S_IFDIR) { throw OutputError(path: label(for: target), errno: EISDIR) }
        if access(POSIXFile.folder(of: target), W_OK | X_OK) != 0 { throw OutputError(path: label(for: target), errno: errno) }
    }

    /// The name in messages: the user's, and where a link led, so "Read-only" makes sense.
    private func label(for target: String) -> String {
        target == path ? path : "\(path) (a link to \(target))"
    }

    /// Where the bytes really go: the path, or with `.follow` the end of its chain of links
    /// (which may not exist yet: a link to a file still to be made).
    private func destination() throws(OutputError) -> String {
        var current = path
        guard links == .follow else { return current }
        for _ in 0..<40 {
            var info = stat()
            guard lstat(current, &info) == 0, isKind(info, S_IFLNK) else { return current }
            var buffer = [CChar](repeating: 0, count: Int(PATH_MAX) + 1)
            let n = readlink(current, &buffer, buffer.count - 1)
            if n < 0 { throw OutputError(path: path, errno: errno) }
            let link = String(decoding: buffer[0..<n].map { UInt8(bitPattern: $0) }, as: UTF8.self)
            current = link.hasPrefix("/") ? link : POSIXFile.folder(of: current) + "/" + link
        }
        throw OutputError(path: path, errno: ELOOP)
    }

    /// A new, empty, private-to-us file in the target's folder: O_EXCL and O_NOFOLLOW so a
    /// name planted in advance (a link, a file) is never opened.
    private static func createTemporary(beside target: String, name label: String) throws(OutputError) -> (Int32, String) {
        let folder = POSIXFile.folder(of: target)
        // Room for the suffix within the 255-byte name limit.
        let name = String(decoding: ((target as NSString).lastPathComponent).utf8.prefix(200), as: UTF8.self)
        for _ in 0..<8 {
            let temp = "\(folder)/.\(name).tmp-\(getpid())-\(String(UInt32.random(in: .min ... .max), radix: 36))"
            let fd = open(temp, O_CREAT | O_EXCL | O_WRONLY | O_NOFOLLOW | O_CLOEXEC, 0o644)
            if fd >= 0 { return (fd, temp) }
            if errno != EEXIST { throw OutputError(path: label, errno: errno) }
        }
        throw OutputError(path: label, errno: EEXIST)
    }

    private static func writeStream(_ bytes: [UInt8], to target: String, name: String) throws(OutputError) {
        let fd = open(target, O_WRONLY | O_CLOEXEC)
        if fd < 0 { throw OutputError(path: name, errno: errno) }
        defer { close(fd) }
        try writeAll(bytes, to: fd, name: name)
    }

    /// Every byte, however many calls it takes; interrupted calls are retried.
    private static func writeAll(_ bytes: [UInt8], to fd: Int32, name: String) throws(OutputError) {
        var done = 0
        while done < bytes.count {
            let n = bytes.withUnsafeBytes { Glibc.write(fd, $0.baseAddress! + done, $0.count - done) }
            if n < 0 && errno == EINTR { continue }
            if n < 0 { throw OutputError(path: name, errno: errno) }
            if n == 0 { throw OutputError(path: name, errno: EIO) }
            done += n
        }
    }

    /// The folder part of a path ("." for a bare name).
    private func isKind(_ info: stat, _ kind: mode_t) -> Bool { info.st_mode & S_IFMT == kind }
}
