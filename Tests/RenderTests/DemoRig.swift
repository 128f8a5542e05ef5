import Geometry
import Navigation
import SegueTesting
import DemoTesting

extension SceneHarness {
    /// A demo as its references were drawn: 640x480 points, drawn headless, from t = 1.
    static func demo(_ scene: String) throws -> SceneHarness {
        try SceneHarness(scene: scene, size: Size(width: 640, height: 480), renders: true, startTime: 1)
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
