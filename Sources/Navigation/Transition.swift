import Motion
import Views

/// One transition from start to end, for any `TransitionHost`: the animator (the host's
/// delegate's, else the platform's; a cross-fade under reduce motion), the driver (one
/// registered first, else the delegate's), the context, the appearance callbacks, shared
/// elements and companions, and the end, in UIKit's order.
@MainActor
@_spi(Testing) public final class Transition {
    let context: TransitionContext
    @_spi(Testing) public let animator: AnimatedTransitioning?
    @_spi(Testing) public let interaction: InteractiveTransitioning?
    private unowned let host: TransitionHost

    var operation: TransitionOperation { context.operation }
    @_spi(Testing) public var from: ViewController { context.from }
    @_spi(Testing) public var to: ViewController { context.to }

    init(host: TransitionHost, container: View, operation: TransitionOperation, from: ViewController, to: ViewController, animated: Bool) {
        self.host = host
        let spec = host.transitionSpec
        context = TransitionContext(container: container, operation: operation, from: from, to: to, animated: animated, clock: host.transitionClock, spec: spec)
        var custom: AnimatedTransitioning?
        var chosen: AnimatedTransitioning?
        if animated {
            custom = host.customAnimator(for: context)
            chosen = Transition.reducingMotion(custom ?? host.defaultAnimator(for: context), spec)
        }
        animator = chosen
        let registered = host.takeRegisteredInteraction()
        interaction = chosen.flatMap { registered ?? host.delegateInteraction(for: $0, isCustom: custom != nil) }
        context.animator = chosen
        context.interaction = interaction
        context.telemetry = host.transitionTelemetry
        context.isInteractive = interaction?.wantsInteractiveStart ?? false
    }

    /// Under reduce motion any animator's zoom or slide becomes a cross-fade of its duration.
    static func reducingMotion(_ animator: AnimatedTransitioning, _ spec: TransitionSpec) -> AnimatedTransitioning {
        spec.reducesMotion ? CrossFadeAnimator(replacing: animator) : animator
    }

    /// Starts it: the animator animates, or the driver takes it, or (not animated) it ends now.
    func run() {
        AppearanceTransition.begin(from: from, to: to, animated: context.isAnimated)
        host.transitionWillStart(self)
        context.onComplete = { [unowned self] done in self.end(done) }
        context.prepareSharedElements()
        // Asked once: UIKit's contract is one property animator a transition, and the
        // context reads it from here on rather than calling the animator again.
        context.propertyAnimator = animator?.interruptibleAnimator(using: context)
        if let interaction {
            interaction.startInteractiveTransition(context)
        } else if let animator {
            animator.animateTransition(using: context)
        } else {
            context.completeTransition(true)
        }
        context.launchSharedElements()
        guard !context.isCompleted else { return }
        host.transitionDidStart(self)
        context.startCompanions()
    }

    private func end(_ completed: Bool) {
        host.transitionWillEnd(self, completed: completed)
        if completed {
            AppearanceTransition.complete(from: from, to: to, animated: context.isAnimated)
        } else {
            AppearanceTransition.revert(from: from, to: to, animated: context.isAnimated)
        }
        host.transitionDidEnd(self, completed: completed)
        // The driver now holding it, which a grab may have put in place of the first.
        context.interaction?.interactionEnded()
        animator?.animationEnded(completed)
        host.transitionFinished(self, completed: completed)
    }
}
