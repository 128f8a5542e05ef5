import Geometry
import Motion
import Navigation
import Views

/// Opens a contact: the page starts as the tapped avatar (the shared element's frame on the
/// overview, rounded to a circle) and grows to fill the container while its corners
/// straighten; the avatar itself flies to its place on the page as a shared element, kept within the growing page. 0.3 s, ease-in-out by default (`ContactsParameters`), on a property animator that interaction can scrub.
@MainActor
final class ContactShowAnimator: PropertyTransitionAnimator {
    override func transitionDuration(using context: TransitionContext) -> Double { context.spec.number(ContactsParameters.showDuration) }

    override func makeAnimator(using context: TransitionContext) -> PropertyAnimator {
        let toView = context.view(forKey: .to)
        context.containerView.addSubview(toView)
        context.keepSharedElements(within: .to)
        let a = layoutAnimator(curve: context.spec.curve(ContactsParameters.showCurve), using: context)
        a.addCompletion { _ in
            if !context.transitionWasCancelled { toView.cornerRadius = 0 }
        }
        return a
    }

    /// The page starts as a circle on the avatar, where the overview (filling the container)
    /// shows it now, and ends filling the container, square.
    override func layout(at position: AnimatingPosition, using context: TransitionContext) {
        let toVC = context.viewController(forKey: .to)
        let toView = toVC.view
        let final = context.finalFrame(for: toVC)
        guard position != .end else {
            toView.frame = final
            toView.cornerRadius = 0
            return
        }
        let fromView = context.view(forKey: .from)
        fromView.frame = context.containerView.bounds
        let start = context.sharedElements.first.flatMap { context.frame(of: $0, on: .from, pageFrame: fromView.frame) }
            ?? ContactShowAnimator.fallbackStart(in: final)
        toView.frame = start
        toView.cornerRadius = start.height / 2
    }

    /// Without a shared avatar (a push from elsewhere), grow from a small circle in the middle.
    static func fallbackStart(in final: Rect) -> Rect {
        Rect(x: final.midX - 44, y: final.midY - 44, width: 88, height: 88)
    }
}
