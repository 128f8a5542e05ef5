import Testing
import Motion

/// The spring a released transition continues on leaves at the pointer's speed without a
/// kick, comes to rest at its target without overshooting, and stays within its bounds.
@Suite struct ReleaseSpringTests {
    /// Progress per second at the start, and the change of speed over the first frame.
    func start(_ s: Spring) -> (velocity: Double, firstFrameSpeed: Double) {
        let dt = 1.0 / 60
        return (s.velocity(at: 0), (s.value(at: dt) - s.value(at: 0)) / dt)
    }

    @Test(arguments: [(0.5, 1.0), (0.3, 2.5), (0.8, 0.6), (0.05, 3.0), (1.0, 0.2)])
    func itStartsAtThePointersSpeedAndNeverOvershoots(distance: Double, velocity: Double) {
        let s = Spring.release(velocity: velocity, distance: distance)
        // Velocity in units of the distance: times the distance, progress per second.
        let (v0, firstFrame) = start(s)
        #expect(abs(v0 * distance - velocity) < 1e-9)
        var t = 0.0, peak = 0.0
        while t < s.settlingDuration { peak = max(peak, s.value(at: t)); t += 0.001 }
        #expect(peak <= 1 + 1e-6, "overshot to \(peak)")
        // Where 2 v / d lies inside the bounds, the first frame keeps within 3% of the speed.
        let omega = 2 * velocity / distance
        if omega >= Spring.releaseFrequencies.slowest && omega <= Spring.releaseFrequencies.quickest {
            #expect(abs(firstFrame * distance - velocity) / velocity < 0.03, "first frame at \(firstFrame * distance) for \(velocity)")
        }
    }

    @Test func atRestNearItsEndItSettlesInUnderASecond() {
        let s = Spring.release(velocity: 0, distance: 0.25)
        #expect(s.velocity(at: 0) == 0)
        #expect(abs(s.naturalFrequency - Spring.restingFrequency) < 1e-9 && abs(s.dampingRatio - 1) < 1e-9)
        #expect(s.settlingDuration < 1 && abs(s.value(at: s.settlingDuration) - 1) < 0.01)
    }

    /// A slow release far from its end used to take the slowest frequency (8.5) and kick at
    /// once (w^2 d - 2 w v, 72 of the transition per second squared for one at rest the
    /// whole way); it now eases off within the bound, and still settles in under 1.6 s.
    @Test(arguments: [(0.0, 1.0), (0.01, 1.0), (0.0, 0.5), (0.2, 0.8), (0.5, 0.9)])
    func aSlowReleaseFarFromItsEndEasesOffWithinTheBound(velocity: Double, distance: Double) {
        let s = Spring.release(velocity: velocity, distance: distance)
        let w = s.naturalFrequency
        let start = w * w * distance - 2 * w * velocity
        #expect(start <= Spring.releaseMaxAcceleration + 1e-6, "starts at \(start)")
        #expect(s.settlingDuration < 1.6)
        #expect(abs(s.initialVelocity * distance - velocity) < 1e-9)
        // Without the bound: the old floor.
        let old = Spring.release(velocity: velocity, distance: distance, maxAcceleration: .infinity)
        let kick = old.naturalFrequency * old.naturalFrequency * distance - 2 * old.naturalFrequency * velocity
        #expect(kick > Spring.releaseMaxAcceleration)
    }

    /// A fast flick near its end held at the quickest frequency would slow at once; it is
    /// brought toward 2 v / d until the step is within the bound.
    @Test func aFastFlickNearItsEndSlowsWithinTheBound() {
        let s = Spring.release(velocity: 12, distance: 0.3)
        let w = s.naturalFrequency
        #expect(abs(w * w * 0.3 - 2 * w * 12) <= Spring.releaseMaxAcceleration + 1e-6)
        #expect(w > Spring.releaseFrequencies.quickest)
    }

    @Test func badInputsGiveARestingSpring() {
        for (v, d) in [(Double.nan, 0.5), (1, 0), (.infinity, 0.5)] {
            let s = Spring.release(velocity: v, distance: d)
            #expect(s.initialVelocity.isFinite && s.initialVelocity >= 0)
            #expect(s.value(at: 5).isFinite)
        }
    }

    /// Let go moving away from its target, it keeps that speed, slows, stops and comes back,
    /// and never runs further away than `room` allows (a transition cannot go past its start).
    @Test(arguments: [(-3.0, 0.5, 0.05), (-0.5, 0.8, 0.2), (-8.0, 0.3, 0.01), (-1.0, 0.5, Double.infinity)])
    func aReleaseMovingAwayKeepsItsSpeedAndItsRoom(velocity: Double, distance: Double, room: Double) {
        let s = Spring.release(velocity: velocity, distance: distance, room: room)
        #expect(abs(s.initialVelocity * distance - velocity) < 1e-9)
        var lowest = 0.0
        for i in 0...3000 { lowest = min(lowest, s.value(at: Double(i) / 1000)) }
        #expect(-lowest * distance <= room + 1e-6, "went \(-lowest * distance) away with room \(room)")
        #expect(abs(s.value(at: s.settlingDuration) - 1) < 0.01)
    }
}
