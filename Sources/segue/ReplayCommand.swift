import ArgumentParser
import Compositor
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
        discussion: "Exit codes: 0 replayed (and verified); 1 a frame differs (with --verify); 2 the file is not a valid session."
    )

    @Argument(help: "The session file (JSON Lines).")
    var file: String

    @Flag(help: "No window: the software renderer, as fast as the machine allows.")
    var headless = false

    @Flag(help: "With --headless, skip drawing pixels (digests only).")
    var noRender = false

    @Flag(help: "Compare every frame's digest with the recording; exit 1 at the first difference.")
    var verify = false

    @Flag(help: "Print the replay's end state as one JSON object on stdout.")
    var summary = false

    @Option(help: "Write the frames as PNG files (frame-00000.png, ...) into this folder (made if missing; frame files from an earlier run there are removed first).")
    var frames: String?

    @Option(help: "Draw pointer, recognizer states, transition progress, velocity and decisions against time into this SVG file.")
    var plot: String?

    @Option(help: "With --frames, write every Nth frame.")
    var every = 1

    @Option(help: "Playback speed in a window (2 = twice as fast).")
    var speed: Double = 1

    @Option(help: "A .ttf font to use instead of the system's DejaVu Sans.")
    var font: String?

    func validate() throws {
        guard speed > 0, speed <= 100, speed.isFinite else { throw ValidationError("--speed must be between 0 and 100") }
        if noRender && !headless { throw ValidationError("--no-render needs --headless") }
        if noRender && frames != nil { throw ValidationError("--frames needs pixels: drop --no-render") }
        guard every >= 1 else { throw ValidationError("--every must be 1 or more") }
        if every != 1 && frames == nil { throw ValidationError("--every needs --frames") }
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
            reader = try SessionReader(path: file, knownScenes: Set(AppShell.sceneIDs))
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
        let fonts: FontLibrary
        let assets: Assets
        do {
            fonts = try FontLibrary(override: command.font)
            assets = try Assets.locate()
        } catch let e as PlatformError {
            return fail(e.description, code: 2)
        } catch {
            return fail("segue replay: \(error)", code: 2)
        }
        // Where frames go: a window, a headless canvas, or nowhere (digests only).
        var canvas: HeadlessCanvas?
        var appWindow: AppWindow?
        do {
            if command.headless {
                if !command.noRender { canvas = try HeadlessCanvas(size: header.windowSize, scale: header.pixelScale, fonts: fonts) }
            } else {
                appWindow = try AppWindow(title: "Segue", size: header.windowSize, rendererKind: .auto, fonts: fonts)
            }
        } catch {
            return fail(error.description, code: 2)
        }
        defer {
            canvas?.close()
            appWindow?.close()
            fonts.closeAll()
        }
        let window = Window(size: header.windowSize, textMeasurer: fonts)
        let driver: FrameDriver
        do {
            driver = try FrameDriver(window: window, assets: assets, scene: header.scene, startTime: 0)
        } catch {
            return fail("segue replay: \(error)", code: 2)
        }
        if header.slowAnimations { driver.animationClock.rate = 0.1 }
        let badge = ReplayBadge()
        if appWindow != nil { window.addSubview(badge) }
        let compositor = Compositor()
        compositor.clearColor = Theme.background
        let clock = MonotonicClock()
        var plot = TimelinePlot()
        var lastDecision: String?
        var lastPointer: PointerEvent?
        if command.plot != nil {
            window.gestureArena.onStateChange = { r, state in plot.states.append((r.lastTimestamp, r.name, state)) }
        }
        var firstFrameTime: Double?
        let startWall = clock.now

        var outcome: Int32 = 0
        do {
            try SessionPlayer(reader: reader, driver: driver).play(onEvent: { e in
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
                    if let d = nav.lastReleaseDecision, d != lastDecision {
                        plot.decisions.append((time, d))
                        lastDecision = d
                    }
                }
                if command.verify {
                    let mine = driver.digest
                    if mine.text != recorded {
                        let what = FrameDigest(recorded).flatMap { mine.difference(from: $0) } ?? "the digest"
                        outcome = fail("\(file):\(reader.parser.lineNumber): frame \(index) at t=\(time) differs: \(what)", code: 1)
                        return false
                    }
                }
                if let canvas {
                    compositor.render(window.layer, on: canvas.renderer, scale: header.pixelScale)
                    if let dir = command.frames, index % command.every == 0, let image = canvas.snapshot(), !writeFrame(image, index: index, dir: dir) {
                        outcome = 1
                        return false
                    }
                }
                if let appWindow {
                    // Real time (scaled by --speed) from the first frame on.
                    let t0 = firstFrameTime ?? time
                    firstFrameTime = t0
                    let wait = startWall + (time - t0) / command.speed - clock.now
                    if wait > 0 { Thread.sleep(forTimeInterval: min(wait, 5)) }
                    window.bringSubviewToFront(badge)
                    badge.frame = window.bounds
                    compositor.render(window.layer, on: appWindow.renderer, scale: appWindow.pixelScale)
                    if let dir = command.frames, index % command.every == 0, let (size, pixels) = appWindow.renderer.readPixels(),
                        !writeFrame(RGBAImage(width: size.width, height: size.height, pixels: pixels), index: index, dir: dir)
                    {
                        outcome = 1
                        return false
                    }
                    appWindow.present()
                }
                return true
            })
        } catch {
            return fail(error.message(file: file), code: 2)
        }
        if outcome != 0 { return outcome }
        if let line = reader.truncatedLine {
            FileHandleStderr.write("\(file):\(line): warning: the last line is cut off (a crashed recording?); replayed the \(driver.frames) frames before it\n")
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
