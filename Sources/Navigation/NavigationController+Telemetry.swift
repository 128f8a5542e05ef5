/// The navigation controller's published state for the debug overlay, the replay plot and
/// session summaries. Its pages' presentations count too (Modal zoom's root presents).
extension NavigationController {
    public var telemetry: TransitionTelemetry {
        let presenting = viewControllers.last { $0.presentedViewController != nil }
        let root = viewControllers.first
        return TransitionTelemetry(
            progress: transitionProgress ?? presenting?.presentationTransitionProgress,
            lastRelease: lastRelease,
            completed: completedTransitionCount + (root?.completedPresentationTransitions ?? 0),
            cancelled: cancelledTransitionCount + (root?.cancelledPresentationTransitions ?? 0))
    }
}
