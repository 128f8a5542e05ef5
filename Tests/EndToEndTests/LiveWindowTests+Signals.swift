import Foundation
import Testing

/// Signals and a window gone from outside end a run as a quit does: the recording gets its
/// end line, and the exit code says what ended it (0 a close, 128 + the signal for a signal),
/// never a crash report. In the serialized window suite: these start real windows under Xvfb.
extension LiveWindowTests {
    /// The recording ended properly: an end line whose summary counts the frames written.
    func expectEnded(_ path: String, _ what: String) throws {
        let lines = try sessionLines(path)
        let frames = lines.filter { $0["type"] as? String == "frame" }.count
        #expect(lines.last?["type"] as? String == "end", "\(what): no end line")
        let summary = lines.last?["summary"] as? [String: Any]
        #expect(summary?["frames"] as? Int == frames && frames > 0, "\(what): \(frames) frames")
    }

    @Test(arguments: [("SIGINT", SIGINT), ("SIGTERM", SIGTERM), ("SIGQUIT", SIGQUIT)])
    func aSignalEndsTheRecordingAndExits128PlusIt(name: String, signal: Int32) throws {
        let path = tempPath("signal.jsonl")
        defer { try? FileManager.default.removeItem(atPath: path) }
        let x = try Xvfb()
        let app = try LiveSegue(on: x, ["--record", path, "--size", "640x480"])
        kill(app.process.processIdentifier, signal)
        #expect(app.exitStatus() == 128 + signal && app.process.terminationReason == .exit, "\(name): \(app.process.terminationStatus)")
        let stderr = app.remainingStderr()
        #expect(!stderr.localizedCaseInsensitiveContains("crash") && !stderr.contains("Backtrace"), "\(name): \(stderr)")
        try expectEnded(path, name)
    }

    /// Another client destroys the window (XDestroyWindow, through libX11 as any X client
    /// would call it), or kills the app's connection (`xdotool windowkill`): both are a close.
    @Test(arguments: ["XDestroyWindow", "windowkill"])
    func aWindowGoneFromOutsideIsAClose(how: String) throws {
        let path = tempPath("gone.jsonl")
        defer { try? FileManager.default.removeItem(atPath: path) }
        let x = try Xvfb()
        let app = try LiveSegue(on: x, ["--record", path, "--size", "640x480"])
        if how == "windowkill" {
            _ = try x.run("xdotool", ["windowkill", app.windowID])
        } else {
            try destroyWindow(UInt(app.windowID) ?? 0, display: x.display)
        }
        #expect(app.exitStatus() == 0 && app.process.terminationReason == .exit, "\(how): \(app.process.terminationStatus): \(app.remainingStderr())")
        try expectEnded(path, how)
    }

    /// XDestroyWindow from a client of our own (libX11 loaded at run time, as the tests link no X).
    func destroyWindow(_ window: UInt, display: String) throws {
        let lib = try #require(dlopen("libX11.so.6", RTLD_NOW), "no libX11")
        defer { dlclose(lib) }
        typealias Open = @convention(c) (UnsafePointer<CChar>?) -> OpaquePointer?
        typealias Destroy = @convention(c) (OpaquePointer?, UInt) -> Int32
        typealias Sync = @convention(c) (OpaquePointer?, Int32) -> Int32
        typealias Close = @convention(c) (OpaquePointer?) -> Int32
        let open = unsafeBitCast(try #require(dlsym(lib, "XOpenDisplay")), to: Open.self)
        let destroy = unsafeBitCast(try #require(dlsym(lib, "XDestroyWindow")), to: Destroy.self)
        let sync = unsafeBitCast(try #require(dlsym(lib, "XSync")), to: Sync.self)
        let close = unsafeBitCast(try #require(dlsym(lib, "XCloseDisplay")), to: Close.self)
        let d = try #require(open(display), "cannot open \(display)")
        _ = destroy(d, window)
        _ = sync(d, 0)
        _ = close(d)
    }

    /// A headless replay stops at its next frame too: what it wrote is whole, and it exits 130.
    @Test func aHeadlessReplayStoppedByCtrlCExits130() throws {
        let dir = tempPath("headless-frames")
        defer { try? FileManager.default.removeItem(atPath: dir) }
        let session = LiveWindowTests.sessions.appendingPathComponent("logo-reveal-back-pop.jsonl").path
        let p = Process()
        p.executableURL = URL(fileURLWithPath: try Tool.segue)
        p.arguments = ["replay", session, "--headless", "--frames", dir]
        p.environment = Tool.baseEnvironment()
        let err = Pipe()
        p.standardError = err
        p.standardOutput = FileHandle.nullDevice
        try p.run()
        let deadline = Date().addingTimeInterval(20)
        while (try? FileManager.default.contentsOfDirectory(atPath: dir).count) ?? 0 < 3 && Date() < deadline && p.isRunning {
            Thread.sleep(forTimeInterval: 0.02)
        }
        kill(p.processIdentifier, SIGINT)
        p.waitUntilExit()
        let stderr = err.drained()
        #expect(p.terminationReason == .exit && p.terminationStatus == 130, "\(p.terminationStatus): \(stderr)")
        #expect(stderr.contains("stopped by SIGINT"), "\(stderr)")
        let left = (try? FileManager.default.contentsOfDirectory(atPath: dir)) ?? []
        #expect(left.allSatisfy { $0.hasPrefix("frame-") && $0.hasSuffix(".png") }, "\(left)")
    }
}
