import Geometry
import Motion
import Navigation
import Views

/// The Sheets scene's switch between tabs: the page arriving slides in from the side of its
/// tab (the right for a later tab) as the page leaving slides out the other way, both by
/// the container's width, on one property animator, so a swipe scrubs it and a press grabs it.
@MainActor
final class TabSlideAnimator: PropertyTransitionAnimator {
    override func transitionDuration(using context: TransitionContext) -> Double { context.spec.number(SheetsParameters.tabDuration) }

    override func makeAnimator(using context: TransitionContext) -> PropertyAnimator {
        let from = context.view(forKey: .from), to = context.view(forKey: .to)
        context.containerView.addSubview(to)
        let a = layoutAnimator(curve: context.spec.curve(SheetsParameters.tabCurve), using: context)
        a.addCompletion { _ in
            from.transform = .identity
            to.transform = .identity
        }
        return a
    }

    /// Both pages fill the container: at the start the one arriving is a width to its side,
    /// at the end the one leaving is a width to the other side.
    override func layout(at position: AnimatingPosition, using context: TransitionContext) {
        let bounds = context.containerView.bounds, from = context.view(forKey: .from), to = context.view(forKey: .to)
        if position != .end {
            from.frame = bounds
            to.frame = bounds
        }
        let side = context.operation == .push ? bounds.width : -bounds.width
        let ended = position == .end
        from.transform = AffineTransform(translationX: ended ? -side : 0, y: 0)
        to.transform = AffineTransform(translationX: ended ? 0 : side, y: 0)
    }
}
