import Geometry
import Motion
import Navigation
import Views

/// Closes a contact: the page shrinks back onto the avatar it came from (the shared element's
/// frame in the grid), rounding into a circle, over the overview, as the avatar flies home. 0.3 s, ease-in-out. On one property animator, so a drag can
/// scrub it and a new drag can catch it while it finishes or cancels.
@MainActor
final class ContactHideAnimator: PropertyTransitionAnimator {
    override func transitionDuration(using context: TransitionContext) -> Double { context.spec.number(ContactsParameters.hideDuration) }

    override func makeAnimator(using context: TransitionContext) -> PropertyAnimator {
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
        }
        return a
    }
}
