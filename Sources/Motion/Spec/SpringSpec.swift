/// A spring as a transition parameter: it settles in `duration` seconds at `dampingRatio`
/// (1 is critically damped; below 1 it bounces), UIKit's
/// `UIViewPropertyAnimator(duration:dampingRatio:)`.
public struct SpringSpec: Hashable, Sendable {
    public var duration: Double
    public var dampingRatio: Double

    public init(duration: Double, dampingRatio: Double) {
        self.duration = duration
        self.dampingRatio = dampingRatio
    }

    /// The timing curve it names: a spring that settles in `duration`.
    public var timingCurve: TimingCurve { .spring(Spring(dampingRatio: dampingRatio, settlingIn: duration)) }

    /// The ranges a spring parameter accepts.
    public static let durationRange = 0.05...10.0
    public static let dampingRatioRange = 0.05...2.0
}
