import Compositor
import Views

/// Animates a transition in the context it is given (UIKit's
/// UIViewControllerAnimatedTransitioning). It must add the to-view to the container and
/// call `completeTransition(!transitionWasCancelled)` when done.
@MainActor
public protocol AnimatedTransitioning: AnyObject {
    func transitionDuration(using context: TransitionContext) -> Double
    func animateTransition(using context: TransitionContext)
    /// An animator built on a property animator returns it here (the same one for the whole
    /// transition), which lets interaction pause, scrub and continue it.
    func interruptibleAnimator(using context: TransitionContext) -> PropertyAnimator?
    func animationEnded(_ transitionCompleted: Bool)
    /// The layer that moves under the hand when the transition is dragged (the feel is
    /// measured on it); nil: the moving page's own layer.
    func trackedLayer(using context: TransitionContext) -> Layer?
}

extension AnimatedTransitioning {
    public func interruptibleAnimator(using context: TransitionContext) -> PropertyAnimator? { nil }
    public func animationEnded(_ transitionCompleted: Bool) {}
    public func trackedLayer(using context: TransitionContext) -> Layer? { nil }
}
