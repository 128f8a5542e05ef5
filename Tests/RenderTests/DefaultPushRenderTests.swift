import Compositor
import Geometry
import Motion
import Navigation
import Scenes
import SDLPlatform
import Testing
import Views

/// Uses the default animator for pushes, driven by a percentage, so a frame can be drawn at
/// any point of the transition.
@MainActor
final class ScrubbedPush: NavigationControllerDelegate {
    let driver = PercentDrivenInteractiveTransition()
    func navigationController(_ n: NavigationController, animationControllerFor operation: NavigationOperation, from: ViewController, to: ViewController) -> AnimatedTransitioning? {
        DefaultNavigationAnimator(operation: operation)
    }
    func navigationController(_ n: NavigationController, interactionControllerFor animator: AnimatedTransitioning) -> InteractiveTransitioning? { driver }
}

@MainActor
@Suite(.serialized) struct DefaultPushRenderTests {
    /// The catalogue pushing the Gallery with the default transition, at 0, 0.5 and 1.
    @Test(arguments: [(0.0, "push-0"), (0.5, "push-50"), (1.0, "push-100")])
    func defaultPushAtProgress(progress: Double, name: String) throws {
        let renderer = try SceneRenderer()
        let size = Size(width: 800, height: 600)
        let canvas = try HeadlessCanvas(size: size, fonts: renderer.fonts)
        defer { canvas.close() }
        let clock = ManualClock()
        let ticker = AnimationTicker()
        let window = Window(size: size, textMeasurer: renderer.fonts)
        let shell = try AppShell(window: window, assets: renderer.assets, scene: "catalogue", clock: clock)
        let delegate = ScrubbedPush()
        shell.navigation.delegate = delegate
        shell.layout()
        shell.open("gallery", animated: true)
        ticker.advance(window.layer, to: clock.now)
        delegate.driver.update(progress)
        ticker.advance(window.layer, to: clock.now)
        shell.layout()
        let compositor = Compositor()
        compositor.clearColor = Theme.background
        compositor.render(window.layer, on: canvas.renderer, scale: 1)
        let image = try require(canvas.snapshot())
        if let result = try renderer.compare(image, reference: name) {
            #expect(result.matches, "\(name): \(result.summary)")
        }
        compositor.releaseResources(on: canvas.renderer)
    }
}
