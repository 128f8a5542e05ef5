import Geometry

/// Estimates a pointer's velocity by a least-squares quadratic fit of position against time
/// over the last 100 ms (at most 20 samples), per axis, evaluated at the newest sample — the
/// approach of Android's and Flutter's trackers. History older than 40 ms without motion is
/// dropped, so a pointer that stopped before release has velocity zero.
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

    /// Adds a sample. Non-finite values, and times that do not move forward, are ignored.
    public mutating func add(_ p: Point, at t: Double) {
        guard p.x.isFinite, p.y.isFinite, t.isFinite else { return }
        if let last = times.last {
            guard t > last else { return }
            if t - last > VelocityTracker.stopGap { reset() }
        }
        times.append(t)
        xs.append(p.x)
        ys.append(p.y)
        // Keep what is within the horizon of the newest sample, and at most maxSamples.
        var drop = 0
        while drop < times.count - 1 && (t - times[drop] > VelocityTracker.horizon || times.count - drop > VelocityTracker.maxSamples) {
            drop += 1
        }
        if drop > 0 {
            times.removeFirst(drop)
            xs.removeFirst(drop)
            ys.removeFirst(drop)
        }
    }

    public var sampleCount: Int { times.count }

    /// Points per second at time `now` (the release): zero when the pointer has been still
    /// for longer than the stop gap, or with fewer than two samples.
    public func velocity(at now: Double) -> Point {
        let v = fittedVelocity(at: now)
        let speed = v.length
        guard speed.isFinite else { return .zero }
        return speed > VelocityTracker.maxSpeed ? v * (VelocityTracker.maxSpeed / speed) : v
    }

    /// The fit's velocity before the cap at `maxSpeed` (the platforms' trackers report it
    /// uncapped too, and cap where a fling starts).
    func fittedVelocity(at now: Double) -> Point {
        guard let last = times.last, times.count >= 2, now - last <= VelocityTracker.stopGap else { return .zero }
        return Point(x: VelocityTracker.slope(times, xs, at: last), y: VelocityTracker.slope(times, ys, at: last))
    }

    /// The derivative at `t0` of a least-squares fit of (t, v), time measured from `t0`.
    /// A quadratic is fitted, and kept only when its curvature explains the samples
    /// clearly better than a line does (an F statistic above 20): a steady drag with
    /// noisy timestamps is then read as the line it is, and a decelerating one as a curve.
    static func slope(_ ts: [Double], _ vs: [Double], at t0: Double) -> Double {
        let n = ts.count
        var s0 = 0.0, s1 = 0.0, s2 = 0.0, s3 = 0.0, s4 = 0.0
        var r0 = 0.0, r1 = 0.0, r2 = 0.0
        for i in 0..<n {
            let t = ts[i] - t0, v = vs[i]
            let t2 = t * t
            s0 += 1; s1 += t; s2 += t2; s3 += t2 * t; s4 += t2 * t2
            r0 += v; r1 += v * t; r2 += v * t2
        }
        // The line v = a + b t.
        let dl = s0 * s2 - s1 * s1
        guard abs(dl) > 1e-18 else { return 0 }
        let bl = (s0 * r1 - s1 * r0) / dl
        let al = (r0 - bl * s1) / s0
        guard n >= 4 else { return bl }
        // The quadratic v = a + b t + c t^2, by Cramer's rule on the normal equations.
        let det = s0 * (s2 * s4 - s3 * s3) - s1 * (s1 * s4 - s3 * s2) + s2 * (s1 * s3 - s2 * s2)
        guard abs(det) > 1e-24 else { return bl }
        let a = (r0 * (s2 * s4 - s3 * s3) - s1 * (r1 * s4 - s3 * r2) + s2 * (r1 * s3 - s2 * r2)) / det
        let b = (s0 * (r1 * s4 - s3 * r2) - r0 * (s1 * s4 - s3 * s2) + s2 * (s1 * r2 - r1 * s2)) / det
        let c = (s0 * (s2 * r2 - r1 * s3) - s1 * (s1 * r2 - r1 * s2) + r0 * (s1 * s3 - s2 * s2)) / det
        var sseLine = 0.0, sseQuad = 0.0
        for i in 0..<n {
            let t = ts[i] - t0
            let el = vs[i] - (al + bl * t), eq = vs[i] - (a + b * t + c * t * t)
            sseLine += el * el
            sseQuad += eq * eq
        }
        let residual = sseQuad / Double(n - 3)
        if residual <= 1e-12 { return sseLine - sseQuad > 1e-9 ? b : bl }
        let f = (sseLine - sseQuad) / residual
        return f > 20 ? b : bl
    }
}
