import Geometry
import Gestures

/// The velocity figures: drags at a constant 1,000 pt/s sampled at 125 Hz with +-1 ms
/// timestamp jitter and +-0.5 pt position noise (200 of them, from a fixed seed), read at
/// release by the fitted tracker and by differencing the last two samples: how much of the
/// jitter the platforms' quadratic passes on (its agreement with Android's and Flutter's own
/// figures is held by PlatformVelocityTests, not measured here).
enum VelocityBench {
    static func errors() -> (fitted: Double, naive: Double) {
        var state: UInt64 = 2026
        func uniform(_ lo: Double, _ hi: Double) -> Double {
            state = state &* 6364136223846793005 &+ 1442695040888963407
            return lo + (hi - lo) * (Double(state >> 11) / Double(1 << 53))
        }
        let drags = 200
        var fittedSum = 0.0, naiveSum = 0.0
        for _ in 0..<drags {
            var tracker = VelocityTracker()
            var previous: (Double, Point)?, last: (Double, Point)?
            for i in 0..<40 {
                let t = Double(i) / 125
                let sample = (t + uniform(-0.001, 0.001), Point(x: 1000 * t + uniform(-0.5, 0.5), y: 200 + uniform(-0.5, 0.5)))
                tracker.add(sample.1, at: sample.0)
                previous = last
                last = sample
            }
            guard let (t1, p1) = previous, let (t2, p2) = last else { continue }
            fittedSum += abs(tracker.velocity(at: t2).x - 1000) / 1000
            naiveSum += abs((p2.x - p1.x) / (t2 - t1) - 1000) / 1000
        }
        return (100 * fittedSum / Double(drags), 100 * naiveSum / Double(drags))
    }
}
