import ArgumentParser
import Compositor
import Runtime
import Foundation
import Geometry
import Gestures
import Scenes
import SDLPlatform
import Sessions
import Views

/// `segue replay FILE`: plays a recorded session again, in a window in real time or headless
/// as fast as possible, optionally proving that every frame matches its recorded digest.
struct ReplayCommand: ParsableCommand {
    static let configuration = CommandConfiguration(
        commandName: "replay",
        abstract: "Replay a recorded session (see docs/SESSION_FORMAT.md).",
        discussion: """
            In a window: space pauses and resumes, the right arrow steps one frame while paused, q or closing the window stops.
            Exit codes: 0 replayed (and, with --verify, every frame and the end line match); 1 not verified (a frame or the end line differs, the file has no frames, or the replay was stopped before its end) or an output file could not be written; 2 the session or an option is invalid (a --frames folder that is not a writable folder included).
            """
    )

    @Argument(help: ArgumentHelp("The session file (JSON Lines).", valueName: "file"))
    var file: String

    @Flag(help: "No window: the software renderer, as fast as the machine allows.")
    var headless = false

    @Flag(help: "With --headless, skip drawing pixels (digests only).")
    var noRender = false

    @Flag(help: "Compare every frame's digest and the end line's summary with the recording; exit 1 at the first difference.")
    var verify = false

    @Flag(help: "Print the replay's end state as one JSON object on stdout.")
    var summary = false

    @Option(help: ArgumentHelp("Write the frames as PNG files (frame-00000.png, ...) into this folder (made if missing; frame files from an earlier run there are removed first).", valueName: "dir"))
    var frames: String?

    @Option(help: ArgumentHelp("Draw pointer, recognizer states, transition progress, velocity and decisions against time into this SVG file.", valueName: "file.svg"))
    var plot: String?

    @Option(parsing: .unconditional, help: ArgumentHelp("With --frames, write every Nth of the recorded frames (default 1: all).", valueName: "n"))
    var every: Int?

    /// Which frames `--frames` writes: those whose index is a multiple of this.
    var frameStride: Int { every ?? 1 }

    @Option(parsing: .unconditional, help: ArgumentHelp("Playback speed in a window (2 = twice as fast), more than 0 and at most 100.", valueName: "x"))
    var speed: Double = 1

    @Option(help: ArgumentHelp("A .ttf font to use instead of the system's DejaVu Sans.", valueName: "file"))
    var font: String?

    func validate() throws {
        guard speed > 0, speed <= 100, speed.isFinite else {
            throw ValidationError("--speed must be a positive finite number of at most 100 (got \(speed))")
        }
        if noRender && !headless { throw ValidationError("--no-render needs --headless") }
        if noRender && frames != nil { throw ValidationError("--frames needs pixels: drop --no-render") }
        if let every {
            guard every >= 1 else { throw ValidationError("--every must be a whole number of 1 or more (got \(every))") }
            if frames == nil { throw ValidationError("--every needs --frames") }
        }
        if frames?.isEmpty == true { throw ValidationError("--frames needs a folder") }
        if let plot, let problem = OutputFile.extensionProblem(plot, option: "--plot", expected: "svg") { throw ValidationError(problem) }
    }

    func run() throws {
        let code = MainActor.assumeIsolated { ReplayRun(command: self).run() }
        if code != 0 { throw ExitCode(code) }
    }
}

/// The replay itself.
@MainActor
struct ReplayRun {
    let command: ReplayCommand

    func fail(_ message: String, code: Int32) -> Int32 {
        FileHandleStderr.write(message + "\n")
        return code
    }

    /// What is wrong with how the session ended, if anything: no frames, a cut-off or
    /// missing end line, or an end line whose summary is not where the replay ended.
    func endCheck(_ end: SessionPlayer.End?, reader: SessionReader, driver: FrameDriver) -> SessionError? {
        guard driver.frames > 0 else { return SessionError(line: reader.parser.lineNumber, "no frame lines: nothing was replayed") }
        guard let end else {
            let line = reader.truncatedLine ?? reader.parser.lineNumber
            let why = reader.truncatedLine != nil ? "the last line is cut off (a crashed recording?)" : "no end line (a recording that was killed?)"
            return SessionError(line: line, "\(why); replayed the \(driver.frames) frames before it; the end state is not verified")
        }
        let differences = driver.summary.differences(fromRecorded: end.summary)
        guard differences.isEmpty else { return SessionError(line: end.line, "the end line differs: " + differences.joined(separator: "; ")) }
        return nil
    }

    /// Writes one frame; on failure prints which file and why, and the replay stops with exit 1.
    func writeFrame(_ image: RGBAImage, index: Int, dir: String) -> Bool {
        do {
            try FrameFolder(path: dir).write(image, index: index)
            return true
        } catch {
            _ = fail("segue replay: \(error)", code: 1)
            return false
        }
    }

    func run() -> Int32 {
        let file = command.file
        let reader: SessionReader
        let header: SessionHeader
        do {
            reader = try SessionReader(path: file, knownScenes: Set(SceneRegistry.sceneIDs))
            guard let first = try reader.next() else { return fail("\(file):1: empty session (no header)", code: 2) }
            guard case .header(let h) = first else { return fail("\(file):1: the first line is not a header", code: 2) }
            header = h
        } catch {
            return fail(error.message(file: file), code: 2)
        }
        // Outputs that cannot be written are found before a replay that may take minutes.
        if let dir = command.frames {
            do { try FrameFolder(path: dir).prepare() } catch { return fail("segue replay: \(error)", code: 2) }
        }
        if let path = command.plot {
            do { try OutputFile(path: path).checkWritable() } catch { return fail("segue replay: \(error)", code: 1) }
        }
        // Where frames go: a window, a headless canvas, or nowhere (digests only).
        let output: StageOutput = command.headless
            ? (command.noRender ? .none : .headless(scale: header.pixelScale)) : .window(.auto, hidden: false, keepsSize: true)
        let resources: Resources
        let stage: Stage
        do {
            resources = try Resources(font: command.font)
            stage = try Stage(resources: resources, scene: header.scene, size: header.windowSize, output: output, startTime: 0)
        } catch {
            return fail(error.description, code: 2)
        }
        defer {
            stage.close()
            resources.close()
        }
        let window = stage.window, driver = stage.driver, appWindow = stage.appWindow
        if let reason = appWindow?.fallbackReason { FileHandleStderr.write("segue replay: warning: \(reason)\n") }
        if header.slowAnimations { driver.animationClock.rate = 0.1 }
        let badge = ReplayBadge()
        if appWindow != nil { window.addSubview(badge) }
        let controls = appWindow.map { _ in ReplayControls(clock: MonotonicClock(), speed: command.speed) }
        var plot = TimelinePlot()
        var lastPointer: PointerEvent?
        if command.plot != nil {
            window.gestureArena.onStateChange = { r, state in plot.states.append((r.lastTimestamp, r.name, state)) }
        }
        func drawInWindow() {
            window.bringSubviewToFront(badge)
            badge.paused = controls?.paused == true
            badge.frame = window.bounds
            stage.render()
            stage.present()
        }

        var outcome: Int32 = 0
        let end: SessionPlayer.End?
        do {
            end = try SessionPlayer(reader: reader, driver: driver).play(onEvent: { e in
                if case .pointer(let p) = e {
                    badge.pointer = p
                    lastPointer = p
                }
            }, onFrame: { index, time, recorded in
                if command.plot != nil {
                    let nav = driver.shell.navigation
                    let pan = window.gestureArena.participants.compactMap { $0 as? PanGestureRecognizer }.first { $0.state.isActive }
                    plot.samples.append(TimelinePlot.Sample(
                        time: time, x: lastPointer?.location.x, y: lastPointer?.location.y, pressed: lastPointer?.isPressed ?? false,
                        progress: driver.shell.transitionProgress, velocity: pan?.velocity(in: nil).x))
                    plot.note(nav.telemetry.lastRelease, at: time)
                }
                if command.verify {
                    let mine = driver.digest
                    if mine.text != recorded {
                        let what = FrameDigest(recorded).flatMap { mine.difference(from: $0) } ?? "the digest"
                        outcome = fail("\(file):\(reader.parser.lineNumber): frame \(index) at t=\(time) differs: \(what)", code: 1)
                        return false
                    }
                }
                if let controls {
                    guard controls.waitForFrame(at: time, redraw: drawInWindow) else { return false }
                    drawInWindow()
                } else {
                    stage.render()
                }
                if let dir = command.frames, index % command.frameStride == 0, let image = stage.snapshot(), !writeFrame(image, index: index, dir: dir) {
                    outcome = 1
                    return false
                }
                return true
            })
        } catch {
            return fail(error.message(file: file), code: 2)
        }
        if outcome != 0 { return outcome }
        if controls?.stopped == true {
            FileHandleStderr.write("segue replay: stopped after \(driver.frames) frames\(command.verify ? "; the rest is not verified" : "")\n")
            if command.verify { return 1 }
        } else if let problem = endCheck(end, reader: reader, driver: driver) {
            if command.verify { return fail(problem.message(file: file), code: 1) }
            FileHandleStderr.write(SessionError(line: problem.line, "warning: " + problem.reason).message(file: file) + "\n")
        }
        if let path = command.plot {
            do {
                try OutputFile(path: path).write(Array(plot.svg(title: "Segue replay: " + (file as NSString).lastPathComponent).utf8))
            } catch {
                return fail("segue replay: \(error)", code: 1)
            }
        }
        if command.summary { print(driver.summary.json) }
        return 0
    }
}
