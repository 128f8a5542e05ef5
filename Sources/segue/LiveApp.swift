import Compositor
import Foundation
import Geometry
import Gestures
import Motion
import Scenes
import Sessions
import SDLPlatform
import Views

/// The live window's run loop: events -> views -> layout -> composite -> present. It draws
/// only when something changed, and waits for events otherwise, so an idle window sleeps.
@MainActor
enum LiveApp {
    nonisolated static let keysHelp = """
        In the window: click and drag; Escape or Backspace goes back; 1-9 open the scenes; S slows animations 10x; D shows the debug overlay; Q quits.
        Scenes: \(AppShell.sceneIDs.joined(separator: ", ")).
        """

    struct Options {
        var scene: String
        var size: Size
        var renderer: RendererKind
        var font: String?
        var reportStartup: Bool
        var logGestures: Bool
        var record: String?
        var force: Bool
    }

    /// Runs until quit; returns the process exit code.
    static func run(_ options: Options) -> Int32 {
        // Everything that can fail is checked before the window shows and before the
        // recording's file is changed: a failed start leaves an earlier recording whole.
        var target: RecordingTarget?
        if let path = options.record {
            do {
                target = try RecordingTarget(path: path, force: options.force)
            } catch {
                FileHandleStderr.write("segue: \(error)\n")
                return 2
            }
        }
        let fonts: FontLibrary
        let assets: Assets
        let appWindow: AppWindow
        do {
            fonts = try FontLibrary(override: options.font)
            assets = try Assets.locate()
            appWindow = try AppWindow(title: "Segue", size: options.size, rendererKind: options.renderer, fonts: fonts, hidden: true)
        } catch let e as PlatformError {
            FileHandleStderr.write(e.description + "\n")
            return 2
        } catch {
            FileHandleStderr.write("\(error)\n")
            return 2
        }
        let window = Window(size: appWindow.pointSize, textMeasurer: fonts)
        let clock = MonotonicClock()
        let driver: FrameDriver
        let recorder: SessionWriter?
        do {
            driver = try FrameDriver(window: window, assets: assets, scene: options.scene, startTime: clock.now)
            recorder = try target?.open()
        } catch {
            FileHandleStderr.write("segue: \(error)\n")
            appWindow.close()
            return 2
        }
        appWindow.show()
        let shell = driver.shell
        let banner = StatusBanner()
        // Says once, on stderr and in the window, that a write error stopped the recording.
        var reportedFailure = false
        func record(_ record: SessionRecord) {
            guard let recorder else { return }
            recorder.append(record)
            if let failure = recorder.failure, !reportedFailure {
                reportedFailure = true
                let message = "recording stopped at frame \(failure.frame): \(failure.reason)"
                FileHandleStderr.write("segue: --record \(recorder.path): \(message); the file keeps the frames before it\n")
                banner.text = message.prefix(1).uppercased() + message.dropFirst()
                window.addSubview(banner)
            }
        }
        record(.header(SessionHeader(
            appVersion: Segue.version, scene: options.scene, windowSize: appWindow.pointSize, pixelScale: appWindow.pixelScale, slowAnimations: false)))
        let compositor = Compositor()
        compositor.clearColor = Theme.background
        let pump = EventPump(clock: clock)
        pump.windowSize = appWindow.pointSize
        let limiter = FrameLimiter(clock: clock)
        var events: [PlatformEvent] = []
        var running = true
        var forceFrame = true
        var presentedFirstFrame = false
        let overlay = DebugOverlay()
        overlay.isHidden = true
        window.addSubview(overlay)
        driver.extraKeys = { key in
            guard key.key == "d" else { return false }
            if !key.isRepeat { overlay.isHidden.toggle() }
            return true
        }
        window.gestureArena.onStateChange = { r, state in
            overlay.recognizer(r, changedTo: state)
            if options.logGestures { FileHandleStderr.write(GestureLog.line(r, state) + "\n") }
        }

        var timeFloor = -Double.infinity
        while running {
            events.removeAll(keepingCapacity: true)
            let animating = window.layer.animationCountInSubtree > 0
            pump.events(waitingUpTo: forceFrame || window.layer.needsComposite || animating ? 0 : 0.25, into: &events)
            // The frame's time is read once; its events and animations all use it.
            let frameTime = clock.now
            driver.beginFrame(at: frameTime)
            for event in events {
                let recorded: SessionEvent?
                switch event {
                case .quit:
                    running = false
                    recorded = nil
                case .key(let key):
                    recorded = .key(key)
                case .pointer(let p):
                    recorded = .pointer(p)
                case .wheel(let w):
                    recorded = .wheel(w)
                case .resized:
                    pump.windowSize = appWindow.pointSize
                    forceFrame = true
                    recorded = .resize(appWindow.pointSize, time: frameTime)
                case .exposed:
                    forceFrame = true
                    recorded = nil
                case .focusLost:
                    recorded = .focusLost(time: frameTime)
                }
                if var recorded {
                    // Times never go back: an event delivered after a frame it happened before
                    // (or a key stamped at pump time before a pointer stamped by the X server)
                    // takes the later time, and the engine sees what the recording says.
                    if recorded.time < timeFloor { recorded = recorded.at(time: timeFloor) }
                    timeFloor = recorded.time
                    record(.event(recorded))
                    driver.apply(recorded)
                }
            }
            timeFloor = max(timeFloor, frameTime)
            if driver.quitRequested { running = false }
            guard running else { break }
            driver.step()
            overlay.animationSlowdown = driver.slowAnimations
            record(.frame(index: driver.frames - 1, time: frameTime, digest: driver.digest.text))
            if window.subviews.last !== overlay { window.bringSubviewToFront(overlay) }
            banner.place(in: window.bounds)
            if forceFrame || window.layer.needsComposite {
                let drawStart = clock.now
                compositor.render(window.layer, on: appWindow.renderer, scale: appWindow.pixelScale)
                let drawCost = clock.now - drawStart
                appWindow.present()
                if !overlay.isHidden {
                    overlay.transitionProgress = shell.transitionProgress
                    overlay.releaseDecision = shell.navigation.lastReleaseDecision
                    overlay.framePresented(at: clock.now, cost: drawCost)
                }
                forceFrame = false
                if !presentedFirstFrame {
                    presentedFirstFrame = true
                    if options.reportStartup {
                        // A JSON line, so it does not break a --log-gestures stream.
                        let since = ProcessStart.secondsSinceLaunch().map { String(format: "%.0f", $0 * 1000) } ?? "null"
                        FileHandleStderr.write("{\"first_frame_presented_ms\": \(since), \"renderer\": \(appWindow.renderer.driverName.jsonQuoted)}\n")
                    }
                }
                if !appWindow.hasVSync { limiter.wait() }
            } else if animating {
                // Animations that changed nothing this frame (paused ones): check again next frame.
                limiter.wait()
            }
        }
        if options.logGestures {
            FileHandleStderr.write(GestureLog.closing(serverStamped: pump.serverStampedEvents, pumpStamped: pump.pumpStampedEvents) + "\n")
        }
        record(.end(driver.summary))
        recorder?.close()
        compositor.releaseResources(on: appWindow.renderer)
        appWindow.close()
        fonts.closeAll()
        if let recorder, let failure = recorder.failure {
            if !reportedFailure { FileHandleStderr.write("segue: --record \(recorder.path): recording stopped at frame \(failure.frame): \(failure.reason)\n") }
            return 1
        }
        return 0
    }
}
