import Foundation
import SDLPlatform

/// The real app in a real (Xvfb) window, driven with xdotool.
final class LiveSegue {
    let x: Xvfb
    let process = Process()
    private let errPipe = Pipe()
    private(set) var windowID = ""

    init(on x: Xvfb, _ args: [String] = []) throws {
        self.x = x
        process.executableURL = URL(fileURLWithPath: try Tool.segue)
        process.arguments = args
        process.environment = Tool.baseEnvironment().merging(["DISPLAY": x.display]) { $1 }
        process.standardOutput = FileHandle.nullDevice
        process.standardError = errPipe
        try process.run()
        // The window appears, then its first frame: wait for both.
        let id = try x.run("xdotool", ["search", "--sync", "--onlyvisible", "--name", "^Segue$"])
        windowID = id.split(separator: "\n").first.map(String.init) ?? ""
        guard !windowID.isEmpty else { throw E2EError("no Segue window appeared") }
        Thread.sleep(forTimeInterval: 0.8)
    }

    deinit {
        if process.isRunning {
            kill(process.processIdentifier, SIGKILL)
            process.waitUntilExit()
        }
    }

    func screenshot() throws -> RGBAImage {
        let file = FileManager.default.temporaryDirectory.appendingPathComponent("segue-e2e-\(getpid())-\(UInt32.random(in: 0...UInt32.max)).png").path
        defer { try? FileManager.default.removeItem(atPath: file) }
        try x.run("import", ["-window", windowID, file])
        return try RGBAImage.readPNG(at: file)
    }

    func key(_ name: String) throws {
        try x.run("xdotool", ["windowfocus", "--sync", windowID])
        try x.run("xdotool", ["key", name])
        Thread.sleep(forTimeInterval: 0.4)
    }

    func click(_ px: Int, _ py: Int) throws {
        try x.run("xdotool", ["mousemove", "--window", windowID, "\(px)", "\(py)"])
        try x.run("xdotool", ["click", "1"])
        Thread.sleep(forTimeInterval: 0.5)
    }

    func resize(_ w: Int, _ h: Int) throws {
        try x.run("xdotool", ["windowsize", "--sync", windowID, "\(w)", "\(h)"])
        Thread.sleep(forTimeInterval: 0.4)
    }

    /// Waits for the process to end; nil if it is still running after `timeout`.
    func exitStatus(within timeout: TimeInterval = 10) -> Int32? {
        let deadline = Date().addingTimeInterval(timeout)
        while process.isRunning && Date() < deadline { Thread.sleep(forTimeInterval: 0.05) }
        return process.isRunning ? nil : process.terminationStatus
    }

    var stderr: String { String(decoding: errPipe.fileHandleForReading.availableData, as: UTF8.self) }
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
