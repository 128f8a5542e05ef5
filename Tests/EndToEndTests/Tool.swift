import Foundation
import SegueTesting
import DemoTesting
import Host

struct E2EError: Error, CustomStringConvertible {
    let description: String
    init(_ d: String) { description = d }
}

/// Finding and running command-line tools.
enum Tool {
    static func find(_ name: String) -> String? {
        let path = ProcessInfo.processInfo.environment["PATH"] ?? "/usr/bin:/bin"
        for dir in path.split(separator: ":") + ["/usr/bin", "/usr/local/bin"] {
            let candidate = "\(dir)/\(name)"
            if FileManager.default.isExecutableFile(atPath: candidate) { return candidate }
        }
        return nil
    }

    /// A run stopped because it outlived its timeout (a hang guard, not a time budget).
    struct TimedOut: Error, CustomStringConvertible {
        let command: String
        var description: String { "\(command) timed out" }
    }

    struct Result {
        let status: Int32
        let stdout: String
        let stderr: String
    }

    /// Runs to completion with a clean environment plus `environment`, in `directory` if given.
    /// `timeout` only guards against a hang: on a loaded machine an X client or a replay can
    /// take many times its idle time, and a test must not fail for that.
    static func run(_ path: String, _ args: [String], environment: [String: String], timeout: TimeInterval = 300, directory: URL? = nil) throws -> Result {
        let p = Process()
        p.executableURL = URL(fileURLWithPath: path)
        if let directory { p.currentDirectoryURL = directory }
        p.arguments = args
        p.environment = baseEnvironment().merging(environment) { $1 }
        let out = Pipe(), err = Pipe()
        p.standardOutput = out
        p.standardError = err
        let exited = DispatchSemaphore(value: 0)
        p.terminationHandler = { _ in exited.signal() }
        try p.run()
        // Both pipes are read while the child runs: a child that writes more than a pipe
        // holds (64 KiB) would otherwise block on its write until the timeout.
        let stdout = out.drainedInBackground(), stderr = err.drainedInBackground()
        if exited.wait(timeout: .now() + timeout) == .timedOut {
            kill(p.processIdentifier, SIGKILL)
            p.waitUntilExit()
            throw TimedOut(command: ([path] + args).joined(separator: " "))
        }
        return Result(status: p.terminationStatus, stdout: stdout.text(), stderr: stderr.text())
    }

    /// PATH and HOME only: no DISPLAY, no SDL settings from the caller's shell.
    static func baseEnvironment() -> [String: String] {
        let env = ProcessInfo.processInfo.environment
        var base: [String: String] = [:]
        for key in ["PATH", "HOME", "LANG", "TMPDIR"] { if let v = env[key] { base[key] = v } }
        return base
    }

    /// The `segue` executable built beside this test bundle.
    static var segue: String {
        get throws {
            let bundleDir = URL(fileURLWithPath: CommandLine.arguments[0]).deletingLastPathComponent()
            var candidates = [bundleDir.appendingPathComponent("segue").path]
            if let env = ProcessInfo.processInfo.environment["SEGUE_BINARY"] { candidates.insert(env, at: 0) }
            let repo = Repository.root
            candidates.append(repo.appendingPathComponent(".build/debug/segue").path)
            guard let found = candidates.first(where: { FileManager.default.isExecutableFile(atPath: $0) }) else {
                throw E2EError("no segue executable beside the tests (looked in \(candidates)); run `swift build` first")
            }
            return found
        }
    }
}

extension Pipe {
    /// What was written into the pipe until its writers closed it; the read end is closed
    /// then. Foundation's `Process` keeps its pipes alive, so an end left for deinit stays
    /// open: a full test run reached 1,360 open descriptors, and `Process.run`, which scans
    /// /proc/self/fd for them, crashed in that scan (an over-read fixed upstream in
    /// swift-corelibs-foundation#5472).
    func drainedData() -> Data {
        let data = fileHandleForReading.readDataToEndOfFile()
        try? fileHandleForReading.close()
        return data
    }

    /// `drainedData` as text.
    func drained() -> String { String(decoding: drainedData(), as: UTF8.self) }

    /// Starts `drainedData` on a thread of its own; `text()` waits for the writers to close.
    func drainedInBackground() -> DrainedPipe {
        let drained = DrainedPipe()
        Thread { drained.finish(self.drainedData()) }.start()
        return drained
    }
}

/// What a pipe read on its own thread held when its writers closed it.
final class DrainedPipe: @unchecked Sendable {
    private let done = DispatchSemaphore(value: 0)
    private var data = Data()

    fileprivate func finish(_ data: Data) {
        self.data = data
        done.signal()
    }

    func text() -> String {
        done.wait()
        done.signal()
        return String(decoding: data, as: UTF8.self)
    }
}
