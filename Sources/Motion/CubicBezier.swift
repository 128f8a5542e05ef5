/// A cubic Bezier timing curve from (0, 0) to (1, 1) with control points (x1, y1) and
/// (x2, y2), as CSS and Core Animation define it: time fraction x maps to progress y.
public struct CubicBezier: Hashable, Sendable {
    public let x1: Double, y1: Double, x2: Double, y2: Double

    // Polynomial coefficients of x(t) and y(t): c*t + b*t^2 + a*t^3, computed once.
    // Visible to inlined code: the ticker evaluates curves inline, across the module boundary.
    @usableFromInline let ax: Double, bx: Double, cx: Double
    @usableFromInline let ay: Double, by: Double, cy: Double
    /// Both control points on the diagonal: y(t) = x(t), so progress is the time fraction.
    @usableFromInline let isLinear: Bool

    /// Control x values are clamped to 0...1 so that the curve is a function of time.
    public init(_ x1: Double, _ y1: Double, _ x2: Double, _ y2: Double) {
        self.x1 = CubicBezier.clamp01(x1)
        self.y1 = y1.isFinite ? y1 : 0
        self.x2 = CubicBezier.clamp01(x2)
        self.y2 = y2.isFinite ? y2 : 1
        cx = 3 * self.x1
        bx = 3 * (self.x2 - self.x1) - cx
        ax = 1 - cx - bx
        cy = 3 * self.y1
        by = 3 * (self.y2 - self.y1) - cy
        ay = 1 - cy - by
        isLinear = self.x1 == self.y1 && self.x2 == self.y2
    }

    private static func clamp01(_ v: Double) -> Double { v.isFinite ? min(1, max(0, v)) : 0 }

    // A curve is its control points; the rest is derived from them.
    public static func == (a: CubicBezier, b: CubicBezier) -> Bool {
        a.x1 == b.x1 && a.y1 == b.y1 && a.x2 == b.x2 && a.y2 == b.y2
    }

    public func hash(into hasher: inout Hasher) {
        hasher.combine(x1)
        hasher.combine(y1)
        hasher.combine(x2)
        hasher.combine(y2)
    }

    @inlinable public func x(_ t: Double) -> Double { ((ax * t + bx) * t + cx) * t }
    @inlinable public func y(_ t: Double) -> Double { ((ay * t + by) * t + cy) * t }
    @inlinable func dx(_ t: Double) -> Double { (3 * ax * t + 2 * bx) * t + cx }
    func dy(_ t: Double) -> Double { (3 * ay * t + 2 * by) * t + cy }

    /// The curve parameter whose x is `x` (clamped to 0...1): Newton's method from t = x, as
    /// WebKit's UnitBezier starts, kept inside a bracket of the root that every step narrows,
    /// so a step that would leave it (a flat stretch of x(t)) bisects instead. It stops after
    /// a Newton step below 1e-7: Newton's error is then of the order of the step squared, so
    /// x(t) is within about 1e-13 of `x`. Usually 3-5 evaluations.
    @inlinable
    public func parameter(forX x: Double) -> Double {
        guard !x.isNaN else { return x }
        if x <= 0 { return 0 }
        if x >= 1 { return 1 }
        var lo = 0.0, hi = 1.0
        var t = x
        // x(t) is increasing (control x within 0...1), so its sign of error brackets the root.
        for _ in 0..<100 {
            let error = self.x(t) - x
            if error == 0 { return t }
            if error < 0 { lo = t } else { hi = t }
            let step = error / dx(t)
            if abs(step) <= 1e-7 { return t - step }
            let next = t - step
            t = next > lo && next < hi ? next : (lo + hi) / 2
            if hi - lo <= 1e-12 { return t }
        }
        return t
    }

    /// Progress at time fraction `x` (0...1).
    @inlinable
    public func progress(at x: Double) -> Double {
        if x <= 0 { return 0 }
        if x >= 1 { return 1 }
        if isLinear { return x }
        return y(parameter(forX: x))
    }

    /// d(progress)/d(time fraction) at `x`.
    public func slope(at x: Double) -> Double {
        let t = parameter(forX: min(1, max(0, x)))
        let d = dx(t)
        return abs(d) < 1e-12 ? (dy(t) == 0 ? 0 : .infinity) : dy(t) / d
    }

    public static let linear = CubicBezier(0, 0, 1, 1)
    public static let easeIn = CubicBezier(0.42, 0, 1, 1)
    public static let easeOut = CubicBezier(0, 0, 0.58, 1)
    public static let easeInOut = CubicBezier(0.42, 0, 0.58, 1)
    /// Core Animation's default curve.
    public static let `default` = CubicBezier(0.25, 0.1, 0.25, 1)
}
