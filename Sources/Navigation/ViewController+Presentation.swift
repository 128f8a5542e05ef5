import Geometry
import Motion
import Views
import Compositor

/// Modal presentation (UIKit's present/dismiss): the presented controller's view is shown
/// in a container over the whole window; its transitioning delegate may supply animators
/// and interaction controllers for presenting and for dismissing. A driver registered on the
/// presenting controller (`runInteractively`) comes before the delegate's.
extension ViewController {
    /// Presents `vc` over this controller, on its navigation controller's animation clock.
    /// Ignored, with a warning, while this controller already presents one or a
    /// presentation is under way, or outside a window or a navigation controller.
    public func present(_ vc: ViewController, animated: Bool, completion: (() -> Void)? = nil) {
        guard presentedViewController == nil, vc.presentingViewController == nil, let window = view.window, let clock = animationClock else {
            Diagnostics.report("present(_:animated:) ignored: already presenting, not in a window, or under no navigation controller")
            return
        }
        // Over the scene the presenter is in (the window, less any panel beside the scene).
        let host = navigationController?.view ?? view
        let container = PresentationContainerView(presented: vc, frame: host.convert(host.bounds, to: window))
        container.grab = TransitionGrab(on: container, context: { [unowned vc] in vc.presentationContext },
            region: { [unowned vc] _, p in vc.viewIfLoaded.map { $0.layer.presentation.bounds.contains($0.layer.convert(p, from: nil)) } ?? false },
            drag: { [unowned vc, unowned container] _ in vc.transitioningDelegate?.drag(forTransitionOf: vc) ?? container.fallbackDrag })
        window.addSubview(container)
        presentedViewController = vc
        vc.presentingViewController = self
        PresentationHost.run(.present, presenting: self, presented: vc, container: container, animated: animated, clock: clock, completion: completion)
    }

    /// Dismisses the controller this one presented, or this one if it was presented.
    public func dismiss(animated: Bool, completion: (() -> Void)? = nil) {
        if let presented = presentedViewController { return presented.dismiss(animated: animated, completion: completion) }
        guard let presenting = presentingViewController, let container = view.superview, presentationContext == nil,
            let clock = presenting.animationClock else { return }
        PresentationHost.run(.dismiss, presenting: presenting, presented: self, container: container, animated: animated, clock: clock, completion: completion)
    }

    /// Whether a controller this one presented is being presented or dismissed now.
    public var isPresentationTransitioning: Bool { presentedViewController?.presentationContext != nil }

    /// The progress (0...1) of the presentation or dismissal of the controller this one
    /// presented, or nil when none runs.
    public var presentationTransitionProgress: Double? {
        presentedViewController?.presentationContext?.measuredProgress
    }
}
