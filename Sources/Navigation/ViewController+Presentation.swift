import Geometry
import Motion
import Views

/// Modal presentation (UIKit's present/dismiss): the presented controller's view is shown
/// in a container over the whole window; its transitioning delegate may supply animators
/// and interaction controllers for presenting and for dismissing. A driver registered on the
/// presenting controller (`runInteractively`) comes before the delegate's.
extension ViewController {
    /// Presents `vc` over this controller. Ignored, with a warning, while this controller
    /// already presents one or a presentation is under way.
    public func present(_ vc: ViewController, animated: Bool, clock: Clock, completion: (() -> Void)? = nil) {
        guard presentedViewController == nil, vc.presentingViewController == nil, let window = view.window else {
            Diagnostics.report("present(_:animated:) ignored: already presenting, or not in a window")
            return
        }
        // Over the scene the presenter is in (the window, less any panel beside the scene).
        let host = navigationController?.view ?? view
        let container = PresentationContainerView(presented: vc, frame: host.convert(host.bounds, to: window))
        container.grab = TransitionGrab(on: container, context: { [unowned vc] in vc.presentationContext }, host: { [weak self] in self },
            region: { [unowned vc] _, p in vc.viewIfLoaded.map { $0.layer.presentation.bounds.contains($0.layer.convert(p, from: nil)) } ?? false },
            drag: { [unowned vc, unowned container] _ in vc.transitioningDelegate?.drag(forTransitionOf: vc) ?? container.fallbackDrag })
        window.addSubview(container)
        presentedViewController = vc
        vc.presentingViewController = self
        let custom = animated ? vc.transitioningDelegate?.animationController(forPresented: vc, presenting: self) : nil
        let animator: AnimatedTransitioning? = animated
            ? NavigationController.reducingMotion(custom ?? DefaultPresentationAnimator(presenting: true), transitionSpec) : nil
        let registered = takeInteractionController()
        let interaction = animator.flatMap { registered ?? vc.transitioningDelegate?.interactionControllerForPresentation(using: $0) }
        let context = TransitionContext(container: container, operation: .present, from: self, to: vc, animator: animator, animated: animated,
            interactive: interaction?.wantsInteractiveStart ?? false, clock: clock, spec: transitionSpec)
        AppearanceTransition.begin(from: self, to: vc, animated: animated)
        context.onComplete = { [unowned self, unowned context] done in
            if done {
                vc.view.frame = container.bounds
                if vc.view.superview !== container { container.addSubview(vc.view) }
                AppearanceTransition.complete(from: self, to: vc, animated: animated)
            } else {
                container.removeFromSuperview()
                vc.viewIfLoaded?.removeFromSuperview()
                self.presentedViewController = nil
                vc.presentingViewController = nil
                AppearanceTransition.revert(from: self, to: vc, animated: animated)
            }
            if done { self.completedPresentationTransitions += 1 } else { self.cancelledPresentationTransitions += 1 }
            context.interaction?.interactionEnded()
            animator?.animationEnded(done)
            vc.presentationContext = nil
            if done { completion?() }
        }
        vc.presentationContext = context
        context.interaction = interaction
        start(context, animator: animator, interaction: interaction)
    }

    /// Dismisses the controller this one presented, or this one if it was presented.
    public func dismiss(animated: Bool, clock: Clock, completion: (() -> Void)? = nil) {
        if let presented = presentedViewController { return presented.dismiss(animated: animated, clock: clock, completion: completion) }
        guard let presenting = presentingViewController, let container = view.superview, presentationContext == nil else { return }
        let custom = animated ? transitioningDelegate?.animationController(forDismissed: self) : nil
        let animator: AnimatedTransitioning? = animated
            ? NavigationController.reducingMotion(custom ?? DefaultPresentationAnimator(presenting: false), transitionSpec) : nil
        let registered = presenting.takeInteractionController()
        let interaction = animator.flatMap { registered ?? transitioningDelegate?.interactionControllerForDismissal(using: $0) }
        let context = TransitionContext(container: container, operation: .dismiss, from: self, to: presenting, animator: animator, animated: animated,
            interactive: interaction?.wantsInteractiveStart ?? false, clock: clock, spec: transitionSpec)
        AppearanceTransition.begin(from: self, to: presenting, animated: animated)
        context.onComplete = { [unowned self, unowned context] done in
            if done {
                container.removeFromSuperview()
                self.viewIfLoaded?.removeFromSuperview()
                presenting.presentedViewController = nil
                self.presentingViewController = nil
                AppearanceTransition.complete(from: self, to: presenting, animated: animated)
            } else {
                // Cancelled: still presented, exactly as before.
                self.view.frame = container.bounds
                self.view.transform = .identity
                AppearanceTransition.revert(from: self, to: presenting, animated: animated)
            }
            if done { presenting.completedPresentationTransitions += 1 } else { presenting.cancelledPresentationTransitions += 1 }
            context.interaction?.interactionEnded()
            animator?.animationEnded(done)
            self.presentationContext = nil
            if done { completion?() }
        }
        presentationContext = context
        context.interaction = interaction
        start(context, animator: animator, interaction: interaction)
    }

    /// Whether a controller this one presented is being presented or dismissed now.
    public var isPresentationTransitioning: Bool { presentedViewController?.presentationContext != nil }

    /// The progress (0...1) of the presentation or dismissal of the controller this one
    /// presented, or nil when none runs.
    public var presentationTransitionProgress: Double? {
        presentedViewController?.presentationContext?.measuredProgress
    }

    private func start(_ context: TransitionContext, animator: AnimatedTransitioning?, interaction: InteractiveTransitioning?) {
        context.prepareSharedElements()
        if let interaction {
            interaction.startInteractiveTransition(context)
        } else if let animator {
            animator.animateTransition(using: context)
        } else {
            context.completeTransition(true)
        }
        context.launchSharedElements()
        context.startCompanions()
    }
}
