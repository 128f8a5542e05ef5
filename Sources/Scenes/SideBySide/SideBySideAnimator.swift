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
    /// The background's depth when the transition began.
    private var fromDepth = 0.0

    init(navigationController: SideBySideNavigationController, operation: NavigationOperation) {
        self.navigationController = navigationController
        self.operation = operation
    }

    override func transitionDuration(using context: TransitionContext) -> Double { context.spec.number(SideBySideParameters.duration) }

    override func makeAnimator(using context: TransitionContext) -> PropertyAnimator {
        fromDepth = navigationController.background.depth
        context.containerView.addSubview(context.view(forKey: .to))
        let fromView = context.view(forKey: .from), toView = context.view(forKey: .to)
        let a = layoutAnimator(curve: context.spec.curve(SideBySideParameters.curve), using: context)
        a.addCompletion { _ in
            fromView.transform = .identity
            toView.transform = .identity
        }
        return a
    }

    /// Both pages fill the container, the arriving one a width to the side at the start
    /// and the leaving one a width to the other side at the end; the background at the
    /// stack's depth before and after (the stack already holds its new pages).
    override func layout(at position: AnimatingPosition, using context: TransitionContext) {
        let fromView = context.view(forKey: .from), toView = context.view(forKey: .to)
        let bounds = context.containerView.bounds
        let sign: Double = operation == .push ? 1 : -1
        let background = navigationController.background
        if position == .end {
            fromView.transform = AffineTransform(translationX: -sign * bounds.width, y: 0)
            toView.transform = .identity
            background.depth = Double(navigationController.viewControllers.count - 1)
        } else {
            fromView.frame = bounds
            toView.frame = bounds
            toView.transform = AffineTransform(translationX: sign * bounds.width, y: 0)
            fromView.transform = .identity
            background.depth = fromDepth
        }
    }

    /// The shared background settles once the stack is final (or restored).
    override func transitionDidComplete(_ completed: Bool, using context: TransitionContext) {
        navigationController.settleBackground()
    }
}
