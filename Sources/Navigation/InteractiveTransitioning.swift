import Motion

/// Drives a transition from input (UIKit's UIViewControllerInteractiveTransitioning).
@MainActor
public protocol InteractiveTransitioning: AnyObject {
    func startInteractiveTransition(_ context: TransitionContext)
    var completionSpeed: Double { get }
    var completionCurve: TimingCurve { get }
    /// When false the transition starts animating and becomes interactive only if caught.
    var wantsInteractiveStart: Bool { get }
    /// The progress the driver holds the transition at (0...1), which then is the
    /// transition's; nil for a driver that only reports progress to the context.
    var drivenProgress: Double? { get }
    /// How progress moves now that it was let run to an end, as a model (nil while held,
    /// or for a driver that does not say).
    var motion: ProgressMotion? { get }
    /// The transition it drove has completed: restore what driving it changed (a paused
    /// container's timing).
    func interactionEnded()
}

extension InteractiveTransitioning {
    public var drivenProgress: Double? { nil }
    public var motion: ProgressMotion? { nil }
    public func interactionEnded() {}
}
