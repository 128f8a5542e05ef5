import Foundation
import Motion
import Testing

/// Android's spline fling distance, against OverScroller's own formula worked by hand, and
/// the exponential rate fitted to it.
@Suite struct SplineFlingTests {
    @Test func theDistanceIsOverScrollersAndGrowsFasterThanTheSpeed() {
        // OverScroller at density 1: l = ln(0.35 v / (0.015 c)), d = 0.015 c e^(D / (D − 1) l).
        let c = 9.80665 * 39.37 * 160 * 0.84, decel = log(0.78) / log(0.9)
        let v = 2000.0, l = log(0.35 * v / (0.015 * c))
        #expect(abs(SplineFling.distance(velocity: v) - 0.015 * c * exp(decel / (decel - 1) * l)) < 1e-9)
        #expect(abs(SplineFling.distance(velocity: 1000) - 194.31) < 0.01)
        // v^1.74: twice the speed goes some 3.3 times as far.
        let ratio = SplineFling.distance(velocity: 2000) / SplineFling.distance(velocity: 1000)
        #expect(ratio > 3.2 && ratio < 3.4, "\(ratio)")
    }

    @Test(arguments: [500.0, 1000, 2000, 4000])
    func theFittedRateTravelsAsFarAtItsSpeed(velocity: Double) {
        let rate = SplineFling.equivalentRate(at: velocity)
        let coast = Deceleration(offset: 0, velocity: velocity, rate: rate)
        #expect(abs(coast.restOffset - SplineFling.distance(velocity: velocity)) < 1e-6 * max(1, coast.restOffset))
        #expect(rate > 0.9 && rate < 1)
    }
}
