import Foundation
import SegueTesting
import Testing
import DemoTesting

/// A replay's memory does not grow with the recorded window: the Photos sessions replayed
/// without pixels in the largest window a session may have (16384 x 16384 points) stay
/// under `bound`, as docs/MEASURING.md says. Drawing every picture at that size took 4.7 GB
/// (the zoom) to 7.8 GB (the paging session).
@Suite struct ReplayMemoryTests {
    static let root = Repository.root
    /// Peak resident memory allowed, in KiB (measured: about 40 MB in a debug build).
    static let bound = 200 * 1024

    /// The session with its header's window made the largest legal one (or `side` a side).
    func largestWindow(_ name: String, side: Int = 16384) throws -> String {
        let text = try String(contentsOf: Self.root.appendingPathComponent("Assets/Sessions/\(name).jsonl"), encoding: .utf8)
        let grown = text.replacingOccurrences(of: #""window":[1024,768]"#, with: "\"window\":[\(side),\(side)]")
        #expect(grown != text, "\(name) no longer records a 1024x768 window")
        let path = FileManager.default.temporaryDirectory.appendingPathComponent("segue-largest-\(name)-\(side)-\(getpid()).jsonl").path
        try Data(grown.utf8).write(to: URL(fileURLWithPath: path))
        return path
    }

    /// Runs segue to its end (output to /dev/null) and gives its exit status and its peak
    /// resident memory in KiB, from the kernel's accounting of that child (wait4).
    func peakMemory(_ args: [String]) throws -> (status: Int32, kib: Int) {
        let path = try Tool.segue
        var actions = posix_spawn_file_actions_t()
        posix_spawn_file_actions_init(&actions)
        defer { posix_spawn_file_actions_destroy(&actions) }
        posix_spawn_file_actions_addopen(&actions, 1, "/dev/null", O_WRONLY, 0)
        posix_spawn_file_actions_addopen(&actions, 2, "/dev/null", O_WRONLY, 0)
        let argv = ([path] + args).map { strdup($0) } + [nil]
        let envp = Tool.baseEnvironment().map { strdup("\($0.key)=\($0.value)") } + [nil]
        defer { (argv + envp).forEach { free($0) } }
        var pid: pid_t = 0
        let spawned = posix_spawn(&pid, path, &actions, nil, argv, envp)
        guard spawned == 0 else { throw E2EError("cannot start \(path): \(String(cString: strerror(spawned)))") }
        var status: Int32 = 0
        var usage = rusage()
        while wait4(pid, &status, 0, &usage) < 0 && errno == EINTR {}
        let exited = status & 0x7f == 0
        return (exited ? (status >> 8) & 0xff : 128 + status & 0x7f, usage.ru_maxrss)
    }

    @Test(arguments: ["photos-zoom-in", "photos-dismiss-after-paging"])
    func aReplayWithoutPixelsInTheLargestWindowStaysSmall(session: String) throws {
        let file = try largestWindow(session)
        defer { try? FileManager.default.removeItem(atPath: file) }
        let r = try peakMemory(["replay", file, "--headless", "--no-render"])
        #expect(r.status == 0)
        #expect(r.kib < Self.bound, "\(session): \(r.kib / 1024) MiB at its peak")
    }

    /// Drawn at 4096 x 4096 (64 MiB a screen), the zoom stays under 820 MiB: the offscreen
    /// targets a growing zoom leaves behind are let go past two screens, and the raster caches
    /// hold at most as many 4K screens as they hold outputs. Before, it peaked at 1,000 MiB
    /// (524 MiB of render targets); 650 MiB after, in a debug build.
    @Test func aZoomDrawnAt4096PixelsASideStaysBounded() throws {
        let file = try largestWindow("photos-zoom-in", side: 4096)
        defer { try? FileManager.default.removeItem(atPath: file) }
        let r = try peakMemory(["replay", file, "--headless"])
        #expect(r.status == 0)
        #expect(r.kib < 820 * 1024, "\(r.kib / 1024) MiB at its peak")

    }
}
