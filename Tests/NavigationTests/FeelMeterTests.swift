import Compositor
import Geometry
import Motion
import Navigation
import Testing
@_spi(Testing) import Feel

/// The feel meter finds what it is there to find: a layer that jumps at a grab, content
/// that slips from the pointer, a change of hands that changes speed. Fed frames by hand:
/// one layer sliding with progress (x = 500 p), the drag's telemetry and its handovers.
@MainActor
@Suite struct FeelMeterTests {
    let page = Layer()

    init() {
        page.bounds = Rect(x: 0, y: 0, width: 100, height: 100)
        page.anchorPoint = .zero
    }

    /// The press's point of the page (50, 50) where the page shows at progress `p`.
    func tracked(_ p: Double) -> Point { Point(x: 500 * p + 50, y: 50) }

    /// One frame showing progress `shown`, the pointer `lead` points ahead of the content
    /// under the press (nil: no drag yet).
    func frame(_ meter: FeelMeter, _ i: Int, shown: Double, lead: Double?, held: Bool = true, start: Double = 0.5, release: ReleaseTelemetry? = nil,
        handover: VelocityHandover? = nil) {
        page.position = Point(x: 500 * shown, y: 0)
        var t = TransitionTelemetry(progress: shown, lastRelease: release?.decision, completed: 0, cancelled: 0, handover: handover)
        if let lead {
            t.interaction = InteractionTelemetry(serial: 1, operation: .pop, grabbed: true, isHeld: held, startProgress: start, pointerProgress: shown,
                pointer: tracked(shown) + Point(x: lead, y: 30), trackedPoint: page.localToRoot.apply(to: Point(x: 50, y: 50)), trackedLayer: ObjectIdentifier(page),
                trackedLocalPoint: Point(x: 50, y: 50), release: release)
        }
        meter.observe(frame: i, time: Double(i) / 60, telemetry: t, roots: [page])
    }

    @Test func aGrabThatHoldsWhereItShowsHasNoJumpAndNoSlip() throws {
        let meter = FeelMeter()
        frame(meter, 0, shown: 0.48, lead: nil)
        frame(meter, 1, shown: 0.5, lead: nil)
        for i in 2..<10 { frame(meter, i, shown: 0.5 + Double(i - 2) * 0.02, lead: 0) }
        meter.finish()
        let s = try #require(meter.segments.first)
        #expect(s.grabJumpPt == 0)
        // Across the drag (30 pt lower) is not slip for a horizontal drag.
        #expect(s.slipPt?.max == 0)
        #expect(s.slipPt?.frames == 8)
    }

    @Test func aJumpAtTheGrabAndContentBehindThePointerAreMeasured() throws {
        let meter = FeelMeter()
        frame(meter, 0, shown: 0.5, lead: nil)
        // The grab stopped it at 0.52 where the frame before showed 0.5: a 10 pt jump.
        frame(meter, 1, shown: 0.52, lead: 5, start: 0.52)
        // Then the content stays 5 pt behind the pointer.
        for i in 2..<10 { frame(meter, i, shown: 0.52 + Double(i - 2) * 0.02, lead: 5, start: 0.52) }
        meter.finish()
        let s = try #require(meter.segments.first)
        #expect(abs((s.grabJumpPt ?? 0) - 10) < 1e-6)
        #expect(abs((s.slipPt?.median ?? 0) - 5) < 1e-6)
    }

    @Test func framesAgainstAnEndAreNotSlip() throws {
        let meter = FeelMeter()
        for i in 0..<4 { frame(meter, i, shown: 0.9 + Double(i) * 0.02, lead: 0) }
        for i in 4..<8 { frame(meter, i, shown: 1, lead: 40) }
        meter.finish()
        let s = try #require(meter.segments.first)
        #expect(s.slipPt?.max == 0)
        #expect(s.notes.contains { $0.contains("4 held frames against an end") })
    }

    func handover(_ kind: VelocityHandover.Kind, before: Double, after: Double, at time: Double) -> VelocityHandover {
        let spring = Spring.release(velocity: after / 0.47, distance: 1)
        let motion = ProgressMotion(startTime: time, from: 0.53, to: 1, duration: spring.settlingDuration, curve: .spring(spring))
        return VelocityHandover(kind: kind, operation: kind == .reversal ? .push : .pop, time: time, progress: 0.53, velocityBefore: before,
            accelerationBefore: 0, motionAfter: motion)
    }

    @Test func aReleaseFasterThanTheHandIsMeasured() throws {
        let meter = FeelMeter()
        frame(meter, 0, shown: 0.5, lead: nil)
        for i in 1..<5 { frame(meter, i, shown: 0.5 + Double(i - 1) * 0.01, lead: 0) }
        // Let go at 0.6 progress per second (300 pt/s); the animation sets off at 0.9.
        let decision = ReleaseRule.halfway.decide(progress: 0.53, velocity: 300, progressVelocity: 0.6)
        let release = ReleaseTelemetry(decision: decision, pointerVelocity: 300, progressVelocity: 0.6)
        let h = handover(.release, before: 0.6, after: 0.9, at: 5.0 / 60)
        for i in 5..<8 { frame(meter, i, shown: 0.53 + Double(i - 5) * 0.015, lead: 0, held: false, release: release, handover: h) }
        meter.finish()
        let s = try #require(meter.segments.first)
        let v = try #require(s.velocity)
        #expect(abs(v.after - 0.9) < 1e-9)
        #expect(abs((v.jumpPct ?? 0) - 50) < 1e-6)
        #expect(s.decision?.outcome == "finish")
        // The spring sets off at 2 v / d (no acceleration) only within its frequency bounds:
        // at 0.9 per second over 0.47 it is held at the slowest, and accelerates at once.
        #expect(v.accelStep > 1)
    }

    @Test func aReversalIsASegmentOfItsOwnAndFromRestIsAFullJump() throws {
        let meter = FeelMeter()
        let h = handover(.reversal, before: 2, after: 0, at: 1)
        meter.observe(frame: 0, time: 1, telemetry: TransitionTelemetry(progress: 0.53, lastRelease: nil, completed: 0, cancelled: 0, handover: h), roots: [page])
        meter.observe(frame: 1, time: 1.1, telemetry: TransitionTelemetry(progress: 0.5, lastRelease: nil, completed: 0, cancelled: 0, handover: h), roots: [page])
        meter.finish()
        #expect(meter.segments.count == 1)
        let s = try #require(meter.segments.first)
        #expect(s.kind == "reversal" && s.operation == "push")
        #expect(s.velocity?.jumpPct == 100)
    }

    @Test func aChangeOfHandsWithNothingMovingHasNoJump() throws {
        let (value, note) = FeelMeter.continuity(handover(.carryOn, before: 0, after: 0.5, at: 0), frame: 0)
        #expect(value.jumpPct == nil)
        #expect(note?.contains("nothing was moving") == true)
    }
}
