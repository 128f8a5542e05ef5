/// The navigation controller's published state for the debug overlay, the replay plot, the
/// feel meter and session summaries: its transitions' progress and counts (its pages'
/// presentations count too: Modal zoom's root presents; so do the tab switches of a tab bar
/// controller on top), and what its telemetry sink heard of drags, releases and changes of hands.
extension NavigationController {
    public var telemetry: TransitionTelemetry {
        let presenting = viewControllers.last { $0.presentedViewController != nil }
        let root = viewControllers.first
        let tabs = viewControllers.last as? TabBarController
        return TransitionTelemetry(
            progress: transitionProgress ?? tabs?.transitionProgress ?? presenting?.presentationTransitionProgress,
            lastRelease: telemetrySink.lastRelease,
            completed: completedTransitionCount + (root?.completedPresentationTransitions ?? 0) + (tabs?.completedTransitionCount ?? 0),
            cancelled: cancelledTransitionCount + (root?.cancelledPresentationTransitions ?? 0) + (tabs?.cancelledTransitionCount ?? 0),
            interaction: telemetrySink.interaction, handover: telemetrySink.lastHandover)
    }
}
