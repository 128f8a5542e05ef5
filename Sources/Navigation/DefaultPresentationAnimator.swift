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
        let h = context.containerView.bounds.height
        let moving: View
        if isPresenting {
            moving = context.view(forKey: .to)
            moving.frame = context.finalFrame(for: context.viewController(forKey: .to))
            context.containerView.addSubview(moving)
        } else {
            moving = context.view(forKey: .from)
        }
        moving.transform = AffineTransform(translationX: 0, y: isPresenting ? h : 0)
        let present = isPresenting
        let a = PropertyAnimator(duration: transitionDuration(using: context), curve: context.spec.curve(NavigationParameters.presentCurve)) {
            moving.transform = AffineTransform(translationX: 0, y: present ? 0 : h)
        }
        a.addCompletion { _ in
            moving.transform = .identity
        }
        return a
    }
}
