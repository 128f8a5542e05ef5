import Foundation
import SegueTesting
import Testing
import DemoTesting

/// Results printed on standard output (`segue spec`, `--summary`, `--feel`, a compare's line
/// or plot, a snapshot to "-", `bench`): a write that fails is an exit 1 naming standard
/// output and why, never an exit 0 with nothing written; a reader that left (`| head`) ends
/// the process quietly by SIGPIPE, as it ends any Unix tool.
@Suite struct StandardOutputTests {
    static let root = Repository.root
    static func session(_ name: String) -> String { root.appendingPathComponent("Assets/Sessions/\(name).jsonl").path }

    /// Every command line that prints a result on standard output.
    static var printers: [[String]] {
        let a = session("side-by-side-pan-pop-cancels"), b = session("side-by-side-pan-pop-finishes")
        let svg = FileManager.default.temporaryDirectory.appendingPathComponent("segue-stdout-\(getpid()).svg").path
        return [
            ["spec"], ["spec", "--list"], ["spec", "--schema"],
            ["replay", a, "--headless", "--no-render", "--summary"],
            ["replay", a, "--headless", "--no-render", "--feel"],
            ["compare", a, b, "-o", svg],
            ["compare", a, b, "-o", "-"],
            ["snapshot", "--size", "64x48", "--out", "-"],
            ["bench", "--only", "velocity.error_pct", "--frames", "5"],
        ]
    }

    struct Ended {
        let reason: Process.TerminationReason
        let status: Int32
        let stderr: String
    }

    /// Runs segue with `stdout` as its standard output.
    func segue(_ args: [String], stdout: FileHandle) throws -> Ended {
        let p = Process()
        p.executableURL = URL(fileURLWithPath: try Tool.segue)
        p.arguments = args
        p.environment = Tool.baseEnvironment()
        let err = Pipe()
        p.standardOutput = stdout
        p.standardError = err
        try p.run()
        let deadline = Date().addingTimeInterval(120)
        while p.isRunning && Date() < deadline { Thread.sleep(forTimeInterval: 0.02) }
        if p.isRunning {
            kill(p.processIdentifier, SIGKILL)
            p.waitUntilExit()
            throw E2EError("segue \(args.joined(separator: " ")) timed out")
        }
        return Ended(reason: p.terminationReason, status: p.terminationStatus,
            stderr: err.drained())
    }

    @Test(arguments: printers)
    func aFullDiskIsAnExitOneNamingStandardOutput(args: [String]) throws {
        let full = try #require(FileHandle(forWritingAtPath: "/dev/full"), "no /dev/full")
        defer { try? full.close() }
        let r = try segue(args, stdout: full)
        #expect(r.reason == .exit && r.status == 1, "\(args): \(r.reason) \(r.status) \(r.stderr)")
        #expect(r.stderr.contains("cannot write standard output: No space left on device"), "\(args): \(r.stderr)")
    }

    @Test(arguments: printers)
    func aReaderThatLeftEndsItQuietlyBySIGPIPE(args: [String]) throws {
        var ends: [Int32] = [0, 0]
        #expect(pipe(&ends) == 0)
        close(ends[0])  // the reader is gone before the first byte
        let writer = FileHandle(fileDescriptor: ends[1], closeOnDealloc: true)
        let r = try segue(args, stdout: writer)
        #expect(r.reason == .uncaughtSignal && r.status == SIGPIPE, "\(args): \(r.reason) \(r.status) \(r.stderr)")
        #expect(!r.stderr.contains("standard output"), "\(args): \(r.stderr)")
    }
}
