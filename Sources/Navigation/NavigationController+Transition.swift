import Geometry
import Motion
import Views

/// Performing one transition: appearance callbacks, the animator, the bar's cross-fade,
/// and completion or cancellation with the stack restored.
extension NavigationController {
    func transition(to newStack: [ViewController], operation: NavigationOperation, animated: Bool) {
        _ = view  // load
        guard let from = topViewController, let to = newStack.last else { return runNext() }
        let previous = viewControllers
        viewControllers = newStack
        for vc in newStack where vc.parent !== self { addChild(vc) }
        if from === to {
            finishStackChange(previous: previous)
            return runNext()
        }
        let custom = animated ? delegate?.navigationController(self, animationControllerFor: operation, from: from, to: to) : nil
        let animator: AnimatedTransitioning? = animated ? Self.reducingMotion(custom ?? DefaultNavigationAnimator(operation: operation), transitionSpec) : nil
        // A registered driver first; only a custom animator asks the delegate for one.
        let registered = takeInteractionController()
        var interaction: InteractiveTransitioning?
        if let animator {
            interaction = registered ?? (custom == nil ? nil : delegate?.navigationController(self, interactionControllerFor: animator))
        }
        let context = TransitionContext(container: containerView, operation: TransitionOperation(operation), from: from, to: to, animator: animator, animated: animated,
            interactive: interaction?.wantsInteractiveStart ?? false, clock: clock, spec: transitionSpec)
        context.interaction = interaction
        active = ActiveTransition(context: context, operation: operation, animator: animator, previousStack: previous, from: from, to: to)

        AppearanceTransition.begin(from: from, to: to, animated: animated)
        delegate?.navigationController(self, willShow: to, animated: animated)
        let index = newStack.count - 1
        navigationBar.beginTransition(title: to.navigationItem.title, backTitle: backTitle(below: index), leading: to.navigationItem.leadingButton)
        context.onComplete = { [unowned self] done in self.complete(done) }
        context.prepareSharedElements()

        if let interaction {
            interaction.startInteractiveTransition(context)
        } else if let animator {
            animator.animateTransition(using: context)
        } else {
            to.view.frame = containerView.bounds
            containerView.addSubview(to.view)
            context.completeTransition(true)
            return
        }
        attachBarCrossFade(context)
    }

    /// Under reduce motion any animator's zoom or slide becomes a cross-fade of its duration.
    static func reducingMotion(_ animator: AnimatedTransitioning, _ spec: TransitionSpec) -> AnimatedTransitioning {
        spec.reducesMotion ? CrossFadeAnimator(replacing: animator) : animator
    }

    /// The bar fades with the transition, as a companion of it (inside its property animator
    /// when it has one, else by reported progress, else over its duration on the bar's curve).
    private func attachBarCrossFade(_ context: TransitionContext) {
        context.launchSharedElements()
        guard !context.isCompleted else { return }
        context.animateAlongside(curve: context.spec.curve(NavigationParameters.barCurve), navigationBar.crossFadeAnimations(),
            progress: { [unowned self] p in self.navigationBar.setTransitionProgress(p) })
        context.startCompanions()
    }

    private func complete(_ didComplete: Bool) {
        guard let t = active else { return }
        let animated = t.context.isAnimated
        if didComplete {
            t.from.viewIfLoaded?.removeFromSuperview()
            t.to.view.frame = containerView.bounds
            if t.to.view.superview !== containerView { containerView.addSubview(t.to.view) }
            finishStackChange(previous: t.previousStack)
            AppearanceTransition.complete(from: t.from, to: t.to, animated: animated)
            navigationBar.endTransition(completed: true)
        } else {
            // Cancelled: the stack and the from-view are exactly as before.
            viewControllers = t.previousStack
            for vc in children where !viewControllers.contains(where: { $0 === vc }) { vc.removeFromParent() }
            t.to.viewIfLoaded?.removeFromSuperview()
            t.from.view.frame = containerView.bounds
            t.from.view.transform = .identity
            if t.from.view.superview !== containerView { containerView.addSubview(t.from.view) }
            AppearanceTransition.revert(from: t.from, to: t.to, animated: animated)
            navigationBar.endTransition(completed: false)
        }
        if didComplete { completedTransitionCount += 1 } else { cancelledTransitionCount += 1 }
        t.context.interaction?.interactionEnded()
        t.animator?.animationEnded(didComplete)
        active = nil
        updateBar()
        if didComplete { delegate?.navigationController(self, didShow: t.to, animated: animated) }
        runNext()
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
