import Geometry
import Motion
import Navigation
import Views

/// Closes a contact: the page shrinks back onto the avatar it came from (the shared element's
/// frame in the grid), rounding into a circle, over the overview, as the avatar flies home within it. 0.3 s, ease-in-out. On one property animator, so a drag can
/// scrub it and a new drag can catch it while it finishes or cancels.
@MainActor
final class ContactHideAnimator: PropertyTransitionAnimator {
    override func transitionDuration(using context: TransitionContext) -> Double { context.spec.number(ContactsParameters.hideDuration) }

    override func makeAnimator(using context: TransitionContext) -> PropertyAnimator {
        let fromView = context.view(forKey: .from)
        context.containerView.addSubview(context.view(forKey: .to))
        context.containerView.addSubview(fromView)
        context.keepSharedElements(within: .from)
        let a = layoutAnimator(curve: context.spec.curve(ContactsParameters.hideCurve), using: context)
        a.addCompletion { _ in
            if context.transitionWasCancelled { fromView.cornerRadius = 0 }
        }
        return a
    }

    /// The overview fills the container under the page, which fills it too at the start
    /// and ends as a circle on the avatar, where the overview shows it now.
    override func layout(at position: AnimatingPosition, using context: TransitionContext) {
        let fromView = context.view(forKey: .from)
        let toVC = context.viewController(forKey: .to)
        let toView = toVC.view
        guard position == .end else {
            toView.frame = context.finalFrame(for: toVC)
            toView.layoutIfNeeded()
            fromView.frame = context.containerView.bounds
            fromView.cornerRadius = 0
            return
        }
        let target = context.sharedElements.first.flatMap { context.frame(of: $0, on: .to, pageFrame: toView.frame) }
            ?? ContactShowAnimator.fallbackStart(in: toView.frame)
        fromView.frame = target
        fromView.cornerRadius = target.height / 2
    }
}
