import Compositor
import Motion
import Views

/// The base of an animator that runs its transition on one property animator, so that a
/// drag scrubs it and a press grabs it: a subclass states only its duration and its
/// animations (`makeAnimator`, whose completions undo what must not outlast it). The base
/// makes the property animator once per transition, starts it, hands it to interaction, and
/// completes the transition when it ends (`!transitionWasCancelled`).
///
/// A subclass that states its two ends in `layout(at:using:)` and builds its property
/// animator with `layoutAnimator(curve:using:)` follows the container's size at every
/// frame: when the container's bounds change while it runs, both ends are laid out again for
/// the new bounds and the views go on from the progress they had, running or held.
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

    /// Puts the transition's views where they are at `position` (`.start` or `.end`; never
    /// `.current`) in the container as it is now. `.start` is laid out first and also sets
    /// what stays put (frames that do not move); `.end` sets only what moves. The default
    /// sets nothing.
    open func layout(at position: AnimatingPosition, using context: TransitionContext) {}

    /// A property animator of the transition's duration on `curve` from `layout(at: .start)`
    /// (laid out now) to `layout(at: .end)` (its animations), whose ends are laid out again
    /// whenever the container's bounds change.
    public final func layoutAnimator(curve: TimingCurve, using context: TransitionContext) -> PropertyAnimator {
        layout(at: .start, using: context)
        return PropertyAnimator(duration: transitionDuration(using: context), curve: curve) { [unowned self] in
            self.layout(at: .end, using: context)
        }
    }

    /// Lays both ends out again for the container's new bounds, keeping the progress.
    open func containerBoundsDidChange(using context: TransitionContext) {
        running?.relayout(start: { layout(at: .start, using: context) }, end: { layout(at: .end, using: context) })
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
