import Testing
import Geometry
import Motion
import Compositor
import Views

@MainActor
@Suite struct PropertyAnimatorTests {
    /// A window with one view, stepped by the app's own `FrameStep`.
    @MainActor final class Rig {
        let window = Window(size: Size(width: 400, height: 300), textMeasurer: nil)
        let view = View(frame: Rect(x: 0, y: 0, width: 100, height: 100))
        lazy var frame = FrameStep(window: window, startTime: 100)
        var now: Double { frame.frameClock.now }
        init() { window.addSubview(view) }
        func tick(_ dt: Double = 0) {
            frame.beginFrame(at: now + dt)
            frame.step()
        }
        var shownAlpha: Double { view.layer.presentation.opacity }
        var shownX: Double { view.layer.presentation.position.x }
    }

    @Test func runsOnItsCurveAndCompletesAtTheEnd() {
        let rig = Rig()
        var ended: [AnimatingPosition] = []
        let a = PropertyAnimator(duration: 1, curve: .linear) { rig.view.alpha = 0 }
        a.addCompletion { ended.append($0) }
        #expect(a.state == .inactive)
        a.startAnimation()
        #expect(a.state == .active && a.isRunning)
        #expect(rig.view.alpha == 0)  // the model is the target at once
        rig.tick()
        #expect(rig.shownAlpha == 1)
        rig.tick(0.25)
        #expect(abs(rig.shownAlpha - 0.75) < 1e-12)
        #expect(abs(a.fractionComplete - 0.25) < 1e-12)
        rig.tick(0.8)
        #expect(ended == [.end] && a.state == .inactive && !a.isRunning)
        #expect(rig.shownAlpha == 0 && rig.window.layer.animationCountInSubtree == 0)
    }

    @Test func pauseScrubAndContinueWithTheRemainingDuration() {
        let rig = Rig()
        let a = PropertyAnimator(duration: 2, curve: .easeInOut) { rig.view.center = Point(x: 250, y: 50) }
        a.startAnimation()
        rig.tick()
        rig.tick(0.5)
        a.pauseAnimation()
        #expect(!a.isRunning && a.state == .active)
        a.fractionComplete = 0.4
        rig.tick(3)  // time passes; paused
        #expect(abs(rig.shownX - (50 + 200 * 0.4)) < 1e-9)  // scrubs linearly
        var ended: AnimatingPosition?
        a.addCompletion { ended = $0 }
        a.continueAnimation(withTimingParameters: .linear, durationFactor: 0.5)
        rig.tick()
        // (1 - 0.4) x 2 s x 0.5 = 0.6 s remain, on the new (linear) curve.
        rig.tick(0.3)
        #expect(abs(rig.shownX - (50 + 200 * 0.7)) < 1e-9)
        rig.tick(0.31)
        #expect(ended == .end && rig.shownX == 250)
    }

    @Test func reversingWhileRunningTurnsAroundWhereItIs() {
        let rig = Rig()
        var ended: AnimatingPosition?
        let a = PropertyAnimator(duration: 1, curve: .linear) { rig.view.alpha = 0 }
        a.addCompletion { ended = $0 }
        a.startAnimation()
        rig.tick()
        rig.tick(0.6)
        a.isReversed = true
        rig.tick()
        rig.tick(0.3)
        #expect(abs(rig.shownAlpha - 0.7) < 1e-9)  // from 0.4 shown back toward 1
        rig.tick(0.31)
        #expect(ended == .start)
    }

    @Test func stopWithoutFinishingKeepsTheCurrentValues() {
        let rig = Rig()
        var called = false
        let a = PropertyAnimator(duration: 1, curve: .linear) { rig.view.alpha = 0 }
        a.addCompletion { _ in called = true }
        a.startAnimation()
        rig.tick()
        rig.tick(0.5)
        a.stopAnimation(true)
        #expect(a.state == .inactive && !called)
        #expect(abs(rig.view.alpha - 0.5) < 1e-12 && abs(rig.shownAlpha - 0.5) < 1e-12)
    }

    @Test(arguments: [(AnimatingPosition.start, 1.0), (.end, 0.0), (.current, 0.5)])
    func finishAtEachPosition(position: AnimatingPosition, alpha: Double) {
        let rig = Rig()
        var ended: AnimatingPosition?
        let a = PropertyAnimator(duration: 1, curve: .linear) { rig.view.alpha = 0 }
        a.addCompletion { ended = $0 }
        a.startAnimation()
        rig.tick()
        rig.tick(0.5)
        a.stopAnimation(false)
        #expect(a.state == .stopped && ended == nil)
        a.finishAnimation(at: position)
        #expect(ended == position && a.state == .inactive)
        #expect(abs(rig.view.alpha - alpha) < 1e-12 && abs(rig.shownAlpha - alpha) < 1e-12)
    }

    @Test func springContinuationKeepsTheVelocity() {
        let rig = Rig()
        let a = PropertyAnimator(duration: 1, curve: .linear) { rig.view.center = Point(x: 250, y: 50) }
        a.pauseAnimation()
        a.fractionComplete = 0.5
        rig.tick()
        // The finger let go at 400 pt/s with 100 pt to go: 4 distances per second.
        let spring = Spring(dampingRatio: 1, settlingIn: 0.5).matching(velocity: 400, distance: 100)
        a.continueAnimation(withTimingParameters: .spring(spring), durationFactor: 1)
        rig.tick()
        let x0 = rig.shownX
        rig.tick(0.0001)
        #expect(abs((rig.shownX - x0) / 0.0001 - 400) < 3)  // no kink at release
    }

    @Test func pausesOnCompletionStaysActive() {
        let rig = Rig()
        let a = PropertyAnimator(duration: 0.5, curve: .linear) { rig.view.alpha = 0.2 }
        a.pausesOnCompletion = true
        a.startAnimation()
        rig.tick()
        rig.tick(1)
        #expect(a.state == .active && !a.isRunning && a.fractionComplete == 1)
        #expect(abs(rig.shownAlpha - 0.2) < 1e-12)
    }

    @Test func misuseIsRefusedNotFatal() {
        let rig = Rig()
        let a = PropertyAnimator(duration: .nan, curve: .linear) { rig.view.alpha = 0.5 }
        #expect(a.duration == 0)
        a.finishAnimation(at: .end)  // not stopped: refused
        a.startAnimation()
        a.fractionComplete = 0.5  // running: refused
        rig.tick()
        rig.tick(0.01)
        #expect(a.state == .inactive && rig.shownAlpha == 0.5)
    }

    @Test func viewAnimateShorthand() {
        let rig = Rig()
        var finished: Bool?
        View.animate(duration: 0.3, animations: { rig.view.backgroundColor = .black }, completion: { finished = $0 })
        rig.tick()
        rig.tick(0.4)
        #expect(finished == true && rig.view.layer.presentation.backgroundColor == .black)
    }

    @Test func anUninterruptibleAnimatorRunsToItsEnd() {
        let rig = Rig()
        var ended: AnimatingPosition?
        let a = PropertyAnimator(duration: 1, curve: .linear) { rig.view.alpha = 0 }
        a.isInterruptible = false
        a.addCompletion { ended = $0 }
        a.startAnimation()
        rig.tick()
        rig.tick(0.5)
        a.pauseAnimation()
        a.isReversed = true
        a.stopAnimation(true)
        #expect(a.isRunning && !a.isReversed && a.state == .active)
        rig.tick(0.6)
        #expect(ended == .end)
    }
}
