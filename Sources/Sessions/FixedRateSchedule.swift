/// A session's frames shown at a fixed rate, as its screen showed them: video frame `k`
/// stands for the time `k / rate` after the first frame line. Each recorded frame goes to
/// the video frame nearest its time (the last recorded frame always to the last video
/// frame), and a video frame shows the latest recorded frame placed at or before it: a
/// frame that stayed on screen is repeated, and of several recorded within one video frame
/// the latest is shown. The engine is never stepped at other times, so the recorded frames
/// (and their digests) are exactly those of a plain replay.
///
/// The video lasts `frameCount / rate` seconds, within half a frame of the session's
/// duration (its first to its last frame line).
public struct FixedRateSchedule: Equatable, Sendable {
    /// The first frame line's time, on the session's clock.
    public let start: Double
    /// From the first to the last frame line, in seconds.
    public let duration: Double
    /// Frames a second.
    public let rate: Double

    public init(start: Double, end: Double, rate: Double) {
        self.start = start
        duration = max(0, end - start)
        self.rate = rate
    }

    /// Video frames: at least one (a session of one frame line).
    public var frameCount: Int { max(1, Int((duration * rate).rounded())) }

    /// The video frame a recorded frame at `time` goes to.
    public func slot(of time: Double) -> Int {
        min(nearestSlot(of: time), frameCount - 1)
    }

    /// The video frame nearest `time`, past the last one too (a run that outlasts its
    /// recording).
    public func nearestSlot(of time: Double) -> Int {
        let nearest = ((time - start) * rate).rounded()
        guard nearest > 0 else { return 0 }
        return Int(min(nearest, 1e15))
    }

    /// The time video frame `slot` stands for, on the session's clock.
    public func time(ofSlot slot: Int) -> Double { start + Double(slot) / rate }
}
