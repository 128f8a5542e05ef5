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
        let toVC = context.viewController(forKey: .to)
        let fromView = context.view(forKey: .from), toView = toVC.view
        let adds = context.operation.addsPage
        let fading = adds ? toView : fromView
        switch context.operation {
        case .push, .present:
            toView.frame = context.finalFrame(for: toVC)
            container.addSubview(toView)
        case .pop:
            toView.frame = context.finalFrame(for: toVC)
            container.insertSubview(toView, belowSubview: fromView)
        case .dismiss:
            break  // the page underneath is already in the window, below the container
        }
        fading.alpha = adds ? 0 : 1
        let a = PropertyAnimator(duration: transitionDuration(using: context), curve: context.spec.curve(NavigationParameters.crossFadeCurve)) {
            fading.alpha = adds ? 1 : 0
        }
        a.addCompletion { _ in
            fading.alpha = 1
        }
        return a
    }
}
