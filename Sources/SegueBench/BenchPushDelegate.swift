import Navigation

/// Makes pushes percent-driven so `segue bench` can hold the default push mid-way.
@MainActor
final class BenchPushDelegate: NavigationControllerDelegate {
    let driver = PercentDrivenInteractiveTransition()
    func navigationController(_ n: NavigationController, animationControllerFor operation: NavigationOperation, from: ViewController, to: ViewController) -> AnimatedTransitioning? {
        DefaultNavigationAnimator(operation: operation)
    }
    func navigationController(_ n: NavigationController, interactionControllerFor animator: AnimatedTransitioning) -> InteractiveTransitioning? { driver }
}
