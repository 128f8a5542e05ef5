import Motion

/// A spring parameter as exported code holds it: the spec's value (a settling duration and a
/// damping ratio, UIKit's `UIViewPropertyAnimator(duration:dampingRatio:)`), the physical spring
/// Segue runs for it, and how long Segue runs it (its settling time; then it is at its end).
public struct HandoffSpring: Equatable, Sendable {
    public let key: String
    public let summary: String
    public let value: SpringSpec
    /// The spring Segue animates: mass 1, stiffness ω0², damping 2ζω0.
    public let spring: Spring
    /// Seconds until the spring stays within 0.1 % of its end, when Segue's animation ends.
    public let settlingDuration: Double

    public init(key: String, summary: String, value: SpringSpec) {
        self.key = key
        self.summary = summary
        self.value = value
        spring = Spring(dampingRatio: value.dampingRatio, settlingIn: value.duration)
        settlingDuration = spring.settlingDuration
    }

    /// What the spring is of: the key without a last word `spring` (`contacts.drawer`;
    /// `scroll.bounce` stays whole).
    public var stem: String { SpecHandoff.stem(of: key, dropping: "spring") }

    public var swiftUI: SwiftUISpring { SwiftUISpring(spring) }

    /// The curve Segue animates on: the spring's progress, 1 from its settling time on.
    public var timingCurve: TimingCurve { .spring(spring) }
}
