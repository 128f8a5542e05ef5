import Foundation
import Testing
import Motion

@Suite struct SpringTests {
    func numericVelocity(_ s: Spring, _ t: Double) -> Double { (s.value(at: t + 1e-6) - s.value(at: t)) / 1e-6 }

    @Test(arguments: [0.3, 1.0, 2.5])
    func startsAtRestPositionWithItsInitialVelocity(ratio: Double) {
        let k = 200.0
        let s = Spring(mass: 1, stiffness: k, damping: 2 * ratio * k.squareRoot(), initialVelocity: 3)
        #expect(abs(s.value(at: 0)) < 1e-12)
        #expect(abs(s.velocity(at: 0) - 3) < 1e-9)
        // The closed-form velocity is the derivative of the closed-form position.
        for t in [0.05, 0.2, 0.7] { #expect(abs(s.velocity(at: t) - numericVelocity(s, t)) < 1e-3) }
    }

    @Test func criticallyDampedNeverOvershoots() {
        let s = Spring(dampingRatio: 1, initialVelocity: 0, settlingIn: 0.5)
        #expect(abs(s.dampingRatio - 1) < 1e-9)
        for i in 0...2000 { #expect(s.value(at: Double(i) / 1000) <= 1 + 1e-12) }
    }

    @Test func underdampedOvershoots() {
        let s = Spring(dampingRatio: 0.3, settlingIn: 1)
        let peak = (0...1000).map { s.value(at: Double($0) / 1000) }.max()!
        #expect(peak > 1.2)
    }

    @Test(arguments: [0.2, 0.7, 1.0, 1.8])
    func settlesWithinToleranceAtItsSettlingTime(ratio: Double) {
        let s = Spring(mass: 1, stiffness: 300, damping: 2 * ratio * 300.0.squareRoot(), initialVelocity: 2)
        let t = s.settlingDuration
        for k in 0...200 {
            let u = t + Double(k) * 0.01
            #expect(abs(s.value(at: u) - 1) <= 1e-3 + 1e-9)
        }
        // ...and not much earlier.
        #expect((0..<Int(t * 100 * 0.9)).contains { abs(s.value(at: Double($0) / 100) - 1) > 1e-3 })
    }

    @Test func dampingRatioFormSettlesInTheRequestedDuration() {
        for duration in [0.3, 1.0, 2.0] {
            let s = Spring(dampingRatio: 0.6, settlingIn: duration)
            #expect(abs(s.settlingDuration - duration) < 0.02 * duration + 0.011)
        }
    }

    @Test func durationAndBounceFollowTheirFormula() {
        let s = Spring(duration: 0.5, bounce: 0.2)
        #expect(abs(s.stiffness - pow(2 * Double.pi / 0.5, 2)) < 1e-9)
        #expect(abs(s.damping - 4 * Double.pi * 0.8 / 0.5) < 1e-9)
        let flat = Spring(duration: 0.5, bounce: 0)
        #expect(abs(flat.dampingRatio - 1) < 1e-9)
        let over = Spring(duration: 0.5, bounce: -0.5)
        #expect(abs(over.damping - 4 * Double.pi / (0.5 * 0.5)) < 1e-9)
        #expect(over.dampingRatio > 1)
    }

    @Test func matchingAPointerVelocity() {
        // 600 pt/s with 300 pt to go: two distances per second.
        let s = Spring(dampingRatio: 1, settlingIn: 0.4).matching(velocity: 600, distance: 300)
        #expect(abs(s.velocity(at: 0) - 2) < 1e-12)
        #expect(Spring(stiffness: 100, damping: 20).matching(velocity: 5, distance: 0).initialVelocity == 0)
    }

    @Test func badParametersAreClamped() {
        let s = Spring(mass: -1, stiffness: .nan, damping: -5, initialVelocity: .infinity)
        #expect(s.value(at: 0.5).isFinite)
        let r = Spring(dampingRatio: -2, settlingIn: .nan)
        #expect(r.value(at: 0.2).isFinite && r.dampingRatio > 0)
    }
}
