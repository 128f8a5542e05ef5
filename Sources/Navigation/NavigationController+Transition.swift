import Geometry
import Motion
import Views

/// A push or pop: the stack changes, then a `Transition` runs with this controller as its
/// host (its delegate's animators, the bar's slide along, the stack restored on cancel).
extension NavigationController {
    @_spi(Testing) public func transition(to newStack: [ViewController], operation: NavigationOperation, animated: Bool) {
        _ = view  // load
        guard let from = topViewController, let to = newStack.last else { return runNext() }
        let previous = viewControllers
        viewControllers = newStack
        for vc in newStack where vc.parent !== self { addChild(vc) }
        if from === to {
            finishStackChange(previous: previous)
            return runNext()
        }
        stackBeforeTransition = previous
        let transition = Transition(host: self, container: containerView, operation: TransitionOperation(operation), from: from, to: to, animated: animated)
        active = transition
        transition.run()
    }

    /// Drops controllers that left the stack and keeps only the top's view in the container.
    func finishStackChange(previous: [ViewController]) {
        for vc in previous where !viewControllers.contains(where: { $0 === vc }) {
            vc.viewIfLoaded?.removeFromSuperview()
            vc.removeFromParent()
        }
        for page in containerView.subviews where page !== topViewController?.viewIfLoaded { page.removeFromSuperview() }
        if let top = topViewController, top.view.superview !== containerView {
            top.view.frame = containerView.bounds
            containerView.addSubview(top.view)
        }
        updateBar()
    }
}

extension NavigationController: TransitionHost {
    var transitionClock: Clock { clock }
    var transitionTelemetry: TransitionTelemetrySink? { telemetrySink }

    private func navigationOperation(_ context: TransitionContext) -> NavigationOperation {
        context.operation == .push ? .push : .pop
    }

    func customAnimator(for context: TransitionContext) -> AnimatedTransitioning? {
        delegate?.navigationController(self, animationControllerFor: navigationOperation(context), from: context.from, to: context.to)
    }

    func defaultAnimator(for context: TransitionContext) -> AnimatedTransitioning {
        DefaultNavigationAnimator(operation: navigationOperation(context))
    }

    func takeRegisteredInteraction() -> InteractiveTransitioning? { takeInteractionController() }

    /// Only a delegate that supplied the animator is asked for its driver.
    func delegateInteraction(for animator: AnimatedTransitioning, isCustom: Bool) -> InteractiveTransitioning? {
        isCustom ? delegate?.navigationController(self, interactionControllerFor: animator) : nil
    }

    func transitionWillStart(_ transition: Transition) {
        delegate?.navigationController(self, willShow: transition.to, animated: transition.context.isAnimated)
        navigationBar.beginTransition(title: transition.to.navigationItem.title, backTitle: backTitle(below: viewControllers.count - 1),
            leading: transition.to.navigationItem.leadingButton, pushes: transition.context.operation.addsPage,
            slides: !transition.context.spec.reducesMotion)
    }

    /// The bar moves with the transition, as a companion of it (inside its property animator
    /// when it has one, else by reported progress, else over its duration on the bar's curve).
    func transitionDidStart(_ transition: Transition) {
        transition.context.animateAlongside(curve: transition.context.spec.curve(NavigationParameters.barCurve), navigationBar.transitionAnimations(),
            progress: { [unowned self] p in self.navigationBar.setTransitionProgress(p) })
    }

    func transitionWillEnd(_ transition: Transition, completed: Bool) {
        let from = transition.from, to = transition.to
        if completed {
            from.viewIfLoaded?.removeFromSuperview()
            to.view.frame = containerView.bounds
            if to.view.superview !== containerView { containerView.addSubview(to.view) }
            finishStackChange(previous: stackBeforeTransition)
        } else {
            // Cancelled: the stack and the from-view are exactly as before.
            viewControllers = stackBeforeTransition
            for vc in children where !viewControllers.contains(where: { $0 === vc }) { vc.removeFromParent() }
            to.viewIfLoaded?.removeFromSuperview()
            from.view.frame = containerView.bounds
            from.view.transform = .identity
            if from.view.superview !== containerView { containerView.addSubview(from.view) }
        }
    }

    func transitionDidEnd(_ transition: Transition, completed: Bool) {
        navigationBar.endTransition(completed: completed)
        if completed { completedTransitionCount += 1 } else { cancelledTransitionCount += 1 }
    }

    func transitionFinished(_ transition: Transition, completed: Bool) {
        active = nil
        stackBeforeTransition = []
        updateBar()
        if completed { delegate?.navigationController(self, didShow: transition.to, animated: transition.context.isAnimated) }
        runNext()
    }
}
