import Geometry
import Motion
@_spi(Testing) import Navigation
import SegueTesting
import Testing
import Views
import DemoTesting
import Compositor

/// A new host is one conformance: the swap host gets the whole lifecycle (appearance in
/// UIKit's order, the default animator, reduce motion, a registered driver that scrubs and
/// cancels) from `Transition`, as the navigation controller and presentations do.
@MainActor
@Suite struct TransitionHostTests {
    final class Rig: FrameHarness {
        let log = Log()
        let host: SwapHost
        let first: Recorder, second: Recorder

        init() {
            let window = Window(size: Size(width: 400, height: 300), textMeasurer: nil)
            let frame = FrameStep(window: window, startTime: 10)
            let container = View(frame: window.bounds)
            window.addSubview(container)
            first = Recorder("first", log: log)
            second = Recorder("second", log: log)
            host = SwapHost(container: container, page: first, clock: frame.animationClock)
            super.init(frame: frame)
            tick()
        }
    }

    @Test func anAnimatedSwapRunsTheWholeLifecycle() {
        let rig = Rig()
        rig.host.swap(to: rig.second, animated: true)
        #expect(rig.log.take() == ["first.willDisappear", "second.willAppear"])
        rig.run(for: 0.1)
        let mid = rig.second.view.layer.presentation.transform
        #expect(mid.tx > 0 && mid.tx < 400, "the page slides in: \(mid.tx)")
        rig.settle(limit: 2) { rig.host.running != nil }
        #expect(rig.log.take() == ["first.didDisappear", "second.didAppear"])
        #expect(rig.host.shown === rig.second && rig.host.ends == [true])
        #expect(rig.first.viewIfLoaded?.superview == nil && rig.second.view.superview === rig.host.container)
    }

    @Test func underReduceMotionItCrossFades() {
        let rig = Rig()
        rig.host.transitionSpec.reducesMotion = true
        rig.host.swap(to: rig.second, animated: true)
        #expect(rig.host.running?.animator is CrossFadeAnimator)
        rig.settle(limit: 2) { rig.host.running != nil }
        #expect(rig.host.ends == [true])
    }

    /// A registered driver takes the swap: scrubbed half way and cancelled, the first page is
    /// back as it was and the appearance pair is undone.
    @Test func aRegisteredDriverScrubsAndCancels() {
        let rig = Rig()
        let driver = PercentDrivenInteractiveTransition()
        rig.host.registered = driver
        rig.host.swap(to: rig.second, animated: true)
        #expect(rig.host.running?.interaction === driver)
        driver.update(0.5)
        rig.tick(1.0 / 60)
        #expect(abs(rig.second.view.layer.presentation.transform.tx - 200) < 1)
        _ = rig.log.take()
        driver.cancel()
        rig.settle(limit: 2) { rig.host.running != nil }
        #expect(rig.host.ends == [false] && rig.host.shown === rig.first)
        #expect(rig.log.take() == ["second.willDisappear", "second.didDisappear", "first.willAppear", "first.didAppear"])
        #expect(rig.second.viewIfLoaded?.superview == nil && rig.first.view.transform == .identity)
    }
}
