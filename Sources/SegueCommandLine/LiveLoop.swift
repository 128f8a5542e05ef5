import Foundation
import Outputs
import Runtime
import SDLPlatform
import Compositor
import Gestures
import Host
import Motion
import Navigation
import Sessions
import Views

/// The live window's run loop: events -> the frame step -> composite -> present, with the
/// debug overlay and the recording banner on top. It draws only when something changed and
/// waits for events otherwise, so an idle window sleeps. Frames are never closer together
/// than the display's refresh (a recording's frame lines neither: see `SessionRecorder`).
@MainActor
final class LiveLoop {
    private let stage: Stage
    private let appWindow: AppWindow
    private let clock: MonotonicClock
    private let recorder: SessionRecorder
    private let options: LiveApp.Options
    private let pump: EventPump
    /// The frame interval without vsync (60 Hz), and what drawing a frame has been costing.
    private let interval = 1.0 / 60
    private var drawCost = 0.004
    /// The display's refresh interval: the least time between two frames.
    private var refreshInterval: Double
    private let overlay = DebugOverlay()
    private let banner = StatusBanner()
    private let probe = LatencyProbe()
    private var reportedFailure = false

    init(stage: Stage, clock: MonotonicClock, recorder: SessionRecorder, options: LiveApp.Options) {
        self.stage = stage
        appWindow = stage.appWindow!
        self.clock = clock
        self.recorder = recorder
        self.options = options
        pump = EventPump(clock: clock)
        pump.windowSize = appWindow.pointSize
        refreshInterval = 1 / (appWindow.refreshRate ?? 60)
    }

    /// The loop's state between frames: a frame forced (first, resized, exposed), when the
    /// next is due, whether the last was presented (vsync paces it) and when it began.
    private var forceFrame = true
    /// Frames still to present after a resize, changed or not: X may take a frame put just
    /// after a resize before the server has the window at its new size, and clip it to the
    /// old one, with no expose to follow (the software renderer then showed the old area over
    /// black until the scene next changed). Presenting the same frame again costs an upload.
    private var presentsAfterResize = 0
    static let resizePresentCount = 6
    private var presentedFirstFrame = false
    private var frameDue = -Double.infinity
    private var presented = false
    private var lastFrameTime = -Double.infinity
    /// Whether the window idled (nothing to draw, waiting for input) since the last frame
    /// presented: the overlay's frame rate leaves that gap out.
    private var idledSincePresent = false

    func run() {
        installHooks()
        var events: [PlatformEvent] = []
        while true {
            events.removeAll(keepingCapacity: true)
            let window = stage.window
            // Layer animations, or a view moving itself each frame (a scroll view coasting);
            // frozen (F), nothing moves until an event comes.
            let animating = !stage.driver.isFrozen && (window.layer.animationCountInSubtree > 0 || window.hasRunningDisplayLinks)
            let busy = forceFrame || window.layer.needsComposite || animating
            if !busy { idledSincePresent = true }
            readInput(into: &events, busy: busy, frameDue: frameDue, pacedByPresent: presented)
            waitForRefresh(after: lastFrameTime, into: &events)
            // Every event the frame applies, including those taken while it waited for its slot.
            if options.latencyProbe { probe.note(events) }
            presented = false
            // The frame's time is read once; its events and animations all use it.
            let frameTime = clock.now
            stage.driver.beginFrame(at: frameTime)
            guard apply(events, at: frameTime) else { break }
            stepFrame(at: frameTime)
            if forceFrame || window.layer.needsComposite { drawFrame() }
        }
        if options.logGestures {
            FileHandleStderr.write(GestureLog.closing(serverStamped: pump.serverStampedEvents, pumpStamped: pump.pumpStampedEvents) + "\n")
        }
    }

    /// The overlay's key (D), recorded parameter changes and freezes, and the gesture log.
    private func installHooks() {
        let window = stage.window, driver = stage.driver
        overlay.isHidden = true
        overlay.rendererName = appWindow.renderer.driverName
        window.addSubview(overlay)
        driver.extraKeys = { [overlay] key in
            guard key.key == "d" else { return false }
            if !key.isRepeat { overlay.isHidden.toggle() }
            return true
        }
        // A parameter changed in the window is a recorded event, applied as a replay applies it.
        driver.parameterChanges = { [recorder, unowned driver] change in
            driver.apply(recorder.admit(.parameter(change, time: driver.frameClock.now)))
        }
        // So is a freeze or a resume.
        driver.freezeRequests = { [recorder, unowned driver] action in
            driver.apply(recorder.admit(.freeze(action, time: driver.frameClock.now)))
        }
        window.gestureArena.onStateChange = { [overlay, options] r, state in
            overlay.recognizer(r, changedTo: state)
            if options.logGestures { FileHandleStderr.write(GestureLog.line(r, state) + "\n") }
        }
    }

    /// Applies (and records) the frame's events; false when the app is to quit.
    private func apply(_ events: [PlatformEvent], at frameTime: Double) -> Bool {
        let driver = stage.driver
        var running = true
        for event in events {
            switch event {
            case .quit: running = false
            case .resized:
                pump.windowSize = appWindow.pointSize
                // Moved to a display of another density: pictures are drawn for it.
                stage.window.pixelScale = appWindow.pixelScale
                refreshInterval = 1 / (appWindow.refreshRate ?? 60)
                forceFrame = true
                presentsAfterResize = Self.resizePresentCount
            case .exposed: forceFrame = true
            case .keyReleased(let key): driver.keyReleased(key)
            default: break
            }
            // A press on the overlay's Freeze button is the key F (recorded as the key is).
            if let input = event.sessionEvent(windowSize: appWindow.pointSize, frameTime: frameTime).flatMap({ overlay.freezeButton.input(for: $0) }) {
                if case .pointer(let p) = input, p.phase == .down, p.source == .mouse { overlay.pressBegan() }
                driver.apply(recorder.admit(input))
            }
        }
        if driver.quitRequested || StopSignal.received != nil { running = false }
        return running
    }

    /// Steps the scene, keeps the overlay and banner on top and records the frame.
    private func stepFrame(at frameTime: Double) {
        let window = stage.window, driver = stage.driver
        driver.step()
        lastFrameTime = frameTime
        overlay.animationSlowdown = driver.slowAnimations
        overlay.reducesMotion = driver.spec.reducesMotion
        overlay.freezeButton.isFrozen = driver.isFrozen
        if window.subviews.last !== overlay { window.bringSubviewToFront(overlay) }
        banner.place(in: window.bounds)
        recorder.frame(driver, at: frameTime, drawn: forceFrame || window.layer.needsComposite)
        reportRecordingFailure()
        frameDue = frameTime + interval
    }

    /// Draws and presents the frame, keeping the draw cost, the overlay's figures and the
    /// start-up report.
    private func drawFrame() {
        let drawStart = clock.now
        stage.render()
        let drawCost = clock.now - drawStart
        stage.present()
        presented = true
        self.drawCost = 0.8 * self.drawCost + 0.2 * min(drawCost, interval)
        if options.latencyProbe { probe.framePresented() }
        if !overlay.isHidden {
            let shell = stage.driver.shell
            overlay.transitionProgress = shell.transitionProgress
            overlay.releaseDecision = shell.navigation.telemetry.lastRelease
            overlay.framePresented(at: clock.now, cost: drawCost, afterIdle: idledSincePresent)
        }
        idledSincePresent = false
        forceFrame = presentsAfterResize > 0
        presentsAfterResize = max(0, presentsAfterResize - 1)
        if !presentedFirstFrame {
            presentedFirstFrame = true
            if options.reportStartup { reportStartup() }
        }
    }

    /// Reads the frame's input. A busy window (animating, or with something to draw) reads
    /// until just before its next frame is due, leaving the time drawing takes, so the frame
    /// shows the latest input instead of input that waited through a sleep; a person's input
    /// that arrives from half an interval after the last frame on starts the frame at once
    /// (up to 120 frames a second while the pointer moves, 60 otherwise). Vsync paces itself.
    /// An idle window waits for the first event, then as a busy one does.
    private func readInput(into events: inout [PlatformEvent], busy: Bool, frameDue: Double, pacedByPresent: Bool) {
        // Input may start a frame early, but frames stay at least half an interval apart.
        // Drawing time is kept back only after a frame that drew: one that drew nothing (a
        // held transition) waits its whole interval, or a costly draw would leave none and
        // the loop would spin.
        let readUntil = frameDue - (pacedByPresent ? drawCost : 0), earlyInput = frameDue - interval / 2
        if busy {
            // Vsync paces only frames that were presented: one that drew nothing (a paused
            // animation, a held drag) waits for its slot like any other.
            if appWindow.hasVSync && pacedByPresent {
                pump.events(waitingUpTo: 0, into: &events)
            } else {
                pump.events(until: readUntil, earlyInput: earlyInput, into: &events)
            }
        } else {
            pump.events(waitingUpTo: 0.25, into: &events)
            if !events.isEmpty && !(appWindow.hasVSync && pacedByPresent) { pump.events(until: readUntil, earlyInput: earlyInput, into: &events) }
        }
    }

    /// Holds the next frame until one refresh interval after the last (taking the input that
    /// comes meanwhile): whatever woke the loop sooner (input, a present that did not wait for
    /// the display) is shown in the next frame the display can show.
    private func waitForRefresh(after last: Double, into events: inout [PlatformEvent]) {
        let earliest = last + refreshInterval
        guard clock.now < earliest else { return }
        pump.events(until: earliest, into: &events)
        // The pump stops waiting a little early; the rest is slept, then what came is taken.
        let rest = earliest - clock.now
        if rest > 0 { Thread.sleep(forTimeInterval: rest) }
        while clock.now < earliest { Thread.sleep(forTimeInterval: 0.0001) }
        pump.events(waitingUpTo: 0, into: &events)
    }

    /// Says once, on stderr and in the window, that a write error stopped the recording.
    func reportRecordingFailure() {
        guard !reportedFailure, let failure = recorder.failure, let path = recorder.path else { return }
        reportedFailure = true
        let message = "recording stopped at frame \(failure.frame): \(failure.reason)"
        FileHandleStderr.error("--record \(path): \(message); the file keeps the frames before it")
        banner.text = message.prefix(1).uppercased() + message.dropFirst()
        stage.window.addSubview(banner)
    }

    /// A JSON line, so it does not break a --log-gestures stream.
    private func reportStartup() {
        let since = ProcessStart.secondsSinceLaunch().map { String(format: "%.0f", $0 * 1000) } ?? "null"
        FileHandleStderr.write("{\"first_frame_presented_ms\": \(since), \"renderer\": \(appWindow.renderer.driverName.jsonQuoted), \"gl_renderer\": \(appWindow.openGLDriverName?.jsonQuoted ?? "null"), \"vsync\": \(appWindow.hasVSync), \"refresh_hz\": \((1 / refreshInterval).rounded())}\n")
    }
}
