/// A symmetric scale limit (±limit) for a series with outliers: set by a high percentile of
/// the magnitudes rather than the largest, so one spike (a pan's first fitted sample over a
/// few milliseconds) does not flatten everything else. Values that must be read (the
/// velocities the release decisions used) always fit; the rest beyond the limit are clipped
/// and counted, so the plot can say so.
public struct RobustLimit: Sendable, Equatable {
    public var limit: Double
    /// How many values lie beyond ±limit.
    public var clipped: Int

    /// The percentile of the magnitudes that sets the scale, and how far past it the scale reaches.
    public static let percentile = 0.95
    public static let headroom = 1.5

    /// `values`: the series; `keep`: magnitudes that must fit; `floor`: the smallest limit.
    public init(_ values: [Double], keep: [Double] = [], floor: Double) {
        let magnitudes = values.filter(\.isFinite).map(abs).sorted()
        let largest = magnitudes.last ?? 0
        var limit = largest
        if !magnitudes.isEmpty {
            let index = min(magnitudes.count - 1, Int((Double(magnitudes.count - 1) * RobustLimit.percentile).rounded()))
            let robust = magnitudes[index] * RobustLimit.headroom
            if largest > robust { limit = robust }
        }
        limit = max(limit, floor, keep.filter(\.isFinite).map(abs).max() ?? 0)
        // Round up to a nice step so the ticks end on the limit.
        let step = AxisScale.step(for: limit / 4)
        limit = (limit / step).rounded(.up) * step
        self.limit = limit
        clipped = magnitudes.filter { $0 > limit }.count
    }
}
