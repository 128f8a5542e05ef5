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
    /// The first page's icon in the container's coordinates, where it is now.
    let originFrame: () -> Rect
    /// The presented page's views that fade (all but its icon).
    private var faded: [View] = []

    init(presenting: Bool, originFrame: @escaping () -> Rect) {
        isPresenting = presenting
        self.originFrame = originFrame
    }

    override func transitionDuration(using context: TransitionContext) -> Double { context.spec.number(ModalZoomParameters.duration) }

    override func makeAnimator(using context: TransitionContext) -> PropertyAnimator {
        let page = context.view(forKey: isPresenting ? .to : .from)
        if isPresenting { context.containerView.addSubview(page) }
        let faded = page.subviews.filter { !($0 is AppIconView) }
        self.faded = faded
        let present = isPresenting
        let a = layoutAnimator(curve: context.spec.curve(ModalZoomParameters.curve), using: context)
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

    /// The page on the icon, rounded like it, with all but its icon transparent; or over the
    /// whole container, square and opaque. A page scrolled down scrolls back to its icon as
    /// it shrinks onto the first page's.
    override func layout(at position: AnimatingPosition, using context: TransitionContext) {
        let page = context.view(forKey: isPresenting ? .to : .from)
        let small = originFrame()
        let smallRadius = (min(small.width, small.height) * AppIconView.cornerFraction).rounded()
        let full = isPresenting == (position == .end)
        if position == .end { (page as? ScrollView)?.setContentOffset(.zero) }
        page.frame = full ? context.containerView.bounds : small
        page.cornerRadius = full ? 0 : smallRadius
        page.layoutIfNeeded()
        for v in faded { v.alpha = full ? 1 : 0 }
    }
}
