import Foundation

/// A private X server for one test: Xvfb on a free display number, stopped when done.
final class Xvfb {
    let display: String
    private let process: Process

    init(width: Int = 1280, height: Int = 1024) throws {
        var number = 90 + Int(getpid() % 50)
        while FileManager.default.fileExists(atPath: "/tmp/.X\(number)-lock") || FileManager.default.fileExists(atPath: "/tmp/.X11-unix/X\(number)") {
            number += 1
        }
        guard let xvfb = Tool.find("Xvfb") else { throw E2EError("Xvfb is not installed (apt-get install xvfb)") }
        process = Process()
        process.executableURL = URL(fileURLWithPath: xvfb)
        process.arguments = [":\(number)", "-screen", "0", "\(width)x\(height)x24", "-nolisten", "tcp"]
        process.standardOutput = FileHandle.nullDevice
        process.standardError = FileHandle.nullDevice
        try process.run()
        display = ":\(number)"
        let socket = "/tmp/.X11-unix/X\(number)"
        let deadline = Date().addingTimeInterval(120)
        while !FileManager.default.fileExists(atPath: socket) {
            guard Date() < deadline, process.isRunning else { throw E2EError("Xvfb \(display) did not start") }
            Thread.sleep(forTimeInterval: 0.05)
        }
    }

    deinit {
        // SIGTERM lets Xvfb remove its lock and socket; SIGKILL if it does not go (a child of
        // the test runner may inherit a mask that blocks SIGTERM).
        guard process.isRunning else { return }
        kill(process.processIdentifier, SIGTERM)
        let deadline = Date().addingTimeInterval(1)
        while process.isRunning && Date() < deadline { Thread.sleep(forTimeInterval: 0.01) }
        if process.isRunning { kill(process.processIdentifier, SIGKILL) }
        process.waitUntilExit()
    }

    /// Runs an X client (xdotool, import) against this display; returns its standard output.
    @discardableResult
    func run(_ tool: String, _ args: [String]) throws -> String {
        guard let path = Tool.find(tool) else { throw E2EError("\(tool) is not installed") }
        let result = try Tool.run(path, args, environment: ["DISPLAY": display])
        guard result.status == 0 else { throw E2EError("\(tool) \(args.joined(separator: " ")) failed: \(result.stderr)") }
        return result.stdout
    }
}
