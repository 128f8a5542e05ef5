import Geometry
import Motion
import Views

/// The platform modal transition: the presented page slides up from the bottom edge, and
/// down again when dismissed. Built on a property animator, so it can be scrubbed.
@MainActor
public final class DefaultPresentationAnimator: PropertyTransitionAnimator {
    public let isPresenting: Bool

    public init(presenting: Bool) { isPresenting = presenting }

    public override func transitionDuration(using context: TransitionContext) -> Double { context.spec.number(NavigationParameters.presentDuration) }

    public override func makeAnimator(using context: TransitionContext) -> PropertyAnimator {
        let moving = movingView(context)
        if isPresenting { context.containerView.addSubview(moving) }
        let a = layoutAnimator(curve: context.spec.curve(NavigationParameters.presentCurve), using: context)
        a.addCompletion { _ in
            moving.transform = .identity
        }
        return a
    }

    /// The page fills the container, moved down by the container's height when off screen
    /// (a presentation's start, a dismissal's end).
    public override func layout(at position: AnimatingPosition, using context: TransitionContext) {
        let moving = movingView(context), bounds = context.containerView.bounds
        if position != .end { moving.frame = bounds }
        let shown = isPresenting == (position == .end)
        moving.transform = AffineTransform(translationX: 0, y: shown ? 0 : bounds.height)
    }

    private func movingView(_ context: TransitionContext) -> View { context.view(forKey: isPresenting ? .to : .from) }
}
