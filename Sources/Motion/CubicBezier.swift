/// A cubic Bezier timing curve from (0, 0) to (1, 1) with control points (x1, y1) and
/// (x2, y2), as CSS and Core Animation define it: time fraction x maps to progress y.
public struct CubicBezier: Hashable, Sendable {
    public let x1: Double, y1: Double, x2: Double, y2: Double

    /// Control x values are clamped to 0...1 so that the curve is a function of time.
    public init(_ x1: Double, _ y1: Double, _ x2: Double, _ y2: Double) {
        self.x1 = CubicBezier.clamp01(x1)
        self.y1 = y1.isFinite ? y1 : 0
        self.x2 = CubicBezier.clamp01(x2)
        self.y2 = y2.isFinite ? y2 : 1
    }

    private static func clamp01(_ v: Double) -> Double { v.isFinite ? min(1, max(0, v)) : 0 }

    // Polynomial coefficients of x(t) and y(t): c*t + b*t^2 + a*t^3.
    private var cx: Double { 3 * x1 }
    private var bx: Double { 3 * (x2 - x1) - cx }
    private var ax: Double { 1 - cx - bx }
    private var cy: Double { 3 * y1 }
    private var by: Double { 3 * (y2 - y1) - cy }
    private var ay: Double { 1 - cy - by }

    func x(_ t: Double) -> Double { ((ax * t + bx) * t + cx) * t }
    func y(_ t: Double) -> Double { ((ay * t + by) * t + cy) * t }
    func dx(_ t: Double) -> Double { (3 * ax * t + 2 * bx) * t + cx }
    func dy(_ t: Double) -> Double { (3 * ay * t + 2 * by) * t + cy }

    /// The curve parameter whose x is `x`, to within 1e-7 (Newton, falling back to bisection).
    public func parameter(forX x: Double) -> Double {
        var t = x
        for _ in 0..<8 {
            let err = self.x(t) - x
            if abs(err) < 1e-9 { return t }
            let d = dx(t)
            if abs(d) < 1e-7 { break }
            t -= err / d
        }
        var lo = 0.0, hi = 1.0
        t = x
        if t < lo { return lo }
        if t > hi { return hi }
        while hi - lo > 1e-10 {
            let v = self.x(t)
            if abs(v - x) < 1e-9 { return t }
            if v < x { lo = t } else { hi = t }
            t = (lo + hi) / 2
        }
        return t
    }

    /// Progress at time fraction `x` (0...1).
    public func progress(at x: Double) -> Double {
        if x <= 0 { return 0 }
        if x >= 1 { return 1 }
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
