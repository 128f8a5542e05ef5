import Foundation

/// The spring a transition continues on when a pointer lets it go, so it leaves the hand at
/// the hand's speed and comes to rest without a kick.
extension Spring {
    /// The slowest and quickest natural frequencies a release spring takes (radians per
    /// second): about 1.1 s and 0.3 s to settle within 0.1%, most of the way in half that.
    /// A release at rest takes `restingFrequency` (about 0.75 s), having no speed to keep.
    public static let releaseFrequencies = (slowest: 8.5, quickest: 31.0)
    public static let restingFrequency = 12.0
    /// The most a release spring speeds up or slows at its start, in distance units (for a
    /// transition, the whole of it) per second squared: about a 0.35 s ease-in-out push's own
    /// largest acceleration (4 / 0.35^2 is 33).
    public static let releaseMaxAcceleration = 40.0

    /// A critically damped spring starting at `velocity` toward a target `distance` away
    /// (both in the same units, per second and absolute; a negative velocity moves away from
    /// the target).
    ///
    /// Its natural frequency w is chosen from distance and velocity, as UIKit derives a
    /// spring from a damping ratio and an initial velocity, so that it leaves the hand at
    /// the hand's speed with a bounded step in acceleration. The acceleration at the start is
    /// w^2 d - 2 w v: none at w = 2 v / d, which is taken when it lies within `slowest` ...
    /// `quickest`. Outside that range the frequency is held there, but only as far as the
    /// start's acceleration stays within `maxAcceleration` either way: a slow release far
    /// from its end takes a lower frequency and eases off rather than kicking; it is never
    /// so slow for a fast flick that it would overshoot (at least v / d). At rest it takes
    /// `restingFrequency`, lowered to keep within `maxAcceleration`. Moving away it takes
    /// `restingFrequency`, raised if it must be to turn before going `room` further away (a
    /// transition cannot run back past its start): a moving page slows, stops and comes back
    /// without a step in speed, though turning it is an acceleration step no bound can avoid.
    /// `slowest`, `quickest`, `resting` and `maxAcceleration` are the spec's
    /// `navigation.release.*`.
    public static func release(velocity: Double, distance: Double, slowest: Double = releaseFrequencies.slowest,
        quickest: Double = releaseFrequencies.quickest, resting: Double = restingFrequency, maxAcceleration: Double = releaseMaxAcceleration,
        room: Double = .infinity) -> Spring {
        let d = abs(distance), v = velocity.isFinite ? velocity : 0
        guard d > 1e-9 else { return Spring(mass: 1, stiffness: resting * resting, damping: 2 * resting, initialVelocity: 0) }
        let quickest = max(slowest, quickest), limit = maxAcceleration.isFinite && maxAcceleration > 0 ? maxAcceleration : .infinity
        var omega: Double
        if v > 0 {
            let smooth = 2 * v / d
            omega = min(quickest, max(slowest, smooth))
            // Held below 2 v / d it slows at once; above, it speeds up: bring it toward 2 v / d
            // until the step is within the limit.
            if abs(startAcceleration(omega, v, d)) > limit {
                omega = frequency(from: omega, toward: smooth, v, d, limit)
            }
            omega = max(omega, v / d)
        } else if v == 0 {
            // w^2 d = limit at w = sqrt(limit / d).
            omega = min(resting, limit.isFinite ? (limit / d).squareRoot() : resting)
        } else {
            // Moving away it must turn: that takes what it takes, at the resting frequency or
            // quicker where the room is short.
            omega = resting
            if room.isFinite {
                let s = v / d, allowed = max(0, room) / d
                var steps = 0
                while farthestAway(velocity: s, omega: omega) > allowed && steps < 400 {
                    omega *= 1.05
                    steps += 1
                }
            }
        }
        return Spring(mass: 1, stiffness: omega * omega, damping: 2 * omega, initialVelocity: v / d)
    }

    /// The acceleration a critically damped spring of frequency `w` starts with, set off at
    /// `v` toward a target `d` away.
    static func startAcceleration(_ w: Double, _ v: Double, _ d: Double) -> Double { w * w * d - 2 * w * v }

    /// The frequency nearest `from` on the way to `toward` (where the start's acceleration is
    /// 0) whose start's acceleration is within `limit` (by bisection: it shrinks toward 0
    /// monotonically along that way).
    static func frequency(from: Double, toward: Double, _ v: Double, _ d: Double, _ limit: Double) -> Double {
        var far = from, near = toward
        for _ in 0..<60 {
            let mid = (far + near) / 2
            if abs(startAcceleration(mid, v, d)) > limit { far = mid } else { near = mid }
        }
        return near
    }

    /// How far past its start (in units of the distance) a critically damped spring from 0
    /// to 1 set off at `s` < 0 goes before it turns: at t = s / (w (s - w)) its offset from
    /// the target is (s / w - 1) e^(-s / (s - w)).
    static func farthestAway(velocity s: Double, omega w: Double) -> Double {
        guard s < 0, w > 0 else { return 0 }
        let decay: Double = Foundation.exp(-s / (s - w))
        let offset: Double = (s / w - 1) * decay
        return -(1 + offset)
    }
}
