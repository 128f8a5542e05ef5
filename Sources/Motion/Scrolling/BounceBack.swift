import Foundation

/// An offset carried to a target on a spring from wherever it is and however fast it moves,
/// in points: content let go past its edge (or coasting into it) going back to the edge, a
/// page settling after a release, an animated scroll. `spring` gives the frequency and
/// damping ratio (its own initial velocity is not used); the motion is the spring's, by
/// linearity: D φ(t) + V ψ(t) from the target, φ starting displaced and still, ψ at the
/// target and moving, so it also starts exactly at the target with a speed (a flick coasting
/// into an edge), which the spring's own progress, a fraction of a distance, cannot.
public struct BounceBack: Hashable, Sendable {
    /// It has arrived when it is this close to the target (points) and moves slower than
    /// `restSpeed` (points per second); it then jumps to the target, 1/20 pt at most.
    public static let restDistance = 0.05
    public static let restSpeed = 1.0
    /// A scroll view's spring back from an edge: critically damped (it never passes the
    /// edge), settling within 0.1% of its distance in half a second, most of the way (90%)
    /// in 0.2 s.
    public static let defaultSpring = SpringSpec(duration: 0.5, dampingRatio: 1)

    public let offset: Double
    public let velocity: Double
    public let target: Double
    /// The spring that carries it (its initial velocity unused).
    public let spring: Spring
    /// The spring from rest, and from the same start pushed at one distance per second.
    private let still: Spring
    private let pushed: Spring

    /// From `offset` at `velocity` to `target` on `spring`. With `preventsOvershoot`, a
    /// critically or over-damped spring that would carry a fast start past the target is
    /// stiffened just enough to arrive without passing it (its damping ratio kept); a
    /// spring that bounces is kept as it is. Non-finite inputs are taken as 0.
    public init(from offset: Double, velocity: Double, to target: Double, spring: Spring, preventsOvershoot: Bool = false) {
        self.offset = offset.isFinite ? offset : 0
        self.velocity = velocity.isFinite ? velocity : 0
        self.target = target.isFinite ? target : 0
        var s = spring
        let zeta = s.dampingRatio
        let distance = abs(self.offset - self.target)
        if preventsOvershoot, zeta >= 1, distance > 0,
            BounceBack.crosses(displacement: self.offset - self.target, velocity: self.velocity, frequency: s.naturalFrequency, dampingRatio: zeta) {
            // Crossing needs |V| > ω (ζ + √(ζ² − 1)) |D|; the least ω that does not cross.
            let omega = abs(self.velocity) / ((zeta + (zeta * zeta - 1).squareRoot()) * distance)
            s = Spring(mass: 1, stiffness: omega * omega, damping: 2 * zeta * omega)
        }
        self.spring = Spring(mass: s.mass, stiffness: s.stiffness, damping: s.damping)
        still = Spring(mass: s.mass, stiffness: s.stiffness, damping: s.damping, initialVelocity: 0)
        pushed = Spring(mass: s.mass, stiffness: s.stiffness, damping: s.damping, initialVelocity: 1)
    }

    /// Whether it passes the target on the way (always, unless at rest there, for a spring
    /// that bounces).
    public var overshoots: Bool {
        BounceBack.crosses(displacement: offset - target, velocity: velocity, frequency: spring.naturalFrequency, dampingRatio: spring.dampingRatio)
    }

    /// Whether a spring started `displacement` from its target at `velocity` passes it: a
    /// critically or over-damped one only when moving toward it faster than
    /// ω (ζ + √(ζ² − 1)) times the distance (its fast root), one that bounces always.
    static func crosses(displacement d: Double, velocity v: Double, frequency omega: Double, dampingRatio zeta: Double) -> Bool {
        guard d != 0 || v != 0 else { return false }
        guard zeta >= 1 else { return true }
        guard d != 0, v * d < 0 else { return false }
        return abs(v) > omega * (zeta + (zeta * zeta - 1).squareRoot()) * abs(d)
    }

    /// Where it is after `t` seconds.
    public func offset(at t: Double) -> Double {
        let d = offset - target
        // φ(t) = 1 − still(t); ψ(t) = pushed(t) − still(t) (progress from −1 toward 0 offset).
        let s = still.value(at: t), p = pushed.value(at: t)
        return target + d * (1 - s) + velocity * (p - s)
    }

    /// Points per second after `t` seconds.
    public func velocity(at t: Double) -> Double {
        let d = offset - target
        let s = still.velocity(at: t), p = pushed.velocity(at: t)
        return -d * s + velocity * (p - s)
    }

    /// Whether it has arrived after `t` seconds.
    public func isSettled(at t: Double) -> Bool {
        abs(offset(at: t) - target) <= BounceBack.restDistance && abs(velocity(at: t)) <= BounceBack.restSpeed
    }
}
