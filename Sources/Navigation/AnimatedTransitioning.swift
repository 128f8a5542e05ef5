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
    /// The container's bounds changed while the transition runs (the window resized): lay
    /// the views out for them at once, keeping the progress, so every frame shows the
    /// transition at the container's size. `PropertyTransitionAnimator` does it for an
    /// animator that states its ends with `layout(at:using:)`.
    func containerBoundsDidChange(using context: TransitionContext)
}

extension AnimatedTransitioning {
    public func interruptibleAnimator(using context: TransitionContext) -> PropertyAnimator? { nil }
    public func animationEnded(_ transitionCompleted: Bool) {}
    public func trackedLayer(using context: TransitionContext) -> Layer? { nil }
    public func containerBoundsDidChange(using context: TransitionContext) {}
}
