import Geometry
import Motion
import Views

/// What a transition becomes under reduce motion: the page arriving fades in over the one
/// leaving (a push or presentation), or the page leaving fades out over the one arriving (a
/// pop or dismissal), in place, for as long as the animator it stands in for would have
/// taken, on `navigation.cross-fade.curve`. It runs on a property animator, so a drag
/// scrubs it and a press grabs it as it would the zoom or slide.
@MainActor
@_spi(Testing) public final class CrossFadeAnimator: PropertyTransitionAnimator {
    /// The animator it replaces, asked only for its duration.
    private let original: AnimatedTransitioning

    init(replacing original: AnimatedTransitioning) { self.original = original }

    public override func transitionDuration(using context: TransitionContext) -> Double { original.transitionDuration(using: context) }

    public override func makeAnimator(using context: TransitionContext) -> PropertyAnimator {
        let container = context.containerView
        let fromView = context.view(forKey: .from), toView = context.view(forKey: .to)
        switch context.operation {
        case .push, .present:
            container.addSubview(toView)
        case .pop:
            container.insertSubview(toView, belowSubview: fromView)
        case .dismiss:
            break  // the page underneath is already in the window, below the container
        }
        let fading = fadingView(context)
        let a = layoutAnimator(curve: context.spec.curve(NavigationParameters.crossFadeCurve), using: context)
        a.addCompletion { _ in
            fading.alpha = 1
        }
        return a
    }

    /// The pages in the container fill it; the one arriving is transparent at the start,
    /// the one leaving at the end.
    public override func layout(at position: AnimatingPosition, using context: TransitionContext) {
        let container = context.containerView
        if position != .end {
            for page in [context.view(forKey: .from), context.view(forKey: .to)] where page.superview === container { page.frame = container.bounds }
        }
        let adds = context.operation.addsPage
        fadingView(context).alpha = adds == (position == .end) ? 1 : 0
    }

    private func fadingView(_ context: TransitionContext) -> View { context.view(forKey: context.operation.addsPage ? .to : .from) }
}
