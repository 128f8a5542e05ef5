import Geometry
import Motion
import Navigation
import Views

/// The side-by-side push and pop: the arriving page starts just off one edge and both pages
/// move together until it fills the container and the other is just off the opposite edge;
/// the background moves with them by the parallax factor. A push comes in from the right, a
/// pop (or a pop to the root) from the left.
///
/// Timing: a push or pop on its own runs 0.45 s ease-in-out. Interactively, the pages follow
/// the pointer linearly, and the release continues on a critically damped spring that starts
/// at the pointer's speed (the percent driver's completion). Built on one property animator
/// per transition, so a pan can scrub it.
@MainActor
final class SideBySideAnimator: PropertyTransitionAnimator {
    unowned let navigationController: SideBySideNavigationController
    let operation: NavigationOperation

    init(navigationController: SideBySideNavigationController, operation: NavigationOperation) {
        self.navigationController = navigationController
        self.operation = operation
    }

    override func transitionDuration(using context: TransitionContext) -> Double { context.spec.number(SideBySideParameters.duration) }

    override func makeAnimator(using context: TransitionContext) -> PropertyAnimator {
        let nav = navigationController
        let width = context.containerView.bounds.width
        let fromView = context.view(forKey: .from)
        let toVC = context.viewController(forKey: .to)
        let toView = toVC.view
        toView.frame = context.finalFrame(for: toVC)
        context.containerView.addSubview(toView)
        let sign: Double = operation == .push ? 1 : -1
        toView.transform = AffineTransform(translationX: sign * width, y: 0)
        fromView.transform = .identity
        // The stack already holds its new pages: its depth is where the background goes.
        let toDepth = Double(nav.viewControllers.count - 1)
        let background = nav.background
        let a = PropertyAnimator(duration: transitionDuration(using: context), curve: context.spec.curve(SideBySideParameters.curve)) {
            fromView.transform = AffineTransform(translationX: -sign * width, y: 0)
            toView.transform = .identity
            background.depth = toDepth
        }
        a.addCompletion { _ in
            fromView.transform = .identity
            toView.transform = .identity
        }
        return a
    }

    /// The shared background settles once the stack is final (or restored).
    override func transitionDidComplete(_ completed: Bool, using context: TransitionContext) {
        navigationController.settleBackground()
    }
}
