import Runtime
import Testing

/// The overlay's frame rate reads frames drawn back to back: an idle wait for input is no
/// frame, a stall while busy is one.
@Suite struct FrameRateMeterTests {
    @Test func aWindowThatIdledStillReadsItsFrameRate() throws {
        var meter = FrameRateMeter()
        #expect(meter.reading == nil)
        for k in 0...30 { meter.presented(at: Double(k) / 60, afterIdle: false) }
        let busy = try #require(meter.reading)
        #expect(abs(busy.fps - 60) < 1e-6 && abs(busy.frameMs - 1000.0 / 60) < 1e-6)
        // 2.7 s with nothing to draw, then a click draws a frame: still 60 frames a second.
        meter.presented(at: 30.0 / 60 + 2.7, afterIdle: true)
        #expect(abs(try #require(meter.reading).fps - 60) < 1e-6)
    }

    @Test func aStallWhileBusyShows() throws {
        var meter = FrameRateMeter()
        for k in 0...30 { meter.presented(at: Double(k) / 60, afterIdle: false) }
        // One frame 300 ms late mid-animation: the mean over 31 intervals goes from 16.7 ms up.
        meter.presented(at: 30.0 / 60 + 0.3, afterIdle: false)
        let r = try #require(meter.reading)
        #expect(abs(r.frameMs - (30 * 1000.0 / 60 + 300) / 31) < 1e-6)
        #expect(r.fps < 40)
    }

    @Test func theMeanIsOverTheLast60Frames() throws {
        var meter = FrameRateMeter()
        for k in 0...100 { meter.presented(at: Double(k) / 30, afterIdle: false) }
        for k in 1...60 { meter.presented(at: 100.0 / 30 + Double(k) / 120, afterIdle: false) }
        #expect(abs(try #require(meter.reading).fps - 120) < 1e-6)
    }
}
