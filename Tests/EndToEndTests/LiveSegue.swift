import Foundation
import SDLPlatform

/// The real app in a real (Xvfb) window, driven with xdotool.
final class LiveSegue {
    let x: Xvfb
    let process = Process()
    private let errPipe = Pipe()
    private(set) var windowID = ""

    /// `reportsStartup`: the command says when its first frame is presented (the live
    /// window does; a replay does not, and is only waited for until its window shows).
    init(on x: Xvfb, _ args: [String] = [], environment: [String: String] = [:], reportsStartup: Bool = true, binary: String? = nil) throws {
        self.x = x
        process.executableURL = URL(fileURLWithPath: try binary ?? Tool.segue)
        process.arguments = args + (reportsStartup ? ["--report-startup"] : [])
        process.environment = Tool.baseEnvironment().merging(["DISPLAY": x.display]) { $1 }.merging(environment) { $1 }
        process.standardOutput = FileHandle.nullDevice
        process.standardError = errPipe
        try process.run()
        // The window appears, then its first frame: wait for both.
        let id = try x.run("xdotool", ["search", "--sync", "--onlyvisible", "--name", "^Segue$"])
        windowID = id.split(separator: "\n").first.map(String.init) ?? ""
        guard !windowID.isEmpty else { throw E2EError("no Segue window appeared") }
        // --report-startup says when the first frame has been presented.
        let deadline = Date().addingTimeInterval(120)
        while reportsStartup && !collectedStderr.contains("first_frame_presented_ms") {
            guard Date() < deadline, process.isRunning else { throw E2EError("segue presented no frame: \(collectedStderr)") }
            collectedStderr += String(decoding: errPipe.fileHandleForReading.availableData, as: UTF8.self)
        }
    }

    private(set) var collectedStderr = ""

    /// Everything written to stderr so far, once the process has ended.
    func remainingStderr() -> String {
        if !process.isRunning && !stderrClosed {
            collectedStderr += errPipe.drained()
            stderrClosed = true
        }
        return collectedStderr
    }

    /// Whether stderr's read end is closed (drained once the process ended).
    private var stderrClosed = false

    /// Waits until stderr holds `text` while the app runs; true when it does within `timeout`.
    func waitForStderr(_ text: String, timeout: TimeInterval = 60) -> Bool {
        let fd = errPipe.fileHandleForReading.fileDescriptor
        let flags = fcntl(fd, F_GETFL)
        _ = fcntl(fd, F_SETFL, flags | O_NONBLOCK)
        defer { _ = fcntl(fd, F_SETFL, flags) }
        var buffer = [UInt8](repeating: 0, count: 4096)
        let deadline = Date().addingTimeInterval(timeout)
        while !collectedStderr.contains(text) && Date() < deadline {
            let n = read(fd, &buffer, buffer.count)
            if n > 0 { collectedStderr += String(decoding: buffer[0..<n], as: UTF8.self) } else { Thread.sleep(forTimeInterval: 0.05) }
        }
        return collectedStderr.contains(text)
    }

    /// Screenshots until `condition` holds (the app draws asynchronously), up to `timeout`.
    @discardableResult
    func waitForScreen(timeout: TimeInterval = 60, _ condition: (RGBAImage) -> Bool) throws -> RGBAImage {
        let deadline = Date().addingTimeInterval(timeout)
        var shot = try screenshot()
        while !condition(shot) && Date() < deadline {
            Thread.sleep(forTimeInterval: 0.15)
            shot = try screenshot()
        }
        return shot
    }

    deinit {
        if process.isRunning {
            kill(process.processIdentifier, SIGKILL)
            process.waitUntilExit()
        }
        if !stderrClosed { try? errPipe.fileHandleForReading.close() }
    }

    func screenshot() throws -> RGBAImage {
        let file = FileManager.default.temporaryDirectory.appendingPathComponent("segue-e2e-\(getpid())-\(UInt32.random(in: 0...UInt32.max)).png").path
        defer { try? FileManager.default.removeItem(atPath: file) }
        // ImageMagick's `import` has hung for good on a window Mesa draws (once in a loaded
        // run, 300 s); one that has not finished in 60 s is stopped and asked once more.
        do {
            try x.run("import", ["-window", windowID, file], timeout: 60)
        } catch is Tool.TimedOut {
            try x.run("import", ["-window", windowID, file], timeout: 120)
        }
        return try RGBAImage.readPNG(at: file)
    }

    func key(_ name: String) throws {
        try x.run("xdotool", ["windowfocus", "--sync", windowID])
        try x.run("xdotool", ["key", name])
    }

    func click(_ px: Int, _ py: Int) throws {
        try x.run("xdotool", ["mousemove", "--window", windowID, "\(px)", "\(py)"])
        try x.run("xdotool", ["click", "1"])
    }

    func resize(_ w: Int, _ h: Int) throws {
        try x.run("xdotool", ["windowsize", "--sync", windowID, "\(w)", "\(h)"])
    }

    /// Waits for the process to end; nil if it is still running after `timeout`.
    func exitStatus(within timeout: TimeInterval = 60) -> Int32? {
        let deadline = Date().addingTimeInterval(timeout)
        while process.isRunning && Date() < deadline { Thread.sleep(forTimeInterval: 0.05) }
        return process.isRunning ? nil : process.terminationStatus
    }


}

extension RGBAImage {
    /// Counts pixels in a rectangle that are within `tolerance` of a colour.
    func count(inX xs: Range<Int>, y ys: Range<Int>, near color: (Int, Int, Int), tolerance: Int = 12) -> Int {
        var n = 0
        for y in ys where y >= 0 && y < height {
            for x in xs where x >= 0 && x < width {
                let p = pixel(x: x, y: y)
                if abs(Int(p.r) - color.0) <= tolerance && abs(Int(p.g) - color.1) <= tolerance && abs(Int(p.b) - color.2) <= tolerance { n += 1 }
            }
        }
        return n
    }
}
