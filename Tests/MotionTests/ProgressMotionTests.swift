import Motion
import Testing

/// The motion model's derivatives are the curve's own: a spring's initial speed, a cubic's
/// slope, and the kick at the start of a spring set off from rest.
@Suite struct ProgressMotionTests {
    @Test func aReleaseSpringStartsAtTheSpeedItWasHanded() {
        // 3 progress a second toward 1 from 0.4: the spring takes 3 / 0.6 of the distance.
        let spring = Spring.release(velocity: 3, distance: 0.6)
        let m = ProgressMotion(startTime: 3, from: 0.4, to: 1, duration: spring.settlingDuration, curve: .spring(spring))
        #expect(abs(m.velocity(at: 3) - 3) < 1e-9)
        // 2 v / d = 10 is within the frequency bounds: no acceleration at the start.
        #expect(abs(m.acceleration(at: 3)) < 0.01)
        // A smooth curve changes its acceleration only by its jerk over a millisecond.
        #expect(m.largestAccelerationStep(at: 3, before: 0) < 1)
        // Slower, 2 v / d is held at the slowest frequency, 8.5: w^2 d - 2 w v at once.
        let slow = Spring.release(velocity: 1.2, distance: 0.6)
        let s = ProgressMotion(startTime: 0, from: 0.4, to: 1, duration: slow.settlingDuration, curve: .spring(slow))
        #expect(abs(s.acceleration(at: 0) - (8.5 * 8.5 * 0.6 - 2 * 8.5 * 1.2)) < 0.01)
        #expect(m.value(at: 3) == 0.4 && abs(m.value(at: 3 + m.duration) - 1) < 0.002)
    }

    @Test func aSpringFromRestKicksAtOnce() {
        let spring = Spring.release(velocity: 0, distance: 0.5, maxAcceleration: .infinity)
        let m = ProgressMotion(startTime: 0, from: 0.5, to: 0, duration: spring.settlingDuration, curve: .spring(spring))
        #expect(m.velocity(at: 0) == 0)
        // omega^2 d toward the end: 144 x 0.5.
        #expect(abs(m.acceleration(at: 0) + 72) < 0.1)
        #expect(abs(m.largestAccelerationStep(at: 0, before: 0) - 72) < 0.1)
    }

    @Test func aCubicsSpeedIsItsSlopeOverItsDuration() {
        let m = ProgressMotion(startTime: 1, from: 0, to: 1, duration: 0.5, curve: .linear)
        #expect(abs(m.velocity(at: 1.2) - 2) < 1e-9)
        #expect(m.velocity(at: 1.6) == 0)
        #expect(m.value(at: 0.5) == 0 && m.value(at: 2) == 1)
    }
}
