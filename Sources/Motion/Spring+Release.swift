import Foundation

/// The spring a transition continues on when a pointer lets it go, so it leaves the hand at
/// the hand's speed and comes to rest without a kick.
extension Spring {
    /// The slowest and quickest natural frequencies a release spring takes (radians per
    /// second): about 1.1 s and 0.3 s to settle within 0.1%, most of the way in half that.
    /// A release at rest takes `restingFrequency` (about 0.75 s), having no speed to keep.
    public static let releaseFrequencies = (slowest: 8.5, quickest: 31.0)
    public static let restingFrequency = 12.0

    /// A critically damped spring starting at `velocity` toward a target `distance` away
    /// (both in the same units, per second and absolute; a negative velocity moves away from
    /// the target, and the spring slows it, stops it and brings it back without a step in
    /// speed). Toward the target its natural frequency is 2 v / d,
    /// which starts it with no acceleration, so for the first frames it moves at the
    /// pointer's speed and then eases into place; kept within `releaseFrequencies`, and never
    /// so slow for a fast flick that it would overshoot (at least v / d). At rest or moving
    /// away it takes `restingFrequency`, quicker if it must so as to turn before going `room`
    /// further away (a transition cannot run back past its start).
    /// `slowest`, `quickest` and `resting` replace `releaseFrequencies` and `restingFrequency`
    /// (the spec's `navigation.release.*`).
    public static func release(velocity: Double, distance: Double, slowest: Double = releaseFrequencies.slowest,
        quickest: Double = releaseFrequencies.quickest, resting: Double = restingFrequency, room: Double = .infinity) -> Spring {
        let d = abs(distance), v = velocity.isFinite ? velocity : 0
        let quickest = max(slowest, quickest)
        var omega = resting
        if d > 1e-9 && v > 0 {
            omega = max(v / d, min(quickest, max(slowest, 2 * v / d)))
        } else if d > 1e-9 && v < 0 && room.isFinite {
            let s = v / d, allowed = max(0, room) / d
            var steps = 0
            while farthestAway(velocity: s, omega: omega) > allowed && steps < 400 {
                omega *= 1.05
                steps += 1
            }
        }
        return Spring(mass: 1, stiffness: omega * omega, damping: 2 * omega, initialVelocity: d > 1e-9 ? v / d : 0)
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
