import Compositor
import Geometry
import Navigation
import Runtime
import Testing

/// The feel meter finds what it is there to find: a layer that jumps at a grab, a layer that
/// lags the pointer, a release that leaves at another speed than the pointer's. Fed frames
/// by hand: one layer sliding with progress (x = 500 p), and the drag's telemetry.
@MainActor
@Suite struct FeelMeterTests {
    let page = Layer()

    init() {
        page.bounds = Rect(x: 0, y: 0, width: 100, height: 100)
        page.anchorPoint = .zero
    }

    func show(_ p: Double) { page.position = Point(x: 500 * p, y: 0) }

    func telemetry(_ shown: Double, asked: Double, held: Bool, grabbed: Bool = true, start: Double = 0.5, release: ReleaseTelemetry? = nil) -> TransitionTelemetry {
        let interaction = InteractionTelemetry(serial: 1, operation: .pop, grabbed: grabbed, isHeld: held, startProgress: start, pointerProgress: asked,
            pointer: .zero, trackedPoint: page.localToRoot.apply(to: Point(x: 50, y: 50)), trackedLayer: ObjectIdentifier(page),
            trackedLocalPoint: Point(x: 50, y: 50), release: release)
        return TransitionTelemetry(progress: shown, lastRelease: release?.decision, completed: 0, cancelled: 0, interaction: interaction)
    }

    func frame(_ meter: FeelMeter, _ i: Int, shown: Double, asked: Double?, held: Bool, start: Double = 0.5, release: ReleaseTelemetry? = nil) {
        show(shown)
        let t = telemetry(shown, asked: asked ?? shown, held: held, start: start, release: release)
        if asked == nil {
            // Before the grab: no drag yet.
            meter.observe(frame: i, time: Double(i) / 60, telemetry: TransitionTelemetry(progress: shown, lastRelease: nil, completed: 0, cancelled: 0), roots: [page])
        } else {
            meter.observe(frame: i, time: Double(i) / 60, telemetry: t, roots: [page])
        }
    }

    @Test func aGrabThatHoldsWhereItShowsHasNoJumpAndNoTrackingError() throws {
        let meter = FeelMeter()
        frame(meter, 0, shown: 0.48, asked: nil, held: false)
        frame(meter, 1, shown: 0.5, asked: nil, held: false)
        for i in 2..<10 { frame(meter, i, shown: 0.5 + Double(i - 2) * 0.02, asked: 0.5 + Double(i - 2) * 0.02, held: true) }
        meter.finish()
        let s = try #require(meter.segments.first)
        #expect(s.grabJumpPt == 0)
        #expect(s.trackingErrorPt?.max == 0)
    }

    @Test func aJumpAtTheGrabAndALagWhileDraggingAreMeasured() throws {
        let meter = FeelMeter()
        frame(meter, 0, shown: 0.5, asked: nil, held: false)
        // The grab stopped it at 0.52 where the frame before showed 0.5: a 10 pt jump.
        frame(meter, 1, shown: 0.52, asked: 0.52, held: true, start: 0.52)
        // Then the frames lag the pointer by 0.01 (5 pt).
        for i in 2..<10 { frame(meter, i, shown: 0.52 + Double(i - 2) * 0.02, asked: 0.53 + Double(i - 2) * 0.02, held: true, start: 0.52) }
        meter.finish()
        let s = try #require(meter.segments.first)
        #expect(abs((s.grabJumpPt ?? 0) - 10) < 1e-6)
        #expect(abs((s.trackingErrorPt?.median ?? 0) - 5) < 1e-6)
    }

    @Test func aReleaseFasterThanThePointerIsMeasured() throws {
        let meter = FeelMeter()
        frame(meter, 0, shown: 0.5, asked: nil, held: false)
        for i in 1..<5 { frame(meter, i, shown: 0.5 + Double(i - 1) * 0.01, asked: 0.5 + Double(i - 1) * 0.01, held: true) }
        // Let go at 0.6 progress per second (300 pt/s); the frames then move at 0.9 per second.
        let decision = ReleaseRule.halfway.decide(progress: 0.53, velocity: 300, progressVelocity: 0.6)
        let release = ReleaseTelemetry(decision: decision, pointerVelocity: 300, progressVelocity: 0.6)
        for i in 5..<8 { frame(meter, i, shown: 0.53 + Double(i - 5) * 0.015, asked: 0.53, held: false, release: release) }
        meter.finish()
        let s = try #require(meter.segments.first)
        #expect(abs((s.releaseVelocityErrorPct ?? 0) - 50) < 1e-6)
        #expect(s.decision?.outcome == "finish")
    }
}
