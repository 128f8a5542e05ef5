import Testing
import Geometry
import Gestures
import Motion
@_spi(Testing) import Navigation
import Views
import SegueTesting

@MainActor
@Suite struct NavigationControllerTests {
    @Test func pushAndPopCallAppearanceInUIKitsOrder() {
        let rig = NavigationRig()
        let a = Recorder("a", log: rig.log)
        rig.nav.pushViewController(a, animated: true)
        #expect(rig.log.take() == ["root.willDisappear", "a.willAppear"])
        #expect(rig.nav.viewControllers.count == 2 && rig.nav.isTransitioning)
        rig.settle()
        #expect(rig.log.take() == ["root.didDisappear", "a.didAppear"])
        #expect(rig.shown.count == 1 && rig.shown[0] === a.view)
        #expect(rig.nav.navigationBar.title == "a" && rig.nav.navigationBar.backButtonTitle == "root")
        rig.nav.popViewController(animated: true)
        rig.settle()
        #expect(rig.log.take() == ["a.willDisappear", "root.willAppear", "a.didDisappear", "root.didAppear"])
        #expect(rig.nav.viewControllers.count == 1 && rig.shown.count == 1 && rig.shown[0] === rig.root.view)
        #expect(a.parent == nil)
    }

    @Test func aFinishedInteractivePop() throws {
        let rig = NavigationRig()
        let a = Recorder("a", log: rig.log)
        rig.nav.pushViewController(a, animated: false)
        rig.settle()
        _ = rig.log.take()
        rig.drag(from: 5, to: 300)  // well past the middle
        #expect(rig.log.entries == ["a.willDisappear", "root.willAppear"])
        rig.settle()
        #expect(rig.log.take() == ["a.willDisappear", "root.willAppear", "a.didDisappear", "root.didAppear"])
        #expect(rig.nav.viewControllers.count == 1)
        let decision = try #require(rig.nav.telemetry.lastRelease)
        #expect(decision.rule.kind == .projection && decision.basis == .projectedPosition && decision.outcome == .finish)
        #expect(decision.threshold == ReleaseRule.threshold && (decision.projected ?? 0) >= 0.5 && decision.velocity > 0)
    }

    @Test func aCancelledInteractivePopUndoesTheAppearancePairAndTheStack() throws {
        let rig = NavigationRig()
        let a = Recorder("a", log: rig.log)
        rig.nav.pushViewController(a, animated: false)
        rig.settle()
        _ = rig.log.take()
        // A short, slow drag, then held still before release: projected short of half.
        rig.drag(from: 5, to: 80, duration: 0.4, release: false)
        rig.tick(0.1)
        rig.window.send(PointerEvent(phase: .up, location: Point(x: 80, y: 150), timestamp: rig.clock.now))
        rig.settle()
        #expect(rig.log.take() == ["a.willDisappear", "root.willAppear", "root.willDisappear", "root.didDisappear", "a.willAppear", "a.didAppear"])
        #expect(rig.nav.viewControllers.map { $0 === a } == [false, true])
        #expect(rig.shown.count == 1 && rig.shown[0] === a.view)
        #expect(a.view.transform == .identity && a.view.frame == rig.nav.containerView.bounds)
        let decision = try #require(rig.nav.telemetry.lastRelease)
        #expect(decision.basis == .projectedPosition && decision.outcome == .cancel)
        // Held still before release: nothing projected beyond where it was let go.
        #expect(decision.velocity == 0 && decision.projected == decision.position && decision.position < 0.5)
        #expect(rig.nav.telemetry.cancelled == 1)
    }

    @Test func aFlickFinishesFromShortOfTheMiddle() {
        let rig = NavigationRig()
        rig.nav.pushViewController(Recorder("a", log: rig.log), animated: false)
        rig.settle()
        rig.drag(from: 5, to: 150, steps: 6, duration: 0.06)  // 2,400 pt/s
        rig.settle()
        #expect(rig.nav.viewControllers.count == 1)
    }

    @Test func requestsDuringATransitionRunAfterItInOrder() {
        let rig = NavigationRig()
        let a = Recorder("a", log: rig.log), b = Recorder("b", log: rig.log)
        rig.nav.pushViewController(a, animated: true)
        rig.nav.pushViewController(b, animated: true)
        rig.nav.popViewController(animated: true)
        #expect(rig.nav.viewControllers.count == 2)
        rig.settle()
        rig.settle()
        rig.settle()
        #expect(rig.nav.viewControllers.map(\.title) == ["root", "a"])
        rig.nav.popToRootViewController(animated: true)
        rig.nav.popViewController(animated: true)  // the root: nothing
        rig.settle()
        #expect(rig.nav.viewControllers.count == 1 && rig.shown.count == 1)
    }

    @Test func aFinishingTransitionCanBeCaughtByANewSwipe() throws {
        let rig = NavigationRig()
        let a = Recorder("a", log: rig.log)
        rig.nav.pushViewController(a, animated: false)
        rig.settle()
        rig.nav.popViewController(animated: true)  // the Back button
        rig.tick()
        rig.tick(0.1)
        let caught = rig.nav.transitionProgress ?? 0
        #expect(caught > 0.1 && caught < 0.95)
        // Grab it at the edge: it stops where it is, with no jump.
        rig.window.send(PointerEvent(phase: .down, location: Point(x: 15, y: 150), timestamp: rig.clock.now))
        rig.tick(0.005)
        rig.window.send(PointerEvent(phase: .move, location: Point(x: 19.5, y: 150), timestamp: rig.clock.now))
        let held = rig.nav.transitionProgress ?? 0
        #expect(abs(held - caught) < 0.05)
        rig.tick(0.2)
        #expect(abs((rig.nav.transitionProgress ?? 0) - held) < 1e-9)  // held while the finger rests
        // Flick it back toward the start: the pop cancels.
        for i in 1...4 {
            rig.tick(0.004)
            rig.window.send(PointerEvent(phase: .move, location: Point(x: 19.5 - Double(i) * 4.5, y: 150), timestamp: rig.clock.now))
        }
        rig.window.send(PointerEvent(phase: .up, location: Point(x: 1.5, y: 150), timestamp: rig.clock.now))
        rig.settle()
        #expect(rig.nav.viewControllers.count == 2)
        // The caught pop moved left and was flicked left: projected short of half.
        let decision = try #require(rig.nav.telemetry.lastRelease)
        #expect(decision.outcome == .cancel && decision.velocity < 0 && (decision.projected ?? 1) < decision.position)
    }

    @Test func completionTimesFollowTheFormulas() {
        // Finishing from p runs (1 - p) x duration / completionSpeed; cancelling p x duration / completionSpeed.
        for (finish, p, speed) in [(true, 0.3, 1.0), (false, 0.6, 2.0), (true, 0.8, 0.5)] {
            let rig = NavigationRig()
            rig.nav.pushViewController(Recorder("a", log: rig.log), animated: false)
            rig.settle()
            let driver = PercentDrivenInteractiveTransition()
            driver.completionSpeed = speed
            driver.completionCurve = .linear
            rig.nav.runInteractively(driver) { rig.nav.transition(to: [rig.root], operation: .pop, animated: true) }
            rig.tick()
            driver.update(p)
            rig.tick()
            if finish { driver.finish() } else { driver.cancel() }
            let expected = (finish ? 1 - p : p) * TransitionSpec().number(NavigationParameters.pushDuration) / speed
            var t = 0.0
            while rig.nav.isTransitioning && t < 5 {
                rig.tick(0.001)
                t += 0.001
            }
            #expect(abs(t - expected) < 0.01, "finish \(finish) from \(p) at \(speed)x: \(t) vs \(expected)")
        }
    }

    @Test func aSecondCompleteTransitionIsIgnored() {
        let rig = NavigationRig()
        var completions = 0
        let container = View(frame: Rect(x: 0, y: 0, width: 100, height: 100))
        let context = TransitionContext(container: container, operation: .push, from: ViewController(), to: ViewController(),
            animated: true, clock: rig.clock, spec: TransitionSpec())
        context.onComplete = { _ in completions += 1 }
        context.completeTransition(true)
        context.completeTransition(false)
        #expect(completions == 1 && context.isCompleted)
    }
}
