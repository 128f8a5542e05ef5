import Feel
import Geometry
import Gestures
import Navigation
import Feel
import Testing
import Views
import SegueTesting

/// The feel meter catches what it exists to catch, on a real navigation controller driven
/// frame by frame: content one frame behind the pointer, a release that leaves at half the
/// hand's speed, and Back that turns a moving push around from rest. Each fault is injected
/// through public API (a lagging progress function, a driver that overrides `finish` or
/// `cancel`), and the same run without it meets the targets, so none passes by construction.
@MainActor
@Suite struct FeelFaultTests {
    /// A driver that halves the speed it is handed at release.
    @MainActor final class HalvingDriver: PercentDrivenInteractiveTransition {
        override func finish(velocity: Double? = nil) { super.finish(velocity: velocity.map { $0 / 2 }) }
        override func cancel(velocity: Double? = nil) { super.cancel(velocity: velocity.map { $0 / 2 }) }
    }

    /// A driver that drops the speed it is handed: it sets off from rest.
    @MainActor final class RestingDriver: PercentDrivenInteractiveTransition {
        override func cancel(velocity: Double? = nil) { super.cancel(velocity: nil) }
    }

    /// The rig, a pushed page to pop, the meter reading every frame, and a pan of its own
    /// driving pops through `drag`.
    @MainActor final class Probe {
        let rig = NavigationRig()
        let meter = FeelMeter()
        let pan = PanGestureRecognizer(name: "test pop")
        private var frames = 0

        init(drag: InteractiveDrag? = nil) {
            rig.nav.pushViewController(ViewController(title: "top"), animated: false)
            rig.tick()
            guard let drag else { return }
            rig.nav.interactivePopGestureRecognizer.isEnabled = false
            let nav = rig.nav
            pan.addTarget { r in drag.handle(r as! PanGestureRecognizer) { drag.begin(on: nav) { nav.popViewController(animated: true) } } }
            nav.view.addGestureRecognizer(pan)
        }

        func frame(_ dt: Double = 1.0 / 60) {
            rig.tick(dt)
            meter.observe(frame: frames, time: rig.now, telemetry: rig.nav.telemetry, roots: [rig.window.layer])
            frames += 1
        }

        /// A drag right along y = 150, one move a frame, let go moving.
        func drag(from x0: Double, to x1: Double, steps: Int = 12) {
            rig.press(Point(x: x0, y: 150))
            frame()
            for i in 1...steps {
                rig.move(Point(x: x0 + (x1 - x0) * Double(i) / Double(steps), y: 150))
                frame()
            }
            rig.release(Point(x: x1, y: 150))
            for _ in 0..<90 { frame() }
            meter.finish()
        }
    }

    static func popDrag(progress: @escaping @MainActor (Double, Double) -> Double = { $0 / $1 }) -> InteractiveDrag {
        InteractiveDrag(rule: .halfway, length: { 400 }, progress: progress)
    }

    func onlyDrag(_ p: Probe) throws -> FeelSegment {
        let drags = p.meter.segments.filter { $0.kind == "drag" }
        try #require(drags.count == 1, "\(p.meter.segments)")
        return drags[0]
    }

    @Test func aDragThatFollowsThePointerHasNoSlipAndKeepsItsSpeed() throws {
        let p = Probe(drag: FeelFaultTests.popDrag())
        p.drag(from: 60, to: 220)
        let s = try onlyDrag(p)
        let slip = try #require(s.slipPt)
        #expect(slip.frames >= 8)
        #expect(slip.p95 <= 1, "\(slip)")
        let v = try #require(s.velocity)
        #expect(v.event == "release")
        #expect(try #require(v.jumpPct) <= 1, "\(v)")
    }

    @Test func contentAFrameBehindThePointerIsCaughtAsSlip() throws {
        var last = 0.0
        // The transition is put where the pointer was one event before.
        let p = Probe(drag: FeelFaultTests.popDrag { t, length in
            defer { last = t }
            return min(1, max(0, last / length))
        })
        p.drag(from: 60, to: 220)
        let slip = try #require(try onlyDrag(p).slipPt)
        // The pointer moves about 13 pt a frame.
        #expect(slip.median >= 10, "\(slip)")
        #expect(slip.p95 > 1)
    }

    @Test func aReleaseAtHalfTheHandsSpeedIsCaught() throws {
        let drag = FeelFaultTests.popDrag()
        drag.makeDriver = { HalvingDriver() }
        let p = Probe(drag: drag)
        p.drag(from: 60, to: 220)
        let v = try #require(try onlyDrag(p).velocity)
        #expect(abs(try #require(v.jumpPct) - 50) < 1, "\(v)")
    }

    /// Back a third of the way through a push: the reversal keeps its speed; a driver that
    /// sets off from rest is caught.
    @Test(arguments: [false, true])
    func backDuringAPushTurnsItAroundWithoutAStepInSpeed(fromRest: Bool) throws {
        let p = Probe()
        let driver = fromRest ? RestingDriver() : PercentDrivenInteractiveTransition()
        driver.wantsInteractiveStart = false
        let started = p.rig.nav.runInteractively(driver) { p.rig.nav.pushViewController(ViewController(title: "pushed"), animated: true) }
        try #require(started != nil)
        for _ in 0..<8 { p.frame() }
        #expect(p.rig.nav.goBack())
        for _ in 0..<90 { p.frame() }
        p.meter.finish()
        #expect(p.rig.nav.topViewController?.title == "top")
        let reversal = try #require(p.meter.segments.first { $0.kind == "reversal" })
        let v = try #require(reversal.velocity)
        #expect(v.before > 0.5, "\(v)")
        let jump = try #require(v.jumpPct)
        if fromRest { #expect(jump > 99, "\(v)") } else { #expect(jump < 1, "\(v)") }
    }
}

/// Drags report to their transition's telemetry sink: one the window's frame driver hands
/// to every scene's navigation controller, so drags keep counting across scenes.
@MainActor
@Suite struct TelemetrySinkTests {
    @Test func dragsOnTwoControllersSharingASinkAreToldApart() throws {
        let sink = TransitionTelemetrySink()
        let a = FeelFaultTests.Probe(drag: FeelFaultTests.popDrag()), b = FeelFaultTests.Probe(drag: FeelFaultTests.popDrag())
        a.rig.nav.telemetrySink = sink
        b.rig.nav.telemetrySink = sink
        a.drag(from: 60, to: 220)
        #expect(a.rig.nav.telemetry.interaction?.serial == 1)
        b.drag(from: 60, to: 220)
        #expect(sink.dragSerial == 2)
        #expect(b.rig.nav.telemetry.interaction?.serial == 2)
        // Each controller's telemetry reads the sink: the latest drag, wherever it was.
        #expect(a.rig.nav.telemetry.interaction?.serial == 2)
        #expect(b.rig.nav.telemetry.handover?.kind == .release)
    }
}
