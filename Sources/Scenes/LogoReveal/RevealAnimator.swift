import Compositor
import Geometry
import Motion
import Navigation
import Views

/// The Logo Reveal transition, for push and pop, and the percent driver a pan runs it under
/// (as in chapter 21, the animator is its own interaction controller).
///
/// Push: the packing list appears through a mask in the shape of the logo, placed over the
/// master's logo, which moves up 10 pt and grows 150 times over 2 s (ease-in); the master's
/// logo grows along so it never stays behind, and the list fades in over the same time.
/// The transition completes when the mask's animation stops; the mask and the extra
/// animations are removed then. These are layer animations, so a pan scrubs them the
/// chapter-21 way: the container paused at speed 0 and moved by its time offset, restarted
/// at speed +1 to finish or -1 to cancel.
///
/// Pop: the list shrinks to 0.01 over the master, inserted below it, on a property animator.
@MainActor
@_spi(Testing) public final class RevealAnimator: PercentDrivenInteractiveTransition, AnimatedTransitioning {
    /// The reveal's end: 10 pt up, then 150 times larger (about the logo's centre).
    static let revealTransform = AffineTransform(translationX: 0, y: -10).concatenating(AffineTransform(scaleX: 150, y: 150))
    static let popScale = 0.01

    var operation: NavigationOperation = .push
    private weak var storedContext: TransitionContext?
    private var popAnimator: PropertyAnimator?

    /// A drag's progress: |dx| / distance (200 pt by default), kept within 0.01...0.99 as
    /// chapter 21 does.
    @_spi(Testing) public static func progress(translationX: Double, distance: Double = LogoRevealParameters.dragDistance.defaultNumber) -> Double {
        let p = translationX.isFinite && distance > 0 ? abs(translationX) / distance : 0
        return min(0.99, max(0.01, p))
    }

    public func transitionDuration(using context: TransitionContext) -> Double {
        context.spec.number(operation == .push ? LogoRevealParameters.pushDuration : LogoRevealParameters.popDuration)
    }

    public func animateTransition(using context: TransitionContext) {
        storedContext = context
        if operation == .push {
            reveal(context)
        } else {
            makePopAnimator(context).startAnimation()
        }
    }

    /// The pop runs on a property animator, which interaction scrubs directly; the push is
    /// layer animations (nil here), scrubbed through the container's timing.
    public func interruptibleAnimator(using context: TransitionContext) -> PropertyAnimator? {
        operation == .pop ? makePopAnimator(context) : nil
    }

    /// The push is felt through the mask growing under the pointer; the pop through the list.
    public func trackedLayer(using context: TransitionContext) -> Layer? {
        operation == .push ? context.view(forKey: .to).layer.mask : nil
    }

    /// The pages fill the container again; the mask goes over the master's logo where the
    /// master lays it out now. The reveal's transform and the pop's scale are about their
    /// layers' own points, so they go on from where they were.
    public func containerBoundsDidChange(using context: TransitionContext) {
        let toVC = context.viewController(forKey: .to)
        let fromView = context.view(forKey: .from), toView = toVC.view
        toView.frame = context.finalFrame(for: toVC)
        fromView.frame = context.containerView.bounds
        guard operation == .push, let master = context.viewController(forKey: .from) as? LogoRevealViewController, let mask = toView.layer.mask else { return }
        fromView.layoutIfNeeded()
        let logo = master.logo
        mask.frame = logo.superview?.convert(logo.frame, to: toView) ?? logo.frame
    }

    public func animationEnded(_ transitionCompleted: Bool) {
        popAnimator = nil
        storedContext = nil
    }

    // MARK: Push

    private func revealAnimation(_ context: TransitionContext) -> BasicAnimation<AffineTransform> {
        let a = BasicAnimation(keyPath: .transform, from: .identity, to: RevealAnimator.revealTransform, duration: transitionDuration(using: context),
            timingCurve: context.spec.curve(LogoRevealParameters.pushCurve))
        a.fillMode = .forwards
        a.isRemovedOnCompletion = false
        return a
    }

    private func reveal(_ context: TransitionContext) {
        let toVC = context.viewController(forKey: .to)
        let toView = toVC.view
        toView.frame = context.finalFrame(for: toVC)
        context.containerView.addSubview(toView)
        guard let master = context.viewController(forKey: .from) as? LogoRevealViewController else {
            return context.completeTransition(!context.transitionWasCancelled)
        }
        let logo = master.logo
        let mask = ShapeLayer()
        mask.path = logo.path
        mask.frame = logo.superview?.convert(logo.frame, to: toView) ?? logo.frame
        toView.layer.mask = mask

        let grow = revealAnimation(context)
        grow.onStop = { [weak self] _ in self?.revealDidStop() }
        mask.add(grow, forKey: "reveal")
        logo.layer.add(revealAnimation(context), forKey: "reveal")
        let fade = BasicAnimation(keyPath: .opacity, from: 0.0, to: 1.0, duration: transitionDuration(using: context),
            timingCurve: context.spec.curve(LogoRevealParameters.fadeCurve))
        fade.fillMode = .forwards
        fade.isRemovedOnCompletion = false
        toView.layer.add(fade, forKey: "fade")
    }

    /// The mask's animation ran out (or ran back past its start): end the transition and
    /// take the mask and the extra animations away.
    private func revealDidStop() {
        guard let context = storedContext else { return }
        storedContext = nil
        (context.viewController(forKey: .from) as? LogoRevealViewController)?.logo.layer.removeAllAnimations()
        let toLayer = context.view(forKey: .to).layer
        toLayer.removeAnimation(forKey: "fade")
        toLayer.mask = nil
        context.completeTransition(!context.transitionWasCancelled)
    }

    // MARK: Pop

    private func makePopAnimator(_ context: TransitionContext) -> PropertyAnimator {
        if let popAnimator { return popAnimator }
        let fromView = context.view(forKey: .from)
        let toVC = context.viewController(forKey: .to)
        let toView = toVC.view
        toView.frame = context.finalFrame(for: toVC)
        context.containerView.insertSubview(toView, belowSubview: fromView)
        let a = PropertyAnimator(duration: transitionDuration(using: context), curve: context.spec.curve(LogoRevealParameters.popCurve)) {
            fromView.transform = AffineTransform(scaleX: RevealAnimator.popScale, y: RevealAnimator.popScale)
        }
        a.addCompletion { _ in
            fromView.transform = .identity
            context.completeTransition(!context.transitionWasCancelled)
        }
        popAnimator = a
        return a
    }
}
