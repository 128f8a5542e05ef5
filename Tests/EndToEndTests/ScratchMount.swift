import Foundation

/// A small tmpfs mounted for one test (a full disk, a read-only folder), unmounted when
/// done. Mounting needs root, as CI has; `available` says whether this machine allows it.
final class ScratchMount {
    let path: String

    /// `options` as for mount -o, e.g. "size=8k" or "size=64k,ro".
    init(options: String) throws {
        path = FileManager.default.temporaryDirectory.appendingPathComponent("segue-mount-\(getpid())-\(UInt32.random(in: 0...UInt32.max))").path
        try FileManager.default.createDirectory(atPath: path, withIntermediateDirectories: true)
        let r = try Tool.run(Tool.find("mount") ?? "/bin/mount", ["-t", "tmpfs", "-o", options, "tmpfs", path], environment: [:])
        guard r.status == 0 else {
            try? FileManager.default.removeItem(atPath: path)
            throw E2EError("mount -t tmpfs -o \(options) failed: \(r.stderr)")
        }
    }

    deinit {
        _ = try? Tool.run(Tool.find("umount") ?? "/bin/umount", [path], environment: [:])
        try? FileManager.default.removeItem(atPath: path)
    }

    /// Whether a tmpfs can be mounted here (root with mount rights).
    static let available: Bool = (try? ScratchMount(options: "size=4k")) != nil
}
