import Geometry
import Motion
@_spi(Testing) @testable import Navigation
import Views

/// A host that is neither a navigation controller nor a presentation: one page in a
/// container swapped for another, as a tab bar swaps its tabs. Being a host is this one
/// conformance; `Transition` does the rest.
@MainActor
final class SwapHost: TransitionHost {
    let container: View
    private(set) var shown: ViewController
    let transitionClock: Clock
    var transitionSpec = TransitionSpec()
    /// A driver to hand the next swap, as `runInteractively` hands one to a navigation.
    var registered: InteractiveTransitioning?
    private(set) var running: Transition?
    private(set) var ends: [Bool] = []

    init(container: View, page: ViewController, clock: Clock) {
        self.container = container
        shown = page
        transitionClock = clock
        page.view.frame = container.bounds
        container.addSubview(page.view)
    }

    func swap(to page: ViewController, animated: Bool) {
        let t = Transition(host: self, container: container, operation: .push, from: shown, to: page, animated: animated)
        running = t
        t.run()
    }

    func customAnimator(for context: TransitionContext) -> AnimatedTransitioning? { nil }
    func defaultAnimator(for context: TransitionContext) -> AnimatedTransitioning { DefaultNavigationAnimator(operation: .push) }
    func takeRegisteredInteraction() -> InteractiveTransitioning? {
        defer { registered = nil }
        return registered
    }
    func delegateInteraction(for animator: AnimatedTransitioning, isCustom: Bool) -> InteractiveTransitioning? { nil }
    func transitionWillStart(_ transition: Transition) {}
    func transitionDidStart(_ transition: Transition) {}

    func transitionWillEnd(_ transition: Transition, completed: Bool) {
        let gone = completed ? transition.from : transition.to
        gone.viewIfLoaded?.removeFromSuperview()
        shown = completed ? transition.to : transition.from
        shown.view.frame = container.bounds
        shown.view.transform = .identity
        if shown.view.superview !== container { container.addSubview(shown.view) }
    }

    func transitionDidEnd(_ transition: Transition, completed: Bool) { ends.append(completed) }
    func transitionFinished(_ transition: Transition, completed: Bool) { running = nil }
}
