import Testing
import Compositor
import Geometry
import Motion
@testable import Navigation
import Views

/// An animator made of layer animations, as seed 001's chapter 21 builds: the percent-driven
/// transition pauses the container layer and scrubs its time offset, then restarts it.
@MainActor
final class FadeAnimator: AnimatedTransitioning {
    var ended: Bool?
    func transitionDuration(using context: TransitionContext) -> Double { 1 }
    func animateTransition(using context: TransitionContext) {
        let to = context.view(forKey: .to)
        to.frame = context.finalFrame(for: context.viewController(forKey: .to))
        context.containerView.addSubview(to)
        let fade = BasicAnimation(keyPath: .opacity, from: 0, to: 1, duration: 1, timingCurve: .linear)
        fade.onStop = { _ in context.completeTransition(!context.transitionWasCancelled) }
        to.layer.add(fade, forKey: "fade")
    }
    func animationEnded(_ transitionCompleted: Bool) { ended = transitionCompleted }
}

@MainActor
final class FadeDelegate: NavigationControllerDelegate {
    let animator = FadeAnimator()
    let driver = PercentDrivenInteractiveTransition()
    func navigationController(_ n: NavigationController, animationControllerFor operation: NavigationOperation, from: ViewController, to: ViewController) -> AnimatedTransitioning? { animator }
    func navigationController(_ n: NavigationController, interactionControllerFor animator: AnimatedTransitioning) -> InteractiveTransitioning? { driver }
}

@MainActor
@Suite struct LayerDrivenTransitionTests {
    @Test(arguments: [true, false])
    func scrubThenFinishOrCancel(finish: Bool) {
        let rig = NavigationRig()
        let delegate = FadeDelegate()
        rig.nav.delegate = delegate
        let a = ViewController(title: "a")
        rig.nav.pushViewController(a, animated: true)
        rig.tick()
        #expect(rig.nav.containerView.layer.speed == 0)
        delegate.driver.update(0.4)
        rig.tick(0.5)  // paused: wall time does not move it
        #expect(abs(a.view.layer.presentation.opacity - 0.4) < 1e-9)
        #expect(abs(delegate.driver.percentComplete - 0.4) < 1e-9)
        if finish { delegate.driver.finish() } else { delegate.driver.cancel() }
        rig.tick(0.3)
        #expect(abs(a.view.layer.presentation.opacity - (finish ? 0.7 : 0.1)) < 1e-6)
        rig.settle()
        #expect(delegate.animator.ended == finish)
        #expect(rig.nav.viewControllers.count == (finish ? 2 : 1))
        #expect(rig.nav.containerView.layer.speed == 1 && rig.nav.containerView.layer.timeOffset == 0)
        #expect(rig.shown.count == 1)
    }
}
