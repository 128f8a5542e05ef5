import Foundation
import Outputs
import SDLPlatform

/// `segue replay --frames DIR`: the folder of numbered PNG frames. The frames are ours, so
/// a run first clears the frames an earlier run left there (only files named exactly as we
/// name them), and a link planted at a frame's name is replaced, never written through.
public struct FrameFolder {
    public let path: String

    public init(path: String) { self.path = path }

    public static func name(of index: Int) -> String { String(format: "frame-%05d.png", index) }

    /// Makes the folder if missing, checks that it takes files, and removes earlier frames,
    /// so this run's frames never mix with a longer earlier run's.
    public func prepare() throws(OutputError) {
        try Self.makeFolder(path, naming: path)
        var info = stat()
        if stat(path, &info) != 0 { throw OutputError(path: path, errno: errno, action: "cannot write frames into") }
        if info.st_mode & S_IFMT != S_IFDIR { throw OutputError(path: path, errno: ENOTDIR, action: "cannot write frames into") }
        if access(path, W_OK | X_OK) != 0 { throw OutputError(path: path, errno: errno, action: "cannot write frames into") }
        try removeEarlierFrames()
    }

    /// Encodes and writes one frame; on failure the frame's file is absent, and the message names it.
    public func write(_ image: RGBAImage, index: Int) throws(OutputError) {
        let file = (path as NSString).appendingPathComponent(Self.name(of: index))
        let bytes: [UInt8]
        do {
            bytes = try image.opaque.pngData()
        } catch {
            throw OutputError(path: file, reason: error.message)
        }
        try OutputFile(path: file, links: .replace).write(bytes)
    }

    /// Writes one frame already encoded as PNG (a frame shown for several fixed-rate frames
    /// is encoded once).
    public func write(encoded png: [UInt8], index: Int) throws(OutputError) {
        try OutputFile(path: (path as NSString).appendingPathComponent(Self.name(of: index)), links: .replace).write(png)
    }

    /// `frame-` and at least five digits and `.png`: what `name(of:)` makes, nothing else.
    public static func isFrameName(_ name: String) -> Bool {
        guard name.hasPrefix("frame-"), name.hasSuffix(".png") else { return false }
        let digits = name.dropFirst(6).dropLast(4)
        return digits.count >= 5 && digits.allSatisfy { $0.isASCII && $0.isNumber }
    }

    /// Files and links with a frame's name go (unlink never follows a link); folders and
    /// anything else stay.
    private func removeEarlierFrames() throws(OutputError) {
        guard let listing = opendir(path) else { throw OutputError(path: path, errno: errno, action: "cannot list the frames folder") }
        var names: [String] = []
        while let entry = readdir(listing) {
            let name = withUnsafeBytes(of: entry.pointee.d_name) { String(decoding: $0.prefix { $0 != 0 }, as: UTF8.self) }
            if Self.isFrameName(name) { names.append(name) }
        }
        closedir(listing)
        for name in names {
            let file = (path as NSString).appendingPathComponent(name)
            var info = stat()
            guard lstat(file, &info) == 0, info.st_mode & S_IFMT == S_IFREG || info.st_mode & S_IFMT == S_IFLNK else { continue }
            if unlink(file) != 0 && errno != ENOENT {
                throw OutputError(path: file, errno: errno, action: "cannot remove the earlier frame")
            }
        }
    }

    /// `mkdir -p`, with the system's reason when it fails.
    private static func makeFolder(_ folder: String, naming dir: String) throws(OutputError) {
        if mkdir(folder, 0o777) == 0 || errno == EEXIST { return }
        let code = errno
        let parent = (folder as NSString).deletingLastPathComponent
        guard code == ENOENT, !parent.isEmpty, parent != folder else {
            throw OutputError(path: dir, errno: code, action: "cannot make the frames folder")
        }
        try makeFolder(parent, naming: dir)
        if mkdir(folder, 0o777) != 0 && errno != EEXIST {
            throw OutputError(path: dir, errno: errno, action: "cannot make the frames folder")
        }
    }
}
