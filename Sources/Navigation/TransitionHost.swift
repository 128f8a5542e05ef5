import Motion
import Views

/// Whoever a transition runs for: a navigation controller (push, pop) or a presentation
/// (present, dismiss), and the next host (a sheet, a tab bar) by one conformance. The host
/// names the animators and the driver and applies or reverts its own state; `Transition`
/// runs everything else, the same for every host.
@MainActor
protocol TransitionHost: AnyObject {
    /// The animation clock animators read.
    var transitionClock: Clock { get }
    /// The parameters in effect.
    var transitionSpec: TransitionSpec { get }
    /// The animator a delegate supplies for the transition `context` describes, or nil for the platform's.
    func customAnimator(for context: TransitionContext) -> AnimatedTransitioning?
    /// The platform's animator for it.
    func defaultAnimator(for context: TransitionContext) -> AnimatedTransitioning
    /// The driver registered for the transition starting now (taken: it drives only one).
    func takeRegisteredInteraction() -> InteractiveTransitioning?
    /// The delegate's driver for `animator`; `isCustom` says whether the delegate supplied it.
    func delegateInteraction(for animator: AnimatedTransitioning, isCustom: Bool) -> InteractiveTransitioning?
    /// The transition is about to start (appearance has begun): the host publishes it.
    func transitionWillStart(_ transition: Transition)
    /// The transition has started and is still running: the host adds its companions.
    func transitionDidStart(_ transition: Transition)
    /// The transition ended: the host's state is made final (`completed`) or restored,
    /// before the appearance callbacks.
    func transitionWillEnd(_ transition: Transition, completed: Bool)
    /// After the appearance callbacks: the host's own bookkeeping (counters, its bar).
    func transitionDidEnd(_ transition: Transition, completed: Bool)
    /// Last, after the animator and driver heard the end: the host lets go of it.
    func transitionFinished(_ transition: Transition, completed: Bool)
    /// Where the transition tells of drags on it, releases and changes of hands (nil: nowhere).
    var transitionTelemetry: TransitionTelemetrySink? { get }
}

extension TransitionHost {
    var transitionTelemetry: TransitionTelemetrySink? { nil }
}
