import Foundation

/// A private X server for one test: Xvfb on a free display number, stopped when done.
final class Xvfb {
    let display: String
    private let process: Process

    /// Xvfb's standard output, where it writes the display number it chose.
    private let ready = Pipe()

    /// Starts Xvfb and returns once it accepts clients. Xvfb picks a free display number
    /// itself (`-displayfd`) and writes it when it is ready: no number is guessed, so tests
    /// starting servers at once cannot take the same one, and nothing polls for the socket.
    init(width: Int = 1280, height: Int = 1024) throws {
        guard let xvfb = Tool.find("Xvfb") else { throw E2EError("Xvfb is not installed (apt-get install xvfb)") }
        process = Process()
        process.executableURL = URL(fileURLWithPath: xvfb)
        process.arguments = ["-displayfd", "1", "-screen", "0", "\(width)x\(height)x24", "-nolisten", "tcp"]
        process.standardOutput = ready
        process.standardError = FileHandle.nullDevice
        try process.run()
        var written = Data()
        while !written.contains(0x0a) {
            let more = ready.fileHandleForReading.availableData
            if more.isEmpty { break }
            written.append(more)
        }
        let number = String(decoding: written, as: UTF8.self).trimmingCharacters(in: .whitespacesAndNewlines)
        guard let n = Int(number) else { throw E2EError("Xvfb did not start (it wrote \"\(number)\" for its display)") }
        display = ":\(n)"
    }

    deinit {
        defer { try? ready.fileHandleForReading.close() }
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
    func run(_ tool: String, _ args: [String], timeout: TimeInterval = 300) throws -> String {
        guard let path = Tool.find(tool) else { throw E2EError("\(tool) is not installed") }
        let result = try Tool.run(path, args, environment: ["DISPLAY": display], timeout: timeout)
        guard result.status == 0 else { throw E2EError("\(tool) \(args.joined(separator: " ")) failed: \(result.stderr)") }
        return result.stdout
    }
}
