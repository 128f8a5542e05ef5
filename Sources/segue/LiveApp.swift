import Compositor
import Foundation
import Geometry
import Gestures
import Motion
import Scenes
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
    }

    /// Runs until quit; returns the process exit code.
    static func run(_ options: Options) -> Int32 {
        let fonts: FontLibrary
        let assets: Assets
        let appWindow: AppWindow
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
        // Animations run on their own time base, which S slows down; input keeps the clock's.
        let animationClock = ScaledClock(base: clock)
        let ticker = AnimationTicker()
        let shell: AppShell
        do {
            shell = try AppShell(window: window, assets: assets, scene: options.scene, clock: animationClock)
        } catch {
            FileHandleStderr.write("segue: \(error)\n")
            appWindow.close()
            return 2
        }
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
        window.gestureArena.onStateChange = { r, state in
            overlay.recognizer(r, changedTo: state)
            if options.logGestures { FileHandleStderr.write(GestureLog.line(r, state) + "\n") }
        }

        while running {
            events.removeAll(keepingCapacity: true)
            let animating = window.layer.animationCountInSubtree > 0
            pump.events(waitingUpTo: forceFrame || window.layer.needsComposite || animating ? 0 : 0.25, into: &events)
            for event in events {
                switch event {
                case .quit:
                    running = false
                case .key(let key):
                    switch key.key {
                    case "q": running = false
                    case "s" where !key.isRepeat:
                        animationClock.rate = animationClock.rate == 1 ? 0.1 : 1
                        overlay.animationSlowdown = animationClock.rate != 1
                    case "d" where !key.isRepeat: overlay.isHidden.toggle()
                    default: _ = shell.handleKey(key.key)
                    }
                case .pointer(let p):
                    window.send(p)
                case .wheel(let w):
                    window.send(w)
                case .resized:
                    window.resize(to: appWindow.pointSize)
                    pump.windowSize = appWindow.pointSize
                    forceFrame = true
                case .exposed:
                    forceFrame = true
                case .focusLost:
                    break
                }
            }
            guard running else { break }
            ticker.advance(window.layer, to: animationClock.now)
            window.advanceGestures(to: clock.now)
            shell.layout()
            if window.subviews.last !== overlay { window.bringSubviewToFront(overlay) }
            if forceFrame || window.layer.needsComposite {
                let drawStart = clock.now
                compositor.render(window.layer, on: appWindow.renderer, scale: appWindow.pixelScale)
                let drawCost = clock.now - drawStart
                appWindow.present()
                if !overlay.isHidden {
                    overlay.transitionProgress = shell.navigation.transitionProgress
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
        compositor.releaseResources(on: appWindow.renderer)
        appWindow.close()
        fonts.closeAll()
        return 0
    }
}
