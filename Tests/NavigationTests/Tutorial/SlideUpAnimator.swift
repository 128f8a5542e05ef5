import Geometry
import Gestures
import Motion
import Navigation
import Views

/// The page pushed rises from the bottom edge over the page beneath; popped, it sinks back.
/// One property animator runs it, so a drag can scrub it and a press can grab it.
@MainActor
final class SlideUpAnimator: PropertyTransitionAnimator {
    let operation: NavigationOperation

    init(operation: NavigationOperation) {
        self.operation = operation
    }

    override func transitionDuration(using context: TransitionContext) -> Double { 0.4 }

    override func makeAnimator(using context: TransitionContext) -> PropertyAnimator {
        let container = context.containerView
        let toVC = context.viewController(forKey: .to)
        let fromView = context.view(forKey: .from), toView = toVC.view
        toView.frame = context.finalFrame(for: toVC)
        let below = AffineTransform(translationX: 0, y: container.bounds.height)
        let moving: View
        if operation == .push {
            container.addSubview(toView)
            toView.transform = below
            moving = toView
        } else {
            container.insertSubview(toView, belowSubview: fromView)
            moving = fromView
        }
        let rises = operation == .push
        let animator = PropertyAnimator(duration: transitionDuration(using: context), curve: .easeInOut) {
            moving.transform = rises ? .identity : below
        }
        animator.addCompletion { _ in moving.transform = .identity }
        return animator
    }
}
