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
    ///
    /// The child is forked by a small Python process, not spawned from this one: Linux
    /// carries the high-water mark of the address space an `exec` replaces into the new
    /// program's figure, and `posix_spawn` execs from this test process's own (hundreds of
    /// MB with the suite running beside it), so the figure measured the tests, not segue.
    func peakMemory(_ args: [String]) throws -> (status: Int32, kib: Int) {
        guard let python = Tool.find("python3") else { throw E2EError("python3 not found; run scripts/setup") }
        let r = try Tool.run(python, ["-c", Self.forkAndMeasure, try Tool.segue] + args, environment: [:])
        let fields = r.stdout.split(separator: " ").compactMap { Int($0.trimmingCharacters(in: .whitespacesAndNewlines)) }
        guard r.status == 0, fields.count == 2 else { throw E2EError("measuring failed: \(r.stdout) \(r.stderr)") }
        return (Int32(fields[0]), fields[1])
    }

    /// Forks (a real fork, so the child's address space is this small process's copy), execs
    /// argv[1...] with output to /dev/null and prints "STATUS MAXRSS_KIB".
    static let forkAndMeasure = """
        import os, sys
        pid = os.fork()
        if pid == 0:
            null = os.open(os.devnull, os.O_WRONLY)
            os.dup2(null, 1)
            os.dup2(null, 2)
            try:
                os.execv(sys.argv[1], sys.argv[1:])
            finally:
                os._exit(127)
        _, status, usage = os.wait4(pid, 0)
        code = os.waitstatus_to_exitcode(status)
        print(code if code >= 0 else 128 - code, usage.ru_maxrss)
        """

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
