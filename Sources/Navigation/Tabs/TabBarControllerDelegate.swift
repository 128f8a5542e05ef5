/// Supplies a tab bar controller's animators and drivers for switching tabs (UIKit's
/// UITabBarControllerDelegate). Every method is optional; without an animator a switch is
/// not animated, as UIKit's is not.
@MainActor
public protocol TabBarControllerDelegate: AnyObject {
    func tabBarController(_ tabBarController: TabBarController, animationControllerForTransitionFrom from: ViewController,
        to: ViewController) -> AnimatedTransitioning?
    func tabBarController(_ tabBarController: TabBarController, interactionControllerFor animator: AnimatedTransitioning) -> InteractiveTransitioning?
    /// The drag that a press on a switch in flight grabs it with; nil: a horizontal drag over
    /// the container's width, decided by projection as the edge swipe is.
    func tabBarController(_ tabBarController: TabBarController, dragFor operation: TransitionOperation) -> InteractiveDrag?
}

extension TabBarControllerDelegate {
    public func tabBarController(_ tabBarController: TabBarController, animationControllerForTransitionFrom from: ViewController,
        to: ViewController) -> AnimatedTransitioning? { nil }
    public func tabBarController(_ tabBarController: TabBarController, interactionControllerFor animator: AnimatedTransitioning) -> InteractiveTransitioning? { nil }
    public func tabBarController(_ tabBarController: TabBarController, dragFor operation: TransitionOperation) -> InteractiveDrag? { nil }
}
