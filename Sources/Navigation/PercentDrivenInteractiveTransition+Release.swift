/// Letting go of the drag that drives a transition, the same way for every interactive
/// transition: the edge swipe and each demo's own drag.
extension PercentDrivenInteractiveTransition {
    /// Decides by `rule` at `progress` (a cancelled gesture always cancels), has `navigation`
    /// note the decision with the pointer's `velocity` along the drag (points per second) for
    /// the overlay and the replay plot, then finishes or cancels, continuing at
    /// `progressVelocity` (progress per second; nil: the completion curve).
    public func release(at progress: Double, velocity: Double, progressVelocity: Double?, gestureCancelled: Bool,
        notedBy navigation: NavigationController?, by rule: (Double) -> ReleaseRule.Decision) {
        let decision = gestureCancelled ? ReleaseRule.Decision.cancelledGesture(progress: progress) : rule(progress)
        navigation?.recordRelease(progress: progress, velocity: velocity, decision)
        if decision.finish { finish(velocity: progressVelocity) } else { cancel(velocity: progressVelocity) }
    }
}
