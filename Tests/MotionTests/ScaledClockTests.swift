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
}
