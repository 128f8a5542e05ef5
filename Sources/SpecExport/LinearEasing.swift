import Motion

/// A spring as CSS's `linear()` easing: a piecewise-linear curve through stops sampled from
/// it, spanning its settling time (`duration`), after which Segue's animation is at its end
/// as the easing's last stop (1) is.
///
/// The stops are chosen adaptively. The spring is evaluated on a grid of `grid` + 1 times
/// over the duration (every 0.025 % of it; the stops' positions are grid points, so their
/// percentages print exactly with three decimals), and from each stop the next is the
/// farthest grid point whose chord stays within `tolerance` of every grid value it spans,
/// measured from the stops' values as printed (four decimals). Between grid points the
/// spring leaves its chord by at most h²/8 · max|x''| (h one grid step), under 0.1 % of
/// the distance for the springs a spec allows (damping ratio 0.05: ω0·T is about 140, so
/// ω0·h about 0.035 and the bound 0.015 %), so the easing is within `tolerance` plus that of
/// the spring everywhere; `tolerance` is 0.3 % against the 0.5 % promised, and the tests
/// measure the gap densely (at most 0.31 % over the range a spec takes). A damping ratio of
/// 0.8 or more takes 14-15 stops, 0.3 takes 32, the bounciest (0.05, some 20 oscillations)
/// 194; the duration does not change the count.
public struct LinearEasing: Equatable, Sendable {
    public struct Stop: Equatable, Sendable {
        /// Progress at the stop, rounded as printed.
        public let value: Double
        /// Where it is, as a fraction of the duration (a grid point).
        public let position: Double
    }

    public static let grid = 4000
    public static let tolerance = 0.003

    public let stops: [Stop]
    /// Seconds the easing spans (the spring's settling time, to 0.1 ms as printed).
    public let duration: Double

    public init(_ spring: HandoffSpring, tolerance: Double = LinearEasing.tolerance) {
        let n = Self.grid
        let duration = (spring.settlingDuration * 10_000).rounded() / 10_000
        let curve = spring.timingCurve
        var values = (0...n).map { curve.progress(elapsed: duration * Double($0) / Double(n), duration: spring.settlingDuration) }
        values[0] = 0
        values[n] = 1
        let printed = values.map { ($0 * 10_000).rounded() / 10_000 }
        var stops = [Stop(value: printed[0], position: 0)]
        var start = 0
        while start < n {
            var end = start + 1
            // Extend the chord while it stays within the tolerance of every value it spans.
            while end < n && Self.chordHolds(from: start, to: end + 1, values, printed, tolerance) { end += 1 }
            stops.append(Stop(value: printed[end], position: Double(end) / Double(n)))
            start = end
        }
        self.stops = stops
        self.duration = duration
    }

    static func chordHolds(from a: Int, to b: Int, _ values: [Double], _ printed: [Double], _ tolerance: Double) -> Bool {
        let va = printed[a], slope = (printed[b] - va) / Double(b - a)
        var j = a + 1
        while j < b {
            if abs(va + slope * Double(j - a) - values[j]) > tolerance { return false }
            j += 1
        }
        return true
    }

    /// `linear(0, 0.1234 2.5%, ..., 1)`: the first and last stops at their implied 0 % and 100 %.
    public var css: String {
        let inner = stops.enumerated().map { i, s in
            let value = DecimalText.fixed(s.value, 4)
            return i == 0 || i == stops.count - 1 ? value : "\(value) \(DecimalText.fixed(s.position * 100, 3))%"
        }
        return "linear(" + inner.joined(separator: ", ") + ")"
    }
}
