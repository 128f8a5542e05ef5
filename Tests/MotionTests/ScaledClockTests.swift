import Testing
import Motion

@Suite struct ScaledClockTests {
    @Test func slowingDownKeepsTimeContinuous() {
        let base = ManualClock(now: 10)
        let clock = ScaledClock(base: base)
        base.advance(by: 1)
        #expect(clock.now == 11)
        clock.rate = 0.1
        #expect(clock.now == 11)
        base.advance(by: 1)
        #expect(abs(clock.now - 11.1) < 1e-12)
        clock.rate = 1
        base.advance(by: 1)
        #expect(abs(clock.now - 12.1) < 1e-12)
        clock.rate = .nan
        #expect(clock.rate == 1)
    }

    /// Held at a time (the frame shown), it stands there whatever the base and the rate do,
    /// and released it goes on from there at the rate in effect.
    @Test func aHoldStandsStillAndAReleaseGoesOnFromThere() {
        let base = ManualClock(now: 10)
        let clock = ScaledClock(base: base)
        base.advance(by: 1)
        clock.hold(at: 10.98)
        #expect(clock.isHeld && clock.now == 10.98)
        base.advance(by: 5)
        clock.rate = 0.1
        #expect(clock.now == 10.98)
        clock.release()
        #expect(!clock.isHeld && clock.now == 10.98)
        base.advance(by: 1)
        #expect(abs(clock.now - 11.08) < 1e-12)
        clock.hold(at: .infinity)
        #expect(!clock.isHeld, "a time that is not finite is refused")
    }
}
