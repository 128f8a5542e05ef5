import Foundation

/// A damped harmonic oscillator pulling a value from 0 to 1, in closed form (under-,
/// critically and over-damped). `initialVelocity` is in units of the whole distance per
/// second, as UIKit's spring timing parameters take it: 1 means "the distance in one second".
public struct Spring: Hashable, Sendable {
    public let mass: Double
    public let stiffness: Double
    public let damping: Double
    public let initialVelocity: Double

    /// A spring from physical constants. Non-positive or non-finite values are clamped to a
    /// small positive (mass, stiffness) or zero (damping) value.
    public init(mass: Double = 1, stiffness: Double, damping: Double, initialVelocity: Double = 0) {
        self.mass = mass.isFinite && mass > 0 ? mass : 1
        self.stiffness = stiffness.isFinite && stiffness > 0 ? stiffness : 1e-6
        self.damping = damping.isFinite && damping > 0 ? damping : 0
        self.initialVelocity = initialVelocity.isFinite ? initialVelocity : 0
    }

    /// UIKit's form: a damping ratio (1 = critically damped, below 1 bounces) and an initial
    /// velocity relative to the distance, with the stiffness chosen so that the spring
    /// settles in `duration` seconds.
    public init(dampingRatio: Double, initialVelocity: Double = 0, settlingIn duration: Double) {
        let zeta = dampingRatio.isFinite && dampingRatio > 0 ? dampingRatio : 1
        let d = duration.isFinite && duration > 0 ? duration : 0.5
        // Settling time scales as 1/omega at fixed zeta (exactly so with no initial velocity):
        // find omega for a unit-time spring, then scale.
        var lo = 0.1, hi = 2000.0
        for _ in 0..<60 {
            let mid = (lo + hi) / 2
            let s = Spring(mass: 1, stiffness: mid * mid, damping: 2 * zeta * mid, initialVelocity: initialVelocity * d)
            if s.settlingDuration > 1 { lo = mid } else { hi = mid }
        }
        let omega = (lo + hi) / 2 / d
        self.init(mass: 1, stiffness: omega * omega, damping: 2 * zeta * omega, initialVelocity: initialVelocity)
    }

    /// SwiftUI's and iOS 17's form: a perceptual duration and a bounce (-1...1; 0 is
    /// critically damped, positive bounces).
    public init(duration: Double, bounce: Double, initialVelocity: Double = 0) {
        let d = duration.isFinite && duration > 0 ? duration : 0.5
        let b = bounce.isFinite ? min(1, max(-1, bounce)) : 0
        let stiffness = pow(2 * Double.pi / d, 2)
        let damping = b >= 0 ? 4 * Double.pi * (1 - b) / d : 4 * Double.pi / (d * (1 + max(b, -0.999)))
        self.init(mass: 1, stiffness: stiffness, damping: damping, initialVelocity: initialVelocity)
    }

    /// A spring whose initial velocity matches a pointer's `velocity` (points per second)
    /// over a remaining `distance` (points) to travel.
    public func matching(velocity: Double, distance: Double) -> Spring {
        let v = distance != 0 && velocity.isFinite && distance.isFinite ? velocity / distance : 0
        return Spring(mass: mass, stiffness: stiffness, damping: damping, initialVelocity: v)
    }

    public var naturalFrequency: Double { (stiffness / mass).squareRoot() }
    public var dampingRatio: Double { damping / (2 * (stiffness * mass).squareRoot()) }

    /// Progress (0 at rest start, 1 at the target; may overshoot) after `t` seconds.
    public func value(at t: Double) -> Double { 1 + displacement(at: max(0, t)).x }

    /// Progress per second after `t` seconds.
    public func velocity(at t: Double) -> Double { displacement(at: max(0, t)).v }

    /// Offset from the target and its rate of change, starting at -1 with `initialVelocity`.
    private func displacement(at t: Double) -> (x: Double, v: Double) {
        let w0 = naturalFrequency, zeta = dampingRatio
        let x0 = -1.0, v0 = initialVelocity
        if abs(zeta - 1) < 1e-9 {
            let b = v0 + w0 * x0
            let e = exp(-w0 * t)
            return ((x0 + b * t) * e, (b - w0 * (x0 + b * t)) * e)
        } else if zeta < 1 {
            let wd = w0 * (1 - zeta * zeta).squareRoot()
            let b = (v0 + zeta * w0 * x0) / wd
            let e = exp(-zeta * w0 * t)
            let c = cos(wd * t), s = sin(wd * t)
            let x = e * (x0 * c + b * s)
            let v = e * ((-zeta * w0) * (x0 * c + b * s) + (-x0 * wd * s + b * wd * c))
            return (x, v)
        } else {
            let root = (zeta * zeta - 1).squareRoot()
            let r1 = -w0 * (zeta - root), r2 = -w0 * (zeta + root)
            let c2 = (v0 - r1 * x0) / (r2 - r1)
            let c1 = x0 - c2
            let e1 = exp(r1 * t), e2 = exp(r2 * t)
            return (c1 * e1 + c2 * e2, c1 * r1 * e1 + c2 * r2 * e2)
        }
    }

    /// The slowest exponential decay rate of the motion.
    private var decayRate: Double {
        let w0 = naturalFrequency, zeta = dampingRatio
        if zeta < 1 { return zeta * w0 }
        if abs(zeta - 1) < 1e-9 { return w0 }
        return w0 * (zeta - (zeta * zeta - 1).squareRoot())
    }

    /// When the spring has settled: after this time its offset stays within 0.1% of the
    /// distance and its speed within 0.1% of the distance per natural period.
    public var settlingDuration: Double {
        let w0 = naturalFrequency
        let step = min(0.01, 0.05 / w0)
        var t = 0.0, lastOutside = 0.0
        let limit = 120.0
        // After the envelope has decayed below the threshold nothing can come back outside it.
        while t < limit {
            let d = displacement(at: t)
            if abs(d.x) > 1e-3 || abs(d.v) / w0 > 1e-3 { lastOutside = t }
            let envelope = exp(-decayRate * t) * (1 + abs(initialVelocity) / w0 + w0 * t)
            if envelope < 1e-4 && t > lastOutside + step { break }
            t += step
        }
        return lastOutside + step
    }
}
