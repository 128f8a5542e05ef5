import Motion
import Views
import Geometry

/// A tab switch as a `TransitionHost`: the delegate's animator and driver, the driver
/// registered by `runInteractively` first, and the page shown made final or put back.
extension TabBarController: TransitionHost {
    var transitionClock: Clock { clock }

    func customAnimator(for context: TransitionContext) -> AnimatedTransitioning? { pendingAnimator }

    /// Never asked: a switch without the delegate's animator is not animated.
    func defaultAnimator(for context: TransitionContext) -> AnimatedTransitioning {
        DefaultNavigationAnimator(operation: context.operation == .push ? .push : .pop)
    }

    func takeRegisteredInteraction() -> InteractiveTransitioning? { takeInteractionController() }

    func delegateInteraction(for animator: AnimatedTransitioning, isCustom: Bool) -> InteractiveTransitioning? {
        delegate?.tabBarController(self, interactionControllerFor: animator)
    }

    func transitionWillStart(_ transition: Transition) { active = transition }

    func transitionDidStart(_ transition: Transition) {}

    /// The page arriving (or, cancelled, the one that was leaving) is shown in place, whole.
    func transitionWillEnd(_ transition: Transition, completed: Bool) {
        let shown = completed ? transition.to : transition.from, gone = completed ? transition.from : transition.to
        gone.viewIfLoaded?.removeFromSuperview()
        gone.viewIfLoaded?.transform = .identity
        gone.viewIfLoaded?.alpha = 1
        if !completed, let index = viewControllers.firstIndex(where: { $0 === shown }) {
            selectedIndex = index
            tabBar.select(index)
        }
        shown.view.frame = containerView.bounds
        shown.view.transform = .identity
        shown.view.alpha = 1
        if shown.view.superview !== containerView { containerView.addSubview(shown.view) }
    }

    func transitionDidEnd(_ transition: Transition, completed: Bool) {
        if completed { completedTransitionCount += 1 } else { cancelledTransitionCount += 1 }
    }

    func transitionFinished(_ transition: Transition, completed: Bool) {
        if active === transition { active = nil }
    }

    /// The sink of the navigation controller the tabs are in.
    var transitionTelemetry: TransitionTelemetrySink? { navigationController?.telemetrySink }
}
