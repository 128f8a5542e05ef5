/// Walks a `FixedRateSchedule` as recorded frames arrive: when a frame arrives at a later
/// video frame than the frames before it, the video frames in between are finished and
/// show the frame before it.
public struct FixedRateCursor: Equatable, Sendable {
    /// The first video frame not yet finished.
    public private(set) var next = 0

    public init() {}

    /// The video frames finished by a recorded frame arriving at `slot` (empty when it
    /// shares a video frame with the frame before it); at the end, `slot` is the frame count.
    public mutating func advance(to slot: Int) -> Range<Int> {
        guard slot > next else { return next..<next }
        defer { next = slot }
        return next..<slot
    }
}
