import Motion

/// Drives a transition from input (UIKit's UIViewControllerInteractiveTransitioning).
@MainActor
public protocol InteractiveTransitioning: AnyObject {
    func startInteractiveTransition(_ context: TransitionContext)
    var completionSpeed: Double { get }
    var completionCurve: TimingCurve { get }
    /// When false the transition starts animating and becomes interactive only if caught.
    var wantsInteractiveStart: Bool { get }
}
