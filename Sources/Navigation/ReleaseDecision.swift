/// What was decided when an interactive transition was let go, and from what: the rule, the
/// position and pointer velocity at release, the quantity compared and the threshold it was
/// compared with, and the outcome. Data only; the app words it for its overlay and plot.
public struct ReleaseDecision: Sendable, Hashable {
    public enum Outcome: String, Sendable, Hashable {
        case finish
        case cancel
    }

    /// Which quantity decided.
    public enum Basis: Sendable, Hashable {
        /// The position projected from the release velocity (`projected`) against `threshold`.
        case projectedPosition
        /// The position at release against `threshold`.
        case position
        /// The pointer's velocity against `threshold` (points per second).
        case velocity
        /// The system took the gesture away: always cancel, no rule applied.
        case gestureCancelled
        /// A transition grabbed in flight and let go without being moved (a click on it): it
        /// goes on the way it was heading, whatever the rule would say of where it stopped.
        case heading
    }

    /// The rule the drag was configured with (also kept when the gesture was cancelled).
    public let rule: ReleaseRule
    public let basis: Basis
    /// Progress at release, 0...1 (as the rule read it: non-finite as 0).
    public let position: Double
    /// The pointer's velocity along the drag at release, points per second (likewise).
    public let velocity: Double
    /// Where the rule projected the position to, for the projecting rule.
    public let projected: Double?
    /// What the deciding quantity was compared with; nil for a cancelled gesture.
    public let threshold: Double?
    public let outcome: Outcome

    public init(rule: ReleaseRule, basis: Basis, position: Double, velocity: Double, projected: Double?, threshold: Double?, outcome: Outcome) {
        self.rule = rule
        self.basis = basis
        self.position = position
        self.velocity = velocity
        self.projected = projected
        self.threshold = threshold
        self.outcome = outcome
    }

    public var finishes: Bool { outcome == .finish }

    /// A grab let go where it was taken: the transition carries on as it was going.
    public static func heading(rule: ReleaseRule, position: Double, velocity: Double, forward: Bool) -> ReleaseDecision {
        ReleaseDecision(rule: rule, basis: .heading, position: position, velocity: velocity, projected: nil, threshold: nil, outcome: forward ? .finish : .cancel)
    }

    /// A release the system took away (a cancelled gesture) always cancels.
    public static func gestureCancelled(rule: ReleaseRule, position: Double, velocity: Double) -> ReleaseDecision {
        ReleaseDecision(rule: rule, basis: .gestureCancelled, position: position, velocity: velocity, projected: nil, threshold: nil, outcome: .cancel)
    }
}
