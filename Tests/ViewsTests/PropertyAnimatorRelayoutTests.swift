import Testing
import Geometry
import Motion
import Compositor
import Views

/// `PropertyAnimator.relayout(start:end:)`: both ends laid out again while it runs, on the
/// same timeline, shown at once, ending (or cancelled) at the new ends.
@MainActor
@Suite struct PropertyAnimatorRelayoutTests {
    typealias Rig = PropertyAnimatorTests.Rig

    @Test func aRunningAnimatorTakesItsNewEndsAtTheSameProgress() {
        let rig = Rig()
        let a = PropertyAnimator(duration: 1, curve: .linear) { rig.view.center = Point(x: 250, y: 50) }
        a.startAnimation()
        rig.tick()
        rig.tick(0.25)
        #expect(abs(rig.shownX - (50 + 200 * 0.25)) < 1e-9)
        // Laid out again between frames (as the frame's layout does after the tick).
        a.relayout(start: { rig.view.center = Point(x: 100, y: 50) }, end: { rig.view.center = Point(x: 500, y: 50) })
        #expect(abs(rig.shownX - (100 + 400 * 0.25)) < 1e-9, "not shown at once: \(rig.shownX)")
        #expect(rig.view.center.x == 500)  // the model is the new end
        rig.tick(0.25)
        #expect(abs(rig.shownX - (100 + 400 * 0.5)) < 1e-9 && abs(a.fractionComplete - 0.5) < 1e-9)
        rig.tick(0.6)
        #expect(a.state == .inactive && rig.shownX == 500)
    }

    @Test func aPausedAnimatorKeepsItsFractionAndCancelsToTheNewStart() {
        let rig = Rig()
        let a = PropertyAnimator(duration: 1, curve: .easeInOut) { rig.view.center = Point(x: 250, y: 50) }
        a.startAnimation()
        rig.tick()
        a.pauseAnimation()
        a.fractionComplete = 0.3
        rig.tick(0.1)
        a.relayout(start: { rig.view.center = Point(x: 0, y: 50) }, end: { rig.view.center = Point(x: 100, y: 50) })
        #expect(abs(rig.shownX - 30) < 1e-9)
        rig.tick(0.5)
        #expect(abs(rig.shownX - 30) < 1e-9 && a.fractionComplete == 0.3)
        a.stopAnimation(false)
        a.finishAnimation(at: .start)
        rig.tick()
        #expect(rig.view.center.x == 0 && rig.shownX == 0)
    }

    /// A property the animations did not move, moved by the new ends, joins the running
    /// timeline (not a clock of its own from zero).
    @Test func aPropertyOnlyTheNewEndsMoveJoinsTheTimeline() {
        let rig = Rig()
        let a = PropertyAnimator(duration: 1, curve: .linear) { rig.view.center = Point(x: 250, y: 50) }
        a.startAnimation()
        rig.tick()
        rig.tick(0.4)
        a.relayout(start: {
            rig.view.center = Point(x: 50, y: 50)
            rig.view.alpha = 0
        }, end: {
            rig.view.center = Point(x: 250, y: 50)
            rig.view.alpha = 1
        })
        rig.tick(0.2)
        #expect(abs(rig.shownAlpha - 0.6) < 1e-9 && abs(rig.shownX - (50 + 200 * 0.6)) < 1e-9, "alpha \(rig.shownAlpha), x \(rig.shownX)")
        rig.tick(0.5)
        #expect(a.state == .inactive && rig.shownAlpha == 1)
    }

    @Test func notStartedOnlyTheStartIsLaidOut() {
        let rig = Rig()
        let a = PropertyAnimator(duration: 1, curve: .linear) { rig.view.center = Point(x: 250, y: 50) }
        a.relayout(start: { rig.view.center = Point(x: 10, y: 50) }, end: { rig.view.center = Point(x: 999, y: 50) })
        #expect(rig.view.center.x == 10 && a.state == .inactive)
        a.startAnimation()
        rig.tick()
        rig.tick(0.5)
        #expect(abs(rig.shownX - 130) < 1e-9)
    }
}
