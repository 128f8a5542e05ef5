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
    struct Options {
        var scene: String
        var size: Size
        var renderer: RendererKind
        var font: String?
        var reportStartup: Bool
        var logGestures: Bool
        var record: String?
    }

    /// Runs until quit; returns the process exit code.
    static func run(_ options: Options) -> Int32 {
        let fonts: FontLibrary
        let assets: Assets
        let appWindow: AppWindow
        // A recording that cannot be written fails before any window opens.
        var recorder: SessionWriter?
        if let path = options.record {
            do {
                recorder = try SessionWriter(path: path)
            } catch {
                FileHandleStderr.write("segue: --record \(path): cannot write the file\n")
                return 2
            }
        }
        do {
            fonts = try FontLibrary(override: options.font)
            assets = try Assets.locate()
            appWindow = try AppWindow(title: "Segue", size: options.size, rendererKind: options.renderer, fonts: fonts)
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
        do {
            driver = try FrameDriver(window: window, assets: assets, scene: options.scene, startTime: clock.now)
        } catch {
            FileHandleStderr.write("segue: \(error)\n")
            appWindow.close()
            return 2
        }
        let shell = driver.shell
        recorder?.append(.header(SessionHeader(
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
                    recorder?.append(.event(recorded))
                    driver.apply(recorded)
                }
            }
            timeFloor = max(timeFloor, frameTime)
            if driver.quitRequested { running = false }
            guard running else { break }
            driver.step()
            overlay.animationSlowdown = driver.slowAnimations
            recorder?.append(.frame(index: driver.frames - 1, time: frameTime, digest: driver.digest.text))
            if window.subviews.last !== overlay { window.bringSubviewToFront(overlay) }
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
                        let since = ProcessStart.secondsSinceLaunch().map { String(format: "%.0f ms", $0 * 1000) } ?? "unknown"
                        FileHandleStderr.write("segue: first frame presented \(since) after launch (renderer \(appWindow.renderer.driverName))\n")
                    }
                }
                if !appWindow.hasVSync { limiter.wait() }
            } else if animating {
                // Animations that changed nothing this frame (paused ones): check again next frame.
                limiter.wait()
            }
        }
        if options.logGestures {
            FileHandleStderr.write("segue: pointer events stamped with the X server's time: \(pump.serverStampedEvents), with SDL's pump time: \(pump.pumpStampedEvents)\n")
        }
        if let recorder {
            recorder.append(.end(driver.summary))
            recorder.close()
        }
        compositor.releaseResources(on: appWindow.renderer)
        appWindow.close()
        fonts.closeAll()
        return 0
    }
}
