import Geometry
import Motion
import Navigation
import Views

/// The Modal zoom demo's animation controller (seed 004's AnimationController). Presenting,
/// the presented page starts at the icon's frame, with the icon filling it, and grows to
/// the container's bounds while every subview but the icon fades in from 0; dismissing is
/// the reverse, shrinking back onto the icon while the rest fades out. 3.0 s, ease-in-out,
/// on one property animator per transition, so a drag can scrub the dismissal.
@MainActor
final class ZoomAnimationController: PropertyTransitionAnimator {
    let isPresenting: Bool
    /// The first page's icon in the container's coordinates.
    let originFrame: Rect

    init(presenting: Bool, originFrame: Rect) {
        isPresenting = presenting
        self.originFrame = originFrame
    }

    override func transitionDuration(using context: TransitionContext) -> Double { context.spec.number(ModalZoomParameters.duration) }

    override func makeAnimator(using context: TransitionContext) -> PropertyAnimator {
        let container = context.containerView
        let page = context.view(forKey: isPresenting ? .to : .from)
        if isPresenting { container.addSubview(page) }
        let small = originFrame
        let full = container.bounds
        let smallRadius = (min(small.width, small.height) * AppIconView.cornerFraction).rounded()
        let faded = page.subviews.filter { !($0 is AppIconView) }
        let present = isPresenting
        page.frame = present ? small : full
        page.cornerRadius = present ? smallRadius : 0
        page.layoutIfNeeded()
        for v in faded { v.alpha = present ? 0 : 1 }
        let a = PropertyAnimator(duration: transitionDuration(using: context), curve: context.spec.curve(ModalZoomParameters.curve)) {
            // A page scrolled down scrolls back to its icon as it shrinks onto the first page's.
            (page as? ScrollView)?.setContentOffset(.zero)
            page.frame = present ? full : small
            page.cornerRadius = present ? 0 : smallRadius
            page.layoutIfNeeded()
            for v in faded { v.alpha = present ? 1 : 0 }
        }
        a.addCompletion { _ in
            let cancelled = context.transitionWasCancelled
            // Shown (presented, or a dismissal taken back): square and opaque again.
            if present != cancelled {
                page.cornerRadius = 0
                for v in faded { v.alpha = 1 }
            }
        }
        return a
    }
}
