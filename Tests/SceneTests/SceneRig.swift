import Compositor
import Foundation
import Geometry
import Gestures
import Motion
import Navigation
@testable import Scenes
import Views

/// A scene in a window without a display, on a manual clock, driven by synthetic pointer
/// events as the window would deliver them.
@MainActor
final class SceneRig {
    static let assets = Assets(root: URL(fileURLWithPath: #filePath).deletingLastPathComponent().deletingLastPathComponent()
        .deletingLastPathComponent().appendingPathComponent("Assets"))
    /// Input time; `animationClock` runs on it, slowed as the S key slows it.
    let clock = ManualClock(now: 10)
    let animationClock: ScaledClock
    let ticker = AnimationTicker()
    let window: Window
    let shell: AppShell

    init(scene: String, size: Size = Size(width: 800, height: 600)) throws {
        window = Window(size: size, textMeasurer: nil)
        animationClock = ScaledClock(base: clock)
        shell = try AppShell(window: window, assets: SceneRig.assets, scene: scene, clock: animationClock)
        tick()
    }

    var nav: NavigationController { shell.navigation }
    var titles: [String] { nav.viewControllers.map { $0.title ?? "" } }

    func tick(_ dt: Double = 0) {
        clock.advance(by: dt)
        ticker.advance(window.layer, to: animationClock.now)
        window.advanceGestures(to: clock.now)
        shell.layout()
    }

    /// Runs 60 Hz frames for `seconds`.
    func run(_ seconds: Double) {
        var t = 0.0
        while t < seconds - 1e-9 {
            tick(1.0 / 60)
            t += 1.0 / 60
        }
    }

    /// Runs frames until no transition is in flight.
    func settle(limit: Double = 6) {
        var t = 0.0
        tick()
        while shell.isTransitioning && t < limit {
            tick(1.0 / 60)
            t += 1.0 / 60
        }
        tick()
    }

    func press(_ p: Point) { window.send(PointerEvent(phase: .down, location: p, timestamp: clock.now)) }
    func move(_ p: Point) { window.send(PointerEvent(phase: .move, location: p, timestamp: clock.now)) }
    func release(_ p: Point) { window.send(PointerEvent(phase: .up, location: p, buttons: 0, timestamp: clock.now)) }

    func click(_ p: Point) {
        press(p)
        tick(0.05)
        release(p)
        tick()
    }

    /// Presses at `from`, moves to `to` in `steps` frames over `duration`, holds still for
    /// `hold` seconds, and lets go unless `release` is false.
    func drag(from: Point, to: Point, steps: Int = 12, duration: Double = 0.25, hold: Double = 0, release letGo: Bool = true) {
        press(from)
        for i in 1...steps {
            tick(duration / Double(steps))
            let f = Double(i) / Double(steps)
            move(Point(x: from.x + (to.x - from.x) * f, y: from.y + (to.y - from.y) * f))
        }
        if hold > 0 { run(hold) }
        if letGo {
            tick(0.004)
            release(to)
            tick()
        }
    }
}
