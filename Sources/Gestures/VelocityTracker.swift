import Geometry

/// Estimates a pointer's velocity as Android's (LSQ2) and Flutter's trackers do: per axis, a
/// least-squares quadratic of position against time over the samples of the last 100 ms (at
/// most 20), times taken from the newest sample, and its slope there. Tests hold it to both
/// platforms' recorded traces and figures (PlatformVelocityTests).
///
/// Ages and gaps are compared in whole microseconds, as the platforms compare integer
/// timestamps: X11 times are whole milliseconds, and in floating-point seconds a sample
/// exactly 100 ms old could read as older and be dropped, which changes a fit's slope a lot.
/// A sample exactly 100 ms old is kept; a gap of more than 40 ms between samples, or between
/// the newest and the release, means the pointer stopped: the history before it is dropped,
/// and a release after it reads zero.
///
/// Where it differs: with only two samples it reads the slope between them (as Android does;
/// Flutter reads zero until it has three), and `velocity(at:)` caps the speed at 8,000 pt/s
/// (where Android's and Flutter's flings cap it, not their trackers; `fittedVelocity(at:)` is
/// uncapped).
public struct VelocityTracker: Sendable {
    public static let horizon = 0.100
    public static let maxSamples = 20
    public static let stopGap = 0.040
    public static let maxSpeed = 8_000.0

    private var times: [Double] = []
    private var xs: [Double] = []
    private var ys: [Double] = []

    public init() {
        times.reserveCapacity(VelocityTracker.maxSamples + 1)
        xs.reserveCapacity(VelocityTracker.maxSamples + 1)
        ys.reserveCapacity(VelocityTracker.maxSamples + 1)
    }

    public mutating func reset() {
        times.removeAll(keepingCapacity: true)
        xs.removeAll(keepingCapacity: true)
        ys.removeAll(keepingCapacity: true)
    }

    /// A time difference in whole microseconds, so that whole-millisecond timestamps mapped
    /// onto a floating-point clock compare exactly.
    static func micros(_ seconds: Double) -> Int64 { Int64((seconds * 1e6).rounded()) }

    /// Whether `later` is more than `limit` after `earlier`, compared in microseconds.
    static func exceeds(_ later: Double, _ earlier: Double, _ limit: Double) -> Bool {
        micros(later - earlier) > micros(limit)
    }

    /// Adds a sample. Non-finite values, and times that do not move forward, are ignored.
    public mutating func add(_ p: Point, at t: Double) {
        guard p.x.isFinite, p.y.isFinite, t.isFinite else { return }
        if let last = times.last {
            guard t > last else { return }
            if VelocityTracker.exceeds(t, last, VelocityTracker.stopGap) { reset() }
        }
        times.append(t)
        xs.append(p.x)
        ys.append(p.y)
        // Keep what is within the horizon of the newest sample, and at most maxSamples.
        var drop = 0
        while drop < times.count - 1
            && (VelocityTracker.exceeds(t, times[drop], VelocityTracker.horizon) || times.count - drop > VelocityTracker.maxSamples) {
            drop += 1
        }
        if drop > 0 {
            times.removeFirst(drop)
            xs.removeFirst(drop)
            ys.removeFirst(drop)
        }
    }

    public var sampleCount: Int { times.count }

    /// Points per second at time `now` (the release), at most `maxSpeed`: zero when the
    /// pointer has been still for longer than the stop gap, or with fewer than two samples.
    public func velocity(at now: Double) -> Point {
        let v = fittedVelocity(at: now)
        let speed = v.length
        guard speed.isFinite else { return .zero }
        return speed > VelocityTracker.maxSpeed ? v * (VelocityTracker.maxSpeed / speed) : v
    }

    /// The fit's velocity before the cap at `maxSpeed` (the platforms' trackers report it
    /// uncapped too, and cap where a fling starts).
    @_spi(Testing) public func fittedVelocity(at now: Double) -> Point {
        guard let last = times.last, times.count >= 2, !VelocityTracker.exceeds(now, last, VelocityTracker.stopGap) else { return .zero }
        return Point(x: VelocityTracker.slope(times, xs, at: last), y: VelocityTracker.slope(times, ys, at: last))
    }

    /// The slope at `t0` of the least-squares quadratic through (t, v), or of the line
    /// through two samples.
    static func slope(_ ts: [Double], _ vs: [Double], at t0: Double) -> Double {
        let n = ts.count
        guard n >= 2 else { return 0 }
        guard n >= 3 else { return (vs[1] - vs[0]) / (ts[1] - ts[0]) }
        // Times in milliseconds before t0 keep the sums of t^4 near 1 rather than 1e-12,
        // positions relative to the newest keep the right-hand sums small; neither changes
        // the slope (divided back by 1000 at the end).
        var s0 = 0.0, s1 = 0.0, s2 = 0.0, s3 = 0.0, s4 = 0.0
        var r0 = 0.0, r1 = 0.0, r2 = 0.0
        let v0 = vs[n - 1]
        for i in 0..<n {
            let t = (ts[i] - t0) * 1000, v = vs[i] - v0
            let t2 = t * t
            s0 += 1; s1 += t; s2 += t2; s3 += t2 * t; s4 += t2 * t2
            r0 += v; r1 += v * t; r2 += v * t2
        }
        // The normal equations of v = a + b t + c t^2, solved for b by Cramer's rule.
        let det = s0 * (s2 * s4 - s3 * s3) - s1 * (s1 * s4 - s3 * s2) + s2 * (s1 * s3 - s2 * s2)
        // Samples bunched within microseconds: too close to tell a curve, read the line.
        guard abs(det) > 1e-12 * s0 * s2 * s4 else {
            let dl = s0 * s2 - s1 * s1
            return abs(dl) > 1e-12 * s0 * s2 ? 1000 * (s0 * r1 - s1 * r0) / dl : 0
        }
        let b = (s0 * (r1 * s4 - s3 * r2) - r0 * (s1 * s4 - s3 * s2) + s2 * (s1 * r2 - r1 * s2)) / det
        return 1000 * b
    }
}
