import Motion
import Views
import Geometry

/// A presentation or dismissal as a `TransitionHost`: the presented controller's transitioning
/// delegate supplies the animators and drivers, a driver registered on the presenting
/// controller comes first, and the presented controller's container is shown or taken away.
/// The presented controller holds it while the transition runs.
@MainActor
final class PresentationHost: TransitionHost {
    let presenting: ViewController
    let presented: ViewController
    let container: View
    let operation: TransitionOperation
    let transitionClock: Clock
    private let completion: (() -> Void)?
    private(set) var transition: Transition!

    /// Runs the presentation (`.present`) or dismissal (`.dismiss`) of `presented`.
    @discardableResult
    static func run(_ operation: TransitionOperation, presenting: ViewController, presented: ViewController, container: View, animated: Bool,
        clock: Clock, completion: (() -> Void)?) -> PresentationHost {
        let host = PresentationHost(operation, presenting: presenting, presented: presented, container: container, clock: clock, completion: completion)
        let isPresenting = operation == .present
        host.transition = Transition(host: host, container: container, operation: operation,
            from: isPresenting ? presenting : presented, to: isPresenting ? presented : presenting, animated: animated)
        host.transition.run()
        return host
    }

    private init(_ operation: TransitionOperation, presenting: ViewController, presented: ViewController, container: View, clock: Clock,
        completion: (() -> Void)?) {
        self.operation = operation
        self.presenting = presenting
        self.presented = presented
        self.container = container
        transitionClock = clock
        self.completion = completion
    }

    var transitionSpec: TransitionSpec { operation == .present ? presenting.transitionSpec : presented.transitionSpec }

    func customAnimator(for context: TransitionContext) -> AnimatedTransitioning? {
        let delegate = presented.transitioningDelegate
        return operation == .present
            ? delegate?.animationController(forPresented: presented, presenting: presenting) : delegate?.animationController(forDismissed: presented)
    }

    func defaultAnimator(for context: TransitionContext) -> AnimatedTransitioning {
        DefaultPresentationAnimator(presenting: operation == .present)
    }

    func takeRegisteredInteraction() -> InteractiveTransitioning? { presenting.takeInteractionController() }

    /// The transitioning delegate is asked whether or not it supplied the animator.
    func delegateInteraction(for animator: AnimatedTransitioning, isCustom: Bool) -> InteractiveTransitioning? {
        let delegate = presented.transitioningDelegate
        return operation == .present ? delegate?.interactionControllerForPresentation(using: animator) : delegate?.interactionControllerForDismissal(using: animator)
    }

    func transitionWillStart(_ transition: Transition) {
        presented.presentationHost = self
    }

    func transitionDidStart(_ transition: Transition) {}

    func transitionWillEnd(_ transition: Transition, completed: Bool) {
        switch (operation, completed) {
        case (.present, true):
            presented.view.frame = container.bounds
            if presented.view.superview !== container { container.addSubview(presented.view) }
        case (.dismiss, false):
            // Cancelled: still presented, exactly as before.
            presented.view.frame = container.bounds
            presented.view.transform = .identity
        default:
            container.removeFromSuperview()
            presented.viewIfLoaded?.removeFromSuperview()
            presenting.presentedViewController = nil
            presented.presentingViewController = nil
        }
    }

    func transitionDidEnd(_ transition: Transition, completed: Bool) {
        if completed { presenting.completedPresentationTransitions += 1 } else { presenting.cancelledPresentationTransitions += 1 }
    }

    /// The sink of the navigation controller the presenting page is in.
    var transitionTelemetry: TransitionTelemetrySink? { (presenting as? NavigationController ?? presenting.navigationController)?.telemetrySink }

    func transitionFinished(_ transition: Transition, completed: Bool) {
        presented.presentationHost = nil
        if completed { completion?() }
    }
}
