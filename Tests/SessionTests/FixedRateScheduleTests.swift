import Testing
import Sessions

/// The fixed-rate rule of `--video` and `--frames --fps`: each video frame shows the latest
/// recorded frame at or before it, and the video lasts as long as the session.
@Suite struct FixedRateScheduleTests {
    @Test func theVideoLastsTheSessionWithinHalfAFrame() {
        for rate in [1.0, 24, 25, 29.97, 30, 60, 240] {
            for duration in [0.0, 0.004, 0.0166, 0.5, 2.3775485, 5.331147598, 61.25] {
                let s = FixedRateSchedule(start: 0.139, end: 0.139 + duration, rate: rate)
                #expect(s.frameCount >= 1)
                if duration * rate >= 0.5 {
                    #expect(abs(Double(s.frameCount) / rate - duration) <= 0.5 / rate + 1e-9, "\(duration) s at \(rate)")
                } else {
                    #expect(s.frameCount == 1, "a session shorter than half a frame is one frame")
                }
            }
        }
    }

    @Test func aRecordedFrameGoesToTheNearestVideoFrameAndTheLastToTheLast() {
        let s = FixedRateSchedule(start: 10, end: 12, rate: 10)
        #expect(s.frameCount == 20)
        #expect(s.slot(of: 10) == 0)
        #expect(s.slot(of: 10.049) == 0)
        #expect(s.slot(of: 10.051) == 1)
        #expect(s.slot(of: 10.5) == 5)
        #expect(s.slot(of: 11.86) == 19)
        // The last frame line's time would round to 20: it goes to the last video frame.
        #expect(s.slot(of: 12) == 19)
        // Out of range (not from a well-formed session) is clamped, never a trap.
        #expect(s.slot(of: 9) == 0)
        #expect(s.slot(of: 1e12) == 19)
        #expect(FixedRateSchedule(start: 3, end: 3, rate: 60).slot(of: 3) == 0)
    }

    @Test func theCursorFinishesTheVideoFramesBeforeEachArrival() {
        // Recorded frames at slots 0, 0, 3, 3, 4 of 7: frames 0-2 show the second recorded
        // frame, 3 the fourth, 4-6 the fifth (the last).
        var cursor = FixedRateCursor()
        var shown: [Int: Int] = [:]
        var current = -1
        for (recorded, slot) in [0, 0, 3, 3, 4].enumerated() {
            for k in cursor.advance(to: slot) { shown[k] = current }
            current = recorded
        }
        for k in cursor.advance(to: 7) { shown[k] = current }
        #expect(shown == [0: 1, 1: 1, 2: 1, 3: 3, 4: 4, 5: 4, 6: 4])
        #expect(cursor.next == 7)
        #expect(cursor.advance(to: 5).isEmpty, "a time that goes back finishes nothing")
    }
}
