import Foundation

/// Android's fling (`OverScroller.SplineOverScroller`, `Scroller`): a flick at speed v
/// travels
///
///     d(v) = f · c · exp(D / (D − 1) · ln(I · v / (f · c)))
///
/// with f the scroll friction (`ViewConfiguration.SCROLL_FRICTION`, 0.015), c the physical
/// coefficient g · 39.37 in/m · 160 dpi · 0.84 (in dp per second squared, one point taken as
/// one dp), D = ln 0.78 / ln 0.9 and I = 0.35, so the distance grows as v^1.74 where a
/// `Deceleration` travels a distance proportional to v. `equivalentRate(at:)` is the
/// deceleration rate that travels as far as Android for one speed: the closest Segue
/// parameter to Android's curve, exact at that speed only.
public enum SplineFling {
    /// `ViewConfiguration.SCROLL_FRICTION`.
    public static let friction = 0.015
    /// `SplineOverScroller.DECELERATION_RATE`.
    public static let decelerationExponent = log(0.78) / log(0.9)
    /// `SplineOverScroller.INFLEXION`.
    public static let inflexion = 0.35
    /// `SplineOverScroller.mPhysicalCoeff` at 160 dpi (density 1): g · 39.37 · 160 · 0.84.
    public static let physicalCoefficient = 9.80665 * 39.37 * 160 * 0.84

    /// How far a fling at `velocity` points per second travels (points; 0 at rest).
    public static func distance(velocity: Double) -> Double {
        let v = abs(velocity)
        guard v > 0, v.isFinite else { return 0 }
        let fc = friction * physicalCoefficient, d = decelerationExponent
        return fc * exp(d / (d - 1) * log(inflexion * v / fc))
    }

    /// The per-millisecond deceleration rate that travels `distance(velocity:)` at
    /// `velocity`: v / (1000 |ln r|) = d(v), so r = exp(−v / (1000 d(v))).
    public static func equivalentRate(at velocity: Double) -> Double {
        let v = abs(velocity), d = distance(velocity: v)
        guard d > 0 else { return Deceleration.normalRate }
        return exp(-v / (1000 * d))
    }
}
