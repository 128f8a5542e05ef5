import Geometry
import Motion
import Navigation
import Views

/// Closes a contact: the page shrinks back onto the avatar it came from (the shared element's
/// frame in the grid), rounding into a circle, over the overview, as the avatar flies home. 0.3 s, ease-in-out. It makes one property animator per
/// transition and hands it out from `interruptibleAnimator(using:)`, so a drag can scrub it
/// and a new drag can catch it while it finishes or cancels.
@MainActor
final class ContactHideAnimator: AnimatedTransitioning {
    private var animator: PropertyAnimator?

    func transitionDuration(using context: TransitionContext) -> Double { context.spec.number(ContactsParameters.hideDuration) }

    func animateTransition(using context: TransitionContext) { interruptibleAnimator(using: context)?.startAnimation() }

    func interruptibleAnimator(using context: TransitionContext) -> PropertyAnimator? {
        if let animator { return animator }
        let fromView = context.view(forKey: .from)
        let toVC = context.viewController(forKey: .to)
        let toView = toVC.view
        toView.frame = context.finalFrame(for: toVC)
        context.containerView.addSubview(toView)
        context.containerView.addSubview(fromView)
        toView.layoutIfNeeded()
        let target = context.sharedElements.first?.destinationFrame ?? ContactShowAnimator.fallbackStart(in: toView.frame)
        let a = PropertyAnimator(duration: transitionDuration(using: context), curve: context.spec.curve(ContactsParameters.hideCurve)) {
            fromView.frame = target
            fromView.cornerRadius = target.height / 2
        }
        a.addCompletion { _ in
            if context.transitionWasCancelled { fromView.cornerRadius = 0 }
            context.completeTransition(!context.transitionWasCancelled)
        }
        animator = a
        return a
    }

    func animationEnded(_ transitionCompleted: Bool) { animator = nil }
}
