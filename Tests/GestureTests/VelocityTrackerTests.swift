import Foundation
import Testing
import Geometry
import Gestures
import SegueTesting
import DemoTesting

/// The synthetic drags of the velocity tests (`segue bench` draws the same kind of drag).
enum SyntheticDrag {
    /// Constant 1,000 pt/s along x, sampled at 125 Hz, timestamps +-1 ms, positions +-0.5 pt.
    static func constant(seed: UInt64) -> [(Double, Point)] {
        var rng = SeededGenerator(seed: seed)
        return (0..<40).map { i in
            let t = Double(i) / 125
            let jitter = rng.double(in: -0.001...0.001)
            return (t + jitter, Point(x: 1000 * t + rng.double(in: -0.5...0.5), y: 200 + rng.double(in: -0.5...0.5)))
        }
    }
}

@Suite struct VelocityTrackerTests {
    func fitted(_ samples: [(Double, Point)], releaseAt: Double? = nil) -> Point {
        var v = VelocityTracker()
        for (t, p) in samples { v.add(p, at: t) }
        return v.velocity(at: releaseAt ?? samples.last!.0)
    }

    /// The platforms' quadratic, read at the newest sample, passes on some of +-1 ms timestamp
    /// jitter (1 ms in 8 is harsh: X11 times are whole milliseconds, +-0.5 ms): within 6% on
    /// these drags, where differencing the last two samples is off by up to a third.
    @Test(arguments: [UInt64(1), 7, 42, 1234])
    func constantDragWithJitterAndNoise(seed: UInt64) {
        let v = fitted(SyntheticDrag.constant(seed: seed))
        #expect(abs(v.x - 1000) / 1000 < 0.06, "vx = \(v.x)")
        #expect(abs(v.y) < 60)
    }

    @Test func acrossManyDragsTheErrorStaysSmall() {
        var worst = 0.0, sum = 0.0, naiveWorst = 0.0
        for seed in UInt64(1)...200 {
            let samples = SyntheticDrag.constant(seed: seed)
            let error = abs(fitted(samples).x - 1000) / 1000
            worst = max(worst, error)
            sum += error
            let (t1, p1) = samples[samples.count - 2], (t2, p2) = samples[samples.count - 1]
            naiveWorst = max(naiveWorst, abs((p2.x - p1.x) / (t2 - t1) - 1000) / 1000)
        }
        #expect(worst < 0.06, "worst fitted error \(worst)")
        #expect(sum / 200 < 0.03, "mean fitted error \(sum / 200) (segue bench's velocity.error_pct)")
        #expect(naiveWorst > worst * 3, "differencing the last two samples: \(naiveWorst)")
    }

    /// Whole-millisecond times on an offset clock, as X11 times are mapped: a sample exactly
    /// 100 ms older than the newest is in the fit (0.4 - 0.3 is 0.10000000000000003 in
    /// floating point), and ones 101 and 111 ms older are not.
    @Test func aSampleExactly100msOldIsKept() {
        var v = VelocityTracker()
        for ms in stride(from: 0, through: 100, by: 10) { v.add(Point(x: Double(ms), y: 0), at: 0.3 + Double(ms) / 1000) }
        #expect(v.sampleCount == 11)
        v.add(Point(x: 111, y: 0), at: 0.3 + 0.111)
        #expect(v.sampleCount == 10)
    }

    /// A gap of exactly 40 ms between samples, or before the release, is still motion.
    @Test func aGapOfExactly40msIsNotAStop() {
        var v = VelocityTracker()
        v.add(Point(x: 0, y: 0), at: 0.3)
        v.add(Point(x: 10, y: 0), at: 0.31)
        v.add(Point(x: 50, y: 0), at: 0.35)
        #expect(v.sampleCount == 3)
        #expect(v.velocity(at: 0.39).x > 0)
        #expect(v.velocity(at: 0.391) == .zero)
        v.add(Point(x: 60, y: 0), at: 0.391)
        #expect(v.sampleCount == 1)
    }

    @Test func deceleratingDragReportsTheSpeedAtRelease() {
        // x = 1000 t - 2000 t^2 over 0.2 s: speed falls from 1000 to 200 pt/s.
        let samples = (0...25).map { i -> (Double, Point) in
            let t = Double(i) * 0.008
            return (t, Point(x: 1000 * t - 2000 * t * t, y: 0))
        }
        let v = fitted(samples)
        #expect(abs(v.x - (1000 - 4000 * 0.2)) < 10)
    }

    @Test func aNoisyDeceleratingDragIsStillReadAsACurve() {
        var rng = SeededGenerator(seed: 99)
        let samples = (0...25).map { i -> (Double, Point) in
            let t = Double(i) * 0.008 + rng.double(in: -0.001...0.001)
            return (t, Point(x: 1000 * t - 2000 * t * t + rng.double(in: -0.5...0.5), y: 0))
        }
        let v = fitted(samples)
        let truth = 1000 - 4000 * samples.last!.0
        #expect(abs(v.x - truth) < 40, "vx = \(v.x), truth \(truth)")
    }

    @Test func aPointerThatStoppedBeforeReleaseHasNoVelocity() {
        var samples = (0..<20).map { i in (Double(i) * 0.008, Point(x: Double(i) * 8, y: 0)) }
        let last = samples.last!
        // Held still, then released 60 ms after the last motion.
        samples.append((last.0 + 0.06, last.1))
        #expect(fitted(samples) == .zero)
        #expect(fitted(Array(samples.dropLast()), releaseAt: last.0 + 0.06) == .zero)
    }

    @Test func badTimestampsNeverDivideByZero() {
        var v = VelocityTracker()
        v.add(Point(x: 0, y: 0), at: 1)
        v.add(Point(x: 10, y: 0), at: 1)  // identical: dropped
        v.add(Point(x: 20, y: 0), at: 0.5)  // backwards: dropped
        v.add(Point(x: .nan, y: 0), at: 2)
        #expect(v.sampleCount == 1)
        #expect(v.velocity(at: 1) == .zero)
        v.add(Point(x: 1000, y: 0), at: 1.001)
        let fast = v.velocity(at: 1.001)
        #expect(fast.length <= VelocityTracker.maxSpeed + 1e-9 && fast.x > 0)
    }
}
