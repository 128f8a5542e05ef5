import Compositor
import Geometry
import Motion
import Navigation
@testable import Scenes
import SDLPlatform
import Views

/// A demo scene in a headless window, on a manual clock, drawn with the software renderer.
@MainActor
final class DemoRig {
    let renderer: SceneRenderer
    let canvas: HeadlessCanvas
    let window: Window
    let shell: AppShell
    let clock = ManualClock(now: 1)
    let ticker = AnimationTicker()
    let compositor = Compositor()

    init(scene: String, size: Size = Size(width: 640, height: 480)) throws {
        renderer = try SceneRenderer()
        canvas = try HeadlessCanvas(size: size, fonts: renderer.fonts)
        window = Window(size: size, textMeasurer: renderer.fonts)
        shell = try AppShell(window: window, assets: renderer.assets, scene: scene, clock: clock)
        compositor.clearColor = Theme.background
        tick()
    }

    var nav: NavigationController { shell.navigation }

    func tick(_ dt: Double = 0) {
        clock.advance(by: dt)
        ticker.advance(window.layer, to: clock.now)
        window.advanceGestures(to: clock.now)
        shell.layout()
    }

    /// Runs frames at 60 Hz until no transition is in flight.
    func settle(limit: Double = 5) {
        var t = 0.0
        tick()
        while shell.isTransitioning && t < limit {
            tick(1.0 / 60)
            t += 1.0 / 60
        }
        tick()
    }

    func render() throws -> RGBAImage {
        compositor.render(window.layer, on: canvas.renderer, scale: 1)
        return try require(canvas.snapshot())
    }

    func close() {
        compositor.releaseResources(on: canvas.renderer)
        canvas.close()
    }
}

/// Hands out a demo's own animators with a percent driver, so a test can hold a
/// transition at any point.
@MainActor
final class Scrubbing: NavigationControllerDelegate {
    let driver = PercentDrivenInteractiveTransition()
    let wrapped: NavigationControllerDelegate
    init(_ wrapped: NavigationControllerDelegate) { self.wrapped = wrapped }
    func navigationController(_ n: NavigationController, animationControllerFor operation: NavigationOperation, from: ViewController, to: ViewController) -> AnimatedTransitioning? {
        wrapped.navigationController(n, animationControllerFor: operation, from: from, to: to)
    }
    func navigationController(_ n: NavigationController, interactionControllerFor animator: AnimatedTransitioning) -> InteractiveTransitioning? { driver }
}
