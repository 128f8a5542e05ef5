/// Supplies animators for presenting and dismissing a controller (UIKit's
/// UIViewControllerTransitioningDelegate). Every method is optional.
@MainActor
public protocol TransitioningDelegate: AnyObject {
    func animationController(forPresented presented: ViewController, presenting: ViewController) -> AnimatedTransitioning?
    func animationController(forDismissed dismissed: ViewController) -> AnimatedTransitioning?
    func interactionControllerForPresentation(using animator: AnimatedTransitioning) -> InteractiveTransitioning?
    func interactionControllerForDismissal(using animator: AnimatedTransitioning) -> InteractiveTransitioning?
    /// The drag that a press on `presented`'s presentation or dismissal in flight grabs it
    /// with; nil: a vertical drag over the window's height, decided by projection.
    func drag(forTransitionOf presented: ViewController) -> InteractiveDrag?
}

extension TransitioningDelegate {
    public func animationController(forPresented presented: ViewController, presenting: ViewController) -> AnimatedTransitioning? { nil }
    public func animationController(forDismissed dismissed: ViewController) -> AnimatedTransitioning? { nil }
    public func interactionControllerForPresentation(using animator: AnimatedTransitioning) -> InteractiveTransitioning? { nil }
    public func interactionControllerForDismissal(using animator: AnimatedTransitioning) -> InteractiveTransitioning? { nil }
    public func drag(forTransitionOf presented: ViewController) -> InteractiveDrag? { nil }
}
