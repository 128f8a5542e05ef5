import Testing
import Compositor
import Geometry
import Motion
@_spi(Testing) import Navigation
import Views
import SegueTesting

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

    /// A transition queued behind another starts from the first one's completion, a stop
    /// callback of the animation ticker: the animations it adds show their start in that
    /// same frame. An animator that keeps the end in the model, as Core Animation's do
    /// (FadeAnimator: opacity 1), showed its page whole for that frame before it faded in
    /// from 0 while the ticker advanced such animations only on the next tick.
    @Test func aQueuedTransitionShowsItsStartInItsFirstFrame() {
        final class Fades: NavigationControllerDelegate {
            func navigationController(_ n: NavigationController, animationControllerFor operation: NavigationOperation,
                from: ViewController, to: ViewController) -> AnimatedTransitioning? { FadeAnimator() }
        }
        let rig = NavigationRig()
        let fades = Fades()
        rig.nav.delegate = fades
        let a = ViewController(title: "a"), b = ViewController(title: "b")
        rig.nav.pushViewController(a, animated: true)
        rig.tick(1.0 / 60)
        rig.nav.pushViewController(b, animated: true)  // waits for a's
        while rig.nav.transitionContext?.viewController(forKey: .to) !== b && rig.now < 20 { rig.tick(1.0 / 60) }
        // The frame in which b's push began, from a's completion.
        #expect(b.view.layer.presentation.opacity == 0)
        rig.tick(1.0 / 60)
        #expect(b.view.layer.presentation.opacity < 0.1)
    }

    /// A transition of bare layer animations moves the bar on its own, over its duration on
    /// an eased curve. When a driver takes it over (a grab, or Back reversing it), the bar
    /// goes on from where it shows, through the same curve of the progress: no jump.
    @Test(arguments: [0.2, 0.5, 0.8], [false, true])
    func theBarGoesOnFromWhereItShowsWhenADriverTakesOver(at moment: Double, back: Bool) throws {
        let rig = NavigationRig()
        let slides = LayerSlideAnimator.Delegate()
        rig.nav.delegate = slides
        rig.nav.pushViewController(ViewController(title: "a"), animated: true)
        rig.tick()  // the frame the push began in
        rig.run(for: LayerSlideAnimator.duration * moment)
        // Every label's opacity and offset, the leaving content's first.
        func fades() -> [Double] {
            let bar = rig.nav.navigationBar
            return [bar.leavingContent, bar.arrivingContent].flatMap { c in
                [c?.titleLabel, c?.backButton.titleLabel].flatMap { v in [v?.layer.presentation.opacity ?? -1, v?.layer.presentation.transform.tx ?? -1] }
            }
        }
        let before = fades()
        try #require(before.count == 8 && !before.contains(-1) && before.contains { $0 > 0.01 && $0 < 0.99 })
        if back {
            #expect(rig.nav.goBack())
            rig.tick()
        } else {
            rig.press(Point(x: 200, y: 150))
            rig.tick(1.0 / 60)
            #expect(rig.nav.transitionContext?.isHeld == true)
        }
        let after = fades()
        #expect(after.count == 8 && zip(before, after).allSatisfy { abs($0 - $1) < 1e-6 }, "\(before) -> \(after)")
    }
}
