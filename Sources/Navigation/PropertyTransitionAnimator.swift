import Compositor
import Views

/// The base of an animator that runs its transition on one property animator, so that a
/// drag scrubs it and a press grabs it: a subclass states only its duration and its
/// animations (`makeAnimator`, whose completions undo what must not outlast it). The base
/// makes the property animator once per transition, starts it, hands it to interaction, and
/// completes the transition when it ends (`!transitionWasCancelled`).
@MainActor
open class PropertyTransitionAnimator: AnimatedTransitioning {
    private var running: PropertyAnimator?

    public init() {}

    open func transitionDuration(using context: TransitionContext) -> Double {
        preconditionFailure("\(type(of: self)) states its duration")
    }

    /// Sets up the views and returns the property animator of the transition. Called once
    /// per transition, the first time it is started or asked for.
    open func makeAnimator(using context: TransitionContext) -> PropertyAnimator {
        preconditionFailure("\(type(of: self)) makes its property animator")
    }

    /// After the transition completed (the host's state final or restored).
    open func transitionDidComplete(_ completed: Bool, using context: TransitionContext) {}

    open func trackedLayer(using context: TransitionContext) -> Layer? { nil }

    open func animationEnded(_ transitionCompleted: Bool) { running = nil }

    public final func animateTransition(using context: TransitionContext) { animator(using: context).startAnimation() }

    public final func interruptibleAnimator(using context: TransitionContext) -> PropertyAnimator? { animator(using: context) }

    private func animator(using context: TransitionContext) -> PropertyAnimator {
        if let running { return running }
        let a = makeAnimator(using: context)
        a.addCompletion { [unowned self] _ in
            let completed = !context.transitionWasCancelled
            context.completeTransition(completed)
            self.transitionDidComplete(completed, using: context)
        }
        running = a
        return a
    }
}
