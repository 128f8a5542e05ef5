import Foundation

/// A flick coasting to rest (UIKit's scroll view deceleration): the speed falls by a fixed
/// factor every millisecond, `rate` (0.998 normally, 0.99 fast), so
///
///     v(t) = v0 · r^(1000 t)
///     x(t) = x0 + v0 · (r^(1000 t) − 1) / (1000 ln r)
///
/// and it would come to rest at x0 − v0 / (1000 ln r): WWDC 2018's projection, the distance
/// a flick travels being proportional to its speed. Offsets are in points, times in seconds
/// from the release, velocities in points per second.
public struct Deceleration: Hashable, Sendable {
    /// UIKit's `UIScrollView.DecelerationRate.normal` and `.fast`.
    public static let normalRate = 0.998
    public static let fastRate = 0.99
    /// The speed under which the motion counts as stopped (points per second). What is left
    /// to travel at speed v is v / (1000 |ln r|): 0.25 pt at the normal rate (0.05 pt at the
    /// fast one), under half a pixel on a 2x screen, so ending there by jumping to the rest
    /// position cannot be seen; a frame at 60 Hz then moves 0.008 pt. A larger threshold
    /// (5 pt/s) would leave a visible 2.5 pt jump, a smaller one only lengthens an invisible tail.
    public static let stopSpeed = 0.5

    public let offset: Double
    public let velocity: Double
    public let rate: Double

    /// Starts at `offset` moving at `velocity`; a rate outside 0 < r < 1 (or not finite) is
    /// taken as the normal rate, and a non-finite offset or velocity as 0.
    public init(offset: Double, velocity: Double, rate: Double = Deceleration.normalRate) {
        self.offset = offset.isFinite ? offset : 0
        self.velocity = velocity.isFinite ? velocity : 0
        self.rate = rate.isFinite && rate > 0 && rate < 1 ? rate : Deceleration.normalRate
    }

    /// 1000 ln r: the exponent per second (negative).
    public var decay: Double { 1000 * log(rate) }

    /// The speed left after `t` seconds.
    public func velocity(at t: Double) -> Double { velocity * exp(decay * max(0, t)) }

    /// Where it is after `t` seconds.
    public func offset(at t: Double) -> Double { offset + velocity * (exp(decay * max(0, t)) - 1) / decay }

    /// Where it comes to rest.
    public var restOffset: Double { offset - velocity / decay }

    /// Seconds until the speed falls under `threshold` (0 when it starts there).
    public func duration(untilSpeed threshold: Double = Deceleration.stopSpeed) -> Double {
        let v = abs(velocity)
        guard threshold > 0, v > threshold else { return 0 }
        return log(threshold / v) / decay
    }

    /// When it passes `position`, if it ever does: nil when the position is behind it or
    /// beyond where it comes to rest.
    public func time(toReach position: Double) -> Double? {
        guard velocity != 0 else { return position == offset ? 0 : nil }
        let ahead = (position - offset) / velocity
        guard ahead >= 0 else { return nil }
        // r^(1000 t) = 1 + (x − x0) · 1000 ln r / v0, which must lie in (0, 1].
        let q = 1 + ahead * decay
        guard q > 0 else { return nil }
        return log(q) / decay
    }
}
