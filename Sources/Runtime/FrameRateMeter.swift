/// The frame rate a live window's debug overlay shows: the mean interval between its last 60
/// presented frames. A gap in which the window idled (it had nothing to draw and waited for
/// input) is not a frame and is left out; a frame that was late while the window was busy
/// (a stall) counts, so the meter shows it.
public struct FrameRateMeter: Sendable {
    /// How many intervals the mean is over.
    public static let window = 60
    private var intervals: [Double] = []
    private var last: Double?

    public init() {}

    /// A frame was presented at `time` (seconds); `afterIdle`: the window idled since the
    /// frame before.
    public mutating func presented(at time: Double, afterIdle: Bool) {
        if let last, !afterIdle, time > last {
            intervals.append(time - last)
            if intervals.count > Self.window { intervals.removeFirst(intervals.count - Self.window) }
        }
        last = time
    }

    /// Frames a second and the mean frame time in milliseconds, over the frames drawn back to
    /// back; nil before two were.
    public var reading: (fps: Double, frameMs: Double)? {
        guard !intervals.isEmpty else { return nil }
        let mean = intervals.reduce(0, +) / Double(intervals.count)
        return mean > 0 ? (1 / mean, mean * 1000) : nil
    }
}
