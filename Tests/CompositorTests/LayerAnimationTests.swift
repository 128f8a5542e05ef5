import Testing
import Geometry
import Motion
import Compositor

@MainActor
@Suite struct LayerAnimationTests {
    func tree() -> (root: Layer, container: Layer, child: Layer) {
        let root = Layer(), container = Layer(), child = Layer()
        root.addSublayer(container)
        container.addSublayer(child)
        return (root, container, child)
    }

    @Test func presentationFollowsTheCurveAndTheModelStays() {
        let (root, _, child) = tree()
        let ticker = AnimationTicker()
        child.opacity = 1
        child.add(BasicAnimation(keyPath: .opacity, from: 0, to: 1, duration: 2, timingCurve: .linear), forKey: "fade")
        ticker.advance(root, to: 100)  // starts now
        #expect(child.presentation.opacity == 0)
        ticker.advance(root, to: 101)
        #expect(abs(child.presentation.opacity - 0.5) < 1e-12)
        #expect(child.opacity == 1)
        var finished: Bool?
        child.animation(forKey: "fade")?.onStop = { finished = $0 }
        ticker.advance(root, to: 102.5)
        #expect(finished == true)
        #expect(child.animationKeys.isEmpty && root.animationCountInSubtree == 0)
        #expect(child.presentation.opacity == 1)
    }

    @Test func pausedContainerScrubsWithTimeOffset() {
        // Chapter 21: container at speed 0, timeOffset chosen, everything below follows.
        let (root, container, child) = tree()
        let ticker = AnimationTicker()
        container.speed = 0
        container.timeOffset = 0
        child.add(BasicAnimation(keyPath: .transform, from: .identity, to: AffineTransform(scaleX: 150, y: 150), duration: 2, timingCurve: .easeIn), forKey: "grow")
        ticker.advance(root, to: 50)
        for offset in [0.0, 0.5, 1.3, 2.0] {
            container.timeOffset = offset
            ticker.advance(root, to: 50 + offset * 7)  // wall time is irrelevant while paused
            let expected = 1 + 149 * CubicBezier.easeIn.progress(at: offset / 2)
            #expect(abs(child.presentation.transform.a - expected) < 1e-9, "offset \(offset)")
        }
    }

    /// Added under a paused container, an animation begins at once at the paused time, so a
    /// time offset moved before the next tick shows in that tick (a transition begun and
    /// scrubbed in one frame), not a start a frame late.
    @Test func anAnimationAddedUnderAPausedContainerBeginsAtItsTime() {
        let (root, container, child) = tree()
        let ticker = AnimationTicker()
        ticker.advance(root, to: 10)
        container.speed = 0
        container.timeOffset = 0
        let grow = BasicAnimation(keyPath: .transform, from: .identity, to: AffineTransform(scaleX: 150, y: 150), duration: 2, timingCurve: .easeIn)
        child.add(grow, forKey: "grow")
        container.timeOffset = 0.6
        ticker.advance(root, to: 10.016)
        #expect(grow.beginTime == 0)
        #expect(abs(child.presentation.transform.a - (1 + 149 * CubicBezier.easeIn.progress(at: 0.3))) < 1e-9)
    }

    @Test func restartingWithNegativeSpeedRunsBackAndDoesNotFinish() {
        let (root, container, child) = tree()
        let ticker = AnimationTicker()
        container.speed = 0
        child.add(BasicAnimation(keyPath: .opacity, from: 0, to: 1, duration: 1, timingCurve: .linear), forKey: "fade")
        ticker.advance(root, to: 10)
        container.timeOffset = 0.6
        ticker.advance(root, to: 10)
        #expect(abs(child.presentation.opacity - 0.6) < 1e-12)
        var finished: Bool?
        child.animation(forKey: "fade")?.onStop = { finished = $0 }
        // Restart backwards from the scrubbed point, as the seed's cancel does.
        let now = 20.0
        container.speed = -1
        container.timeOffset = 0.6
        container.beginTime = now
        ticker.advance(root, to: now + 0.3)
        #expect(abs(child.presentation.opacity - 0.3) < 1e-9)
        #expect(finished == nil)
        ticker.advance(root, to: now + 0.7)
        #expect(finished == false)
        #expect(child.animationKeys.isEmpty)
    }

    @Test func nestedSpeedsCompose() {
        let (root, container, child) = tree()
        let ticker = AnimationTicker()
        container.speed = 2
        let anim = BasicAnimation(keyPath: .position, from: Point(x: 0, y: 0), to: Point(x: 100, y: 0), duration: 4, timingCurve: .linear)
        anim.speed = 0.5
        child.add(anim, forKey: "move")
        ticker.advance(root, to: 0.001)
        ticker.advance(root, to: 1.001)  // container time +2, animation time +1: a quarter
        #expect(abs(child.presentation.position.x - 25) < 1e-9)
        #expect(abs(child.convertTime(1.001, from: nil) - container.localTime(global: 1.001)) < 1e-12)
    }

    @Test func fillModesAndBeginTimes() {
        let (root, _, child) = tree()
        let ticker = AnimationTicker()
        child.opacity = 0.3
        let later = BasicAnimation(keyPath: .opacity, from: 0, to: 1, duration: 1, timingCurve: .linear)
        later.beginTime = 5
        later.fillMode = .backwards
        child.add(later, forKey: "later")
        ticker.advance(root, to: 4)
        #expect(child.presentation.opacity == 0)  // backwards fill holds the start
        later.fillMode = .removed
        ticker.advance(root, to: 4.5)
        #expect(child.presentation.opacity == 0.3)  // the model shows before it begins
        let held = BasicAnimation(keyPath: .opacity, from: 0, to: 0.8, duration: 1, timingCurve: .linear)
        held.isRemovedOnCompletion = false
        held.fillMode = .forwards
        child.add(held, forKey: "later")
        ticker.advance(root, to: 10)
        ticker.advance(root, to: 12)
        #expect(child.presentation.opacity == 0.8 && child.animationKeys == ["later"])
    }

    @Test func fromToByCombinations() {
        let (root, _, child) = tree()
        let ticker = AnimationTicker()
        child.position = Point(x: 10, y: 10)
        child.add(BasicAnimation(keyPath: .position, by: Point(x: 100, y: 0), duration: 1, timingCurve: .linear), forKey: "by")
        ticker.advance(root, to: 1)
        ticker.advance(root, to: 1.5)
        #expect(child.presentation.position == Point(x: 60, y: 10))
        child.add(BasicAnimation(keyPath: .position, to: Point(x: 30, y: 10), duration: 1, timingCurve: .linear), forKey: "by")
        ticker.advance(root, to: 2)
        ticker.advance(root, to: 2.5)
        #expect(child.presentation.position == Point(x: 20, y: 10))
    }

    @Test func zeroAndBadDurationsCompleteOnTheNextTick() {
        let (root, _, child) = tree()
        let ticker = AnimationTicker()
        var done = 0
        for d in [0.0, -1, .nan] {
            let a = BasicAnimation(keyPath: .opacity, from: 0, to: 1, duration: d)
            a.onStop = { if $0 { done += 1 } }
            child.add(a, forKey: "a\(d)")
        }
        ticker.advance(root, to: 3)
        #expect(done == 3)
        #expect(child.presentation.opacity == 1)
    }

    @Test func maskLayersAnimateToo() {
        let root = Layer(), masked = Layer(), mask = ShapeLayer()
        root.addSublayer(masked)
        masked.mask = mask
        let ticker = AnimationTicker()
        mask.add(BasicAnimation(keyPath: .transform, from: .identity, to: AffineTransform(scaleX: 3, y: 3), duration: 1, timingCurve: .linear), forKey: "grow")
        #expect(root.animationCountInSubtree == 1)
        ticker.advance(root, to: 0.5)
        ticker.advance(root, to: 1.0)
        #expect(abs(mask.presentation.transform.a - 2) < 1e-9)
    }

    @Test func removingReportsNotFinished() {
        let (root, _, child) = tree()
        var finished: Bool?
        let a = BasicAnimation(keyPath: .opacity, from: 0, to: 1, duration: 1)
        a.onStop = { finished = $0 }
        child.add(a, forKey: "x")
        AnimationTicker().advance(root, to: 0.2)
        child.removeAnimation(forKey: "x")
        #expect(finished == false && child.presentation.opacity == child.opacity)
        #expect(root.animationCountInSubtree == 0)
    }
}
