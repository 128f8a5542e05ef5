/// Supplies a navigation controller's animators and hears about shown controllers
/// (UIKit's UINavigationControllerDelegate). Every method is optional.
@MainActor
public protocol NavigationControllerDelegate: AnyObject {
    func navigationController(_ navigationController: NavigationController, animationControllerFor operation: NavigationOperation,
        from: ViewController, to: ViewController) -> AnimatedTransitioning?
    func navigationController(_ navigationController: NavigationController, interactionControllerFor animator: AnimatedTransitioning) -> InteractiveTransitioning?
    func navigationController(_ navigationController: NavigationController, willShow viewController: ViewController, animated: Bool)
    func navigationController(_ navigationController: NavigationController, didShow viewController: ViewController, animated: Bool)
    /// The drag that a press on a push or pop in flight grabs it with (its progress terms and
    /// release rule); nil: the edge swipe's.
    func navigationController(_ navigationController: NavigationController, dragFor operation: NavigationOperation) -> InteractiveDrag?
}

extension NavigationControllerDelegate {
    public func navigationController(_ navigationController: NavigationController, animationControllerFor operation: NavigationOperation,
        from: ViewController, to: ViewController) -> AnimatedTransitioning? { nil }
    public func navigationController(_ navigationController: NavigationController, interactionControllerFor animator: AnimatedTransitioning) -> InteractiveTransitioning? { nil }
    public func navigationController(_ navigationController: NavigationController, willShow viewController: ViewController, animated: Bool) {}
    public func navigationController(_ navigationController: NavigationController, didShow viewController: ViewController, animated: Bool) {}
    public func navigationController(_ navigationController: NavigationController, dragFor operation: NavigationOperation) -> InteractiveDrag? { nil }
}
