import Foundation
import Motion

/// A Segue spring as SwiftUI's `Animation.spring(duration:bounce:)` gives it: the same curve.
///
/// Segue's `Spring(dampingRatio: ζ, settlingIn: d)` (UIKit's form) has mass 1, stiffness ω0²
/// and damping 2ζω0, with the natural frequency ω0 found by bisection so that the motion stays
/// within 0.1 % of its distance from `d` seconds on (at a fixed ζ the settling time scales as
/// 1/ω0); `Spring.naturalFrequency` is that ω0.
/// SwiftUI's `Spring(duration: D, bounce: b)` has mass 1, stiffness (2π/D)² and damping
/// 4π(1 − b)/D for b ≥ 0, 4π/(D(1 + b)) for b < 0 (Segue's `Spring(duration:bounce:)` is the
/// same). Equal stiffness gives D = 2π/ω0: SwiftUI's duration is the perceptual one, the period
/// of the undamped spring, not a settling time. Equal damping gives, for ζ ≤ 1,
/// 2ζω0 = 2ω0(1 − b), so b = 1 − ζ; for ζ > 1 (over-damped), 2ζω0 = 2ω0/(1 + b), so
/// b = 1/ζ − 1, a negative bounce.
public struct SwiftUISpring: Equatable, Sendable {
    /// SwiftUI's perceptual duration, 2π/ω0, in seconds.
    public let duration: Double
    /// SwiftUI's bounce: 1 − ζ at or under critical damping, 1/ζ − 1 over it.
    public let bounce: Double

    public init(_ spring: Spring) {
        duration = 2 * Double.pi / spring.naturalFrequency
        let zeta = spring.dampingRatio
        bounce = zeta <= 1 ? 1 - zeta : 1 / zeta - 1
    }
}
