import Foundation
import Testing
import Motion

/// The scroll view's physics against their closed forms: UIKit's deceleration, rubber band,
/// the spring back from an edge, the hand-over between them, and paging.
@Suite struct ScrollPhysicsTests {
    // MARK: Deceleration

    @Test(arguments: [(0.0, 2000.0, 0.998), (120.0, -850.0, 0.998), (-40.0, 3000.0, 0.99), (5.0, 0.3, 0.995)])
    func decelerationFollowsUIKitsDecay(x0: Double, v0: Double, rate: Double) {
        let d = Deceleration(offset: x0, velocity: v0, rate: rate)
        for k in 0...600 {
            let t = Double(k) / 200
            let r = pow(rate, 1000 * t)
            #expect(abs(d.velocity(at: t) - v0 * r) < 1e-9 * max(1, abs(v0)))
            #expect(abs(d.offset(at: t) - (x0 + v0 * (r - 1) / (1000 * log(rate)))) < 1e-6)
        }
        #expect(abs(d.restOffset - (x0 - v0 / (1000 * log(rate)))) < 1e-9)
        // The offset approaches the rest position and never passes it.
        #expect(abs(d.offset(at: 60) - d.restOffset) < 1e-6)
        let stop = d.duration()
        if abs(v0) > Deceleration.stopSpeed {
            #expect(abs(abs(d.velocity(at: stop)) - Deceleration.stopSpeed) < 1e-9)
            // What is left to travel is under a quarter point at the normal rate or faster.
            #expect(abs(d.restOffset - d.offset(at: stop)) <= 0.2502)
        } else {
            #expect(stop == 0)
        }
    }

    @Test func aTwoThousandPointFlickTravelsAboutAThousandPoints() {
        let d = Deceleration(offset: 0, velocity: 2000)
        // 2000 / (1000 · 0.002002) ≈ 999 pt, stopping (0.5 pt/s) after ln(4000) / 2.002 ≈ 4.14 s.
        #expect(abs(d.restOffset - 999.0) < 0.1)
        #expect(abs(d.duration() - 4.143) < 0.01)
    }

    @Test func theTimeToReachAPositionInvertsTheOffset() throws {
        let d = Deceleration(offset: 10, velocity: 1500)
        let t = try #require(d.time(toReach: 500))
        #expect(abs(d.offset(at: t) - 500) < 1e-9)
        #expect(d.time(toReach: d.restOffset + 1) == nil)  // beyond where it rests
        #expect(d.time(toReach: 0) == nil)  // behind it
        #expect(d.time(toReach: 10) == 0)
        let back = Deceleration(offset: 10, velocity: -1500)
        #expect(abs(back.offset(at: try #require(back.time(toReach: -300))) + 300) < 1e-9)
    }

    @Test func badDecelerationInputsAreTamed() {
        for rate in [Double.nan, 0, 1, 1.5, -0.5] {
            #expect(Deceleration(offset: 0, velocity: 100, rate: rate).rate == Deceleration.normalRate)
        }
        let d = Deceleration(offset: .nan, velocity: .infinity)
        #expect(d.offset(at: 1) == 0 && d.velocity(at: 1) == 0 && d.duration() == 0)
    }

    // MARK: Rubber band

    @Test(arguments: [(10.0, 300.0), (100.0, 300.0), (1000.0, 800.0), (5.0, 50.0)])
    func theRubberBandIsUIKitsFormula(x: Double, d: Double) {
        let band = RubberBand(dimension: d)
        let f = (1 - 1 / (x * 0.55 / d + 1)) * d
        #expect(abs(band.offset(forDistance: x) - f) < 1e-12)
        #expect(abs(band.offset(forDistance: -x) + f) < 1e-12)
        #expect(band.offset(forDistance: x) < min(x * 0.55, d))
        #expect(abs(band.distance(forOffset: f) - x) < 1e-9 * max(1, x))
        // The slope is the derivative: content moves slower the farther it is pulled.
        let h = 1e-6
        #expect(abs(band.slope(atDistance: x) - (band.offset(forDistance: x + h) - band.offset(forDistance: x - h)) / (2 * h)) < 1e-6)
        #expect(band.slope(atDistance: 0) == 0.55)
    }

    @Test func bandingAPositionWithinLimits() {
        let band = RubberBand(coefficient: 0.55, dimension: 300)
        let limits = 0.0...700.0
        #expect(band.banded(350, within: limits) == 350)
        #expect(abs(band.banded(-100, within: limits) + band.offset(forDistance: 100)) < 1e-12)
        #expect(abs(band.banded(760, within: limits) - (700 + band.offset(forDistance: 60))) < 1e-12)
        for p in [-500.0, -3, 0, 350, 700, 701, 2000] {
            #expect(abs(band.unbanded(band.banded(p, within: limits), within: limits) - p) < 1e-6)
        }
        // A band with nothing to stretch over keeps content at the edge.
        #expect(RubberBand(dimension: 0).offset(forDistance: 50) == 0)
        #expect(RubberBand(coefficient: .nan, dimension: 300).banded(-50, within: limits) == 0)
    }

    // MARK: Bounce back

    /// The default bounce is critically damped: x(t) = (D + (V + ω D) t) e^(−ω t).
    @Test(arguments: [(-60.0, 0.0), (40.0, 900.0), (0.0, -1500.0), (-120.0, -300.0)])
    func theBounceIsACriticallyDampedSpring(d: Double, v: Double) {
        let spring = Spring(dampingRatio: 1, settlingIn: 0.5)
        let b = BounceBack(from: 500 + d, velocity: v, to: 500, spring: spring)
        let w = spring.naturalFrequency
        for k in 0...120 {
            let t = Double(k) / 120
            let e = exp(-w * t)
            #expect(abs(b.offset(at: t) - (500 + (d + (v + w * d) * t) * e)) < 1e-6)
            #expect(abs(b.velocity(at: t) - (v - w * (v + w * d) * t) * e) < 1e-6)
        }
        // Started away from or at the edge, it comes back without passing it.
        var t = 0.0
        while t < 1.5 {
            let x = b.offset(at: t) - 500
            #expect(d == 0 && v == 0 || x == 0 || (x > 0) == (d != 0 ? d > 0 : v > 0) || abs(x) < 1e-9)
            t += 0.001
        }
        #expect(!b.overshoots)
    }

    @Test func aBounceSettlesInAboutHalfASecond() {
        let spring = Spring(dampingRatio: 1, settlingIn: BounceBack.defaultSpring.duration)
        for (d, v) in [(-46.5, 0.0), (-20.0, 0.0), (0.0, 1200.0), (-80.0, -400.0)] {
            let b = BounceBack(from: d, velocity: v, to: 0, spring: spring)
            var t = 0.0
            while !b.isSettled(at: t) { t += 1.0 / 240 }
            #expect(t > 0.35 && t < 0.65, "from \(d) at \(v): \(t) s")
        }
    }

    @Test func aSpringCanBeKeptFromPassingItsTarget() {
        let spring = Spring(dampingRatio: 1, settlingIn: 0.5)
        // 100 pt short of a page, moving toward it at 5000 pt/s: far faster than ω · 100.
        let loose = BounceBack(from: 0, velocity: 5000, to: 100, spring: spring)
        #expect(loose.overshoots)
        #expect((0...400).map { loose.offset(at: Double($0) / 400) }.max()! > 100.5)
        let kept = BounceBack(from: 0, velocity: 5000, to: 100, spring: spring, preventsOvershoot: true)
        #expect(!kept.overshoots && kept.velocity(at: 0) == 5000)
        #expect((0...4000).map { kept.offset(at: Double($0) / 1000) }.max()! <= 100 + 1e-9)
        #expect(abs(kept.spring.dampingRatio - 1) < 1e-9)
        // A spring that bounces is left to bounce.
        let bouncy = Spring(dampingRatio: 0.5, settlingIn: 0.5)
        #expect(BounceBack(from: 0, velocity: 0, to: 100, spring: bouncy, preventsOvershoot: true).overshoots)
    }

    // MARK: Momentum

    @Test func momentumInsideTheLimitsIsTheDeceleration() {
        let m = Momentum(offset: 100, velocity: 800, limits: 0...5000, spring: Spring(dampingRatio: 1, settlingIn: 0.5))
        let d = Deceleration(offset: 100, velocity: 800)
        #expect(m.bounce == nil && m.finalOffset == d.restOffset && m.switchTime == d.duration())
        for k in 0..<240 where Double(k) / 60 < d.duration() { #expect(m.offset(at: Double(k) / 60) == d.offset(at: Double(k) / 60)) }
        #expect(!m.isFinished(at: d.duration() - 0.01) && m.isFinished(at: d.duration()))
        #expect(m.offset(at: d.duration()) == d.restOffset)
    }

    /// A flick into the bottom edge coasts to it, then springs back from the speed it had
    /// there: offset and velocity continuous, out past the edge and back, never short of it.
    @Test func coastingIntoAnEdgeTurnsIntoTheBounceSmoothly() throws {
        let spring = Spring(dampingRatio: 1, settlingIn: 0.5)
        let m = Momentum(offset: 600, velocity: 1500, limits: 0...1000, spring: spring)
        let bounce = try #require(m.bounce)
        let tc = m.switchTime
        #expect(abs(Deceleration(offset: 600, velocity: 1500).offset(at: tc) - 1000) < 1e-9)
        #expect(abs(m.offset(at: tc - 1e-9) - m.offset(at: tc)) < 1e-5)
        #expect(abs(m.velocity(at: tc - 1e-9) - m.velocity(at: tc)) < 1e-3)
        #expect(bounce.offset == 1000 && bounce.velocity > 0)
        var t = tc, peak = 0.0
        while !m.isFinished(at: t) {
            #expect(m.offset(at: t) >= 1000 - 1e-9)
            peak = max(peak, m.offset(at: t))
            t += 1.0 / 600
        }
        #expect(peak > 1005 && m.finalOffset == 1000)
        // Without a bounce it stops at the edge it reaches.
        let clamped = Momentum(offset: 600, velocity: 1500, limits: 0...1000, spring: nil)
        #expect(clamped.finalOffset == 1000 && clamped.isFinished(at: clamped.switchTime) && clamped.offset(at: 10) == 1000)
    }

    @Test func letGoPastAnEdgeItSpringsBackUnlessFlungBackIn() throws {
        let spring = Spring(dampingRatio: 1, settlingIn: 0.5)
        let still = Momentum(offset: -40, velocity: 0, limits: 0...1000, spring: spring)
        #expect(still.deceleration == nil && still.finalOffset == 0)
        for k in 0...120 { #expect(still.offset(at: Double(k) / 120) <= 0) }
        let outward = Momentum(offset: -40, velocity: -600, limits: 0...1000, spring: spring)
        #expect(outward.deceleration == nil && outward.offset(at: 0.02) < -40)
        // Flung back in faster than the spring can stop at the edge: it coasts into the content.
        let inward = Momentum(offset: -40, velocity: 3000, limits: 0...5000, spring: spring)
        #expect(inward.deceleration != nil && inward.bounce == nil && inward.finalOffset > 1000)
    }

    // MARK: Paging

    @Test func aReleasePicksItsPage() {
        func page(_ offset: Double, _ v: Double) -> Int { Paging.targetPage(offset: offset, velocity: v, pageLength: 400, pageCount: 4) }
        #expect(page(150, 0) == 0 && page(250, 0) == 1)  // the nearest
        #expect(page(60, 500) == 1 && page(340, -500) == 0)  // a flick turns it
        #expect(page(60, 200) == 0)  // too slow to turn
        #expect(page(400, 500) == 2 && page(400, -500) == 0)  // one page, from where it shows
        #expect(page(-30, -900) == 0 && page(1300, 900) == 3)  // never past the ends
        #expect(Paging.pageCount(contentLength: 1600, pageLength: 400) == 4)
        #expect(Paging.pageCount(contentLength: 1500, pageLength: 400) == 4)
        #expect(Paging.pageCount(contentLength: 300, pageLength: 400) == 1)
        #expect(Paging.offset(ofPage: 3, pageLength: 400, maxOffset: 1100) == 1100)
        #expect(Paging.targetPage(offset: .nan, velocity: 0, pageLength: 400, pageCount: 4) == 0)
    }
}
