import Navigation

/// Hands out the default animator under a percent driver, so a caller (the bench, the render
/// tests) can hold the default push or pop at any point with `driver.update`.
@MainActor
public final class HeldDefaultTransition: NavigationControllerDelegate {
    public let driver = PercentDrivenInteractiveTransition()

    public init() {}

    public func navigationController(_ n: NavigationController, animationControllerFor operation: NavigationOperation, from: ViewController, to: ViewController) -> AnimatedTransitioning? {
        DefaultNavigationAnimator(operation: operation)
    }

    public func navigationController(_ n: NavigationController, interactionControllerFor animator: AnimatedTransitioning) -> InteractiveTransitioning? { driver }
}
