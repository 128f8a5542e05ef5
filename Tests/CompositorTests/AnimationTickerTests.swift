import Testing
import Geometry
import Motion
import Compositor

/// What the ticker's copies of animations (tracks) and its once-per-layer marking must keep
/// as it was: changes to an attached animation show, and versions change where drawing did.
@MainActor
@Suite struct AnimationTickerTests {
    func tree() -> (root: Layer, container: Layer, child: Layer) {
        let root = Layer(), container = Layer(), child = Layer()
        root.addSublayer(container)
        container.addSublayer(child)
        return (root, container, child)
    }

    @Test func changingAnAttachedAnimationShowsAtTheNextTick() {
        let (root, _, child) = tree()
        let ticker = AnimationTicker()
        let fade = BasicAnimation(keyPath: .opacity, from: 0, to: 1, duration: 2, timingCurve: .linear)
        child.add(fade, forKey: "fade")
        ticker.advance(root, to: 10)
        ticker.advance(root, to: 11)
        #expect(abs(child.presentation.opacity - 0.5) < 1e-12)
        fade.toValue = 0.5
        ticker.advance(root, to: 11)
        #expect(abs(child.presentation.opacity - 0.25) < 1e-12)
        fade.speed = 0.5
        ticker.advance(root, to: 11)  // (11 - 10) * 0.5 = 0.5 s of 2
        #expect(abs(child.presentation.opacity - 0.125) < 1e-12)
        fade.beginTime = 10.5  // restarted: (11.5 - 10.5) * 0.5 = 0.5 s
        ticker.advance(root, to: 11.5)
        #expect(abs(child.presentation.opacity - 0.125) < 1e-12)
        fade.timingCurve = .easeIn
        ticker.advance(root, to: 11.5)
        #expect(abs(child.presentation.opacity - 0.5 * CubicBezier.easeIn.progress(at: 0.25)) < 1e-12)
        #expect(fade.beginTime == 10.5)
    }

    @Test func theTickerRecordsTheBeginTimeItChose() {
        let (root, _, child) = tree()
        let move = BasicAnimation(keyPath: .position, to: Point(x: 10, y: 0), duration: 1)
        child.add(move, forKey: "move")
        #expect(move.beginTime == 0)
        AnimationTicker().advance(root, to: 42)
        #expect(move.beginTime == 42)
    }

    /// A mask animating changes its owner's drawing, not its body (what the compositor keeps
    /// of a masked layer while only the mask moves); a sublayer animating changes both.
    @Test func aMaskAnimatingLeavesItsOwnersBodyAsItWas() {
        let (root, container, child) = tree()
        let mask = Layer()
        mask.frame = Rect(x: 0, y: 0, width: 10, height: 10)
        container.mask = mask
        let ticker = AnimationTicker()
        mask.add(BasicAnimation(keyPath: .transform, from: .identity, to: AffineTransform(scaleX: 4, y: 4), duration: 2, timingCurve: .linear), forKey: "grow")
        mask.add(BasicAnimation(keyPath: .bounds, from: mask.bounds, to: Rect(x: 0, y: 0, width: 20, height: 20), duration: 2, timingCurve: .linear), forKey: "size")
        ticker.advance(root, to: 1)
        var before = (container.subtreeVersion, container.bodyVersion, root.bodyVersion)
        ticker.advance(root, to: 1.5)
        #expect(container.subtreeVersion != before.0)
        #expect(container.bodyVersion == before.1)
        #expect(root.bodyVersion != before.2, "the root's drawing holds the masked container's")
        child.add(BasicAnimation(keyPath: .backgroundColor, from: .black, to: .white, duration: 2, timingCurve: .linear), forKey: "tint")
        ticker.advance(root, to: 1.6)
        before = (container.subtreeVersion, container.bodyVersion, root.bodyVersion)
        ticker.advance(root, to: 1.7)
        #expect(container.subtreeVersion != before.0 && container.bodyVersion != before.1)
    }

    @Test func versionsChangeWhereTheAnimatedDrawingDid() {
        let (root, container, child) = tree()
        let ticker = AnimationTicker()
        child.add(BasicAnimation(keyPath: .opacity, from: 0, to: 1, duration: 2, timingCurve: .linear), forKey: "fade")
        ticker.advance(root, to: 1)
        root.didComposite()
        var versions = (root.subtreeVersion, container.subtreeVersion, child.subtreeVersion)
        ticker.advance(root, to: 1.5)
        // Opacity moves the child: its superlayer's drawing changed, its own did not.
        #expect(root.needsComposite)
        #expect(root.subtreeVersion != versions.0 && container.subtreeVersion != versions.1)
        #expect(child.subtreeVersion == versions.2)

        child.add(BasicAnimation(keyPath: .cornerRadius, from: 0, to: 8, duration: 2, timingCurve: .linear), forKey: "round")
        ticker.advance(root, to: 1.5)
        root.didComposite()
        versions = (root.subtreeVersion, container.subtreeVersion, child.subtreeVersion)
        ticker.advance(root, to: 1.7)
        // Corners redraw the child itself.
        #expect(root.needsComposite && child.subtreeVersion != versions.2 && container.subtreeVersion != versions.1)
    }

    @Test func aHeldValueChangesNoVersion() {
        let (root, container, child) = tree()
        let ticker = AnimationTicker()
        let held = BasicAnimation(keyPath: .opacity, from: 0, to: 0.4, duration: 1, timingCurve: .linear)
        held.isRemovedOnCompletion = false
        held.fillMode = .forwards
        child.add(held, forKey: "held")
        ticker.advance(root, to: 1)
        ticker.advance(root, to: 3)
        #expect(child.presentation.opacity == 0.4)
        root.didComposite()
        let versions = (root.subtreeVersion, container.subtreeVersion)
        ticker.advance(root, to: 4)
        #expect(!root.needsComposite && root.subtreeVersion == versions.0 && container.subtreeVersion == versions.1)
    }

    @Test func replacingAnAnimationWithOneOnAnotherPropertyRestoresTheFirst() {
        let (root, _, child) = tree()
        let ticker = AnimationTicker()
        child.add(BasicAnimation(keyPath: .opacity, from: 0, to: 1, duration: 2, timingCurve: .linear), forKey: "x")
        ticker.advance(root, to: 1)
        ticker.advance(root, to: 2)
        #expect(abs(child.presentation.opacity - 0.5) < 1e-12)
        child.add(BasicAnimation(keyPath: .position, to: Point(x: 20, y: 0), duration: 2, timingCurve: .linear), forKey: "x")
        ticker.advance(root, to: 2)
        #expect(child.presentation.opacity == child.opacity)
        #expect(child.presentation.position == child.position)
        ticker.advance(root, to: 3)
        #expect(abs(child.presentation.position.x - 10) < 1e-12)
    }

    @Test func aSpringAnimationRunsForItsSettlingTime() {
        let (root, _, child) = tree()
        let ticker = AnimationTicker()
        let spring = Spring(dampingRatio: 0.5, settlingIn: 0.8)
        var finished: Bool?
        let bounce = BasicAnimation(keyPath: .position, from: Point(x: 0, y: 0), to: Point(x: 100, y: 0), duration: 0.25, timingCurve: .spring(spring))
        bounce.onStop = { finished = $0 }
        child.add(bounce, forKey: "bounce")
        ticker.advance(root, to: 1)
        ticker.advance(root, to: 1 + spring.settlingDuration / 2)
        #expect(finished == nil)
        #expect(abs(child.presentation.position.x - 100 * spring.value(at: spring.settlingDuration / 2)) < 1e-9)
        ticker.advance(root, to: 1 + spring.settlingDuration + 0.01)
        #expect(finished == true)
    }
}
