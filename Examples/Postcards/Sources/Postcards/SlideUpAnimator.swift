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

    override func transitionDuration(using context: TransitionContext) -> Double { context.spec.number(SlideUpParameters.duration) }

    override func makeAnimator(using context: TransitionContext) -> PropertyAnimator {
        let container = context.containerView
        let fromView = context.view(forKey: .from), toView = context.view(forKey: .to)
        if operation == .push {
            container.addSubview(toView)
        } else {
            container.insertSubview(toView, belowSubview: fromView)
        }
        let moving = operation == .push ? toView : fromView
        let animator = layoutAnimator(curve: context.spec.curve(SlideUpParameters.curve), using: context)
        animator.addCompletion { _ in moving.transform = .identity }
        return animator
    }

    override func layout(at position: AnimatingPosition, using context: TransitionContext) {
        let bounds = context.containerView.bounds
        let fromView = context.view(forKey: .from), toView = context.view(forKey: .to)
        if position == .start {
            fromView.frame = bounds
            toView.frame = bounds
        }
        // The page that travels is below the bottom edge at a push's start and a pop's end.
        let moving = operation == .push ? toView : fromView
        let below = (operation == .push) == (position == .start)
        moving.transform = AffineTransform(translationX: 0, y: below ? bounds.height : 0)
    }
}
