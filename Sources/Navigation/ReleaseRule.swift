import Foundation

/// Decisions at the release of an interactive transition: finish or cancel, and why, in
/// words the debug overlay and the replay plot show.
///
/// - `decide(progress:velocity:)`: the default swipe's rule. Project where the pointer would
///   come to rest from its release velocity and finish when that passes half the width: a
///   flick finishes from short of the middle; a drag past it that is pulled back cancels.
/// - `halfway(progress:)`: finish from half-way on, whatever the speed (Logo Reveal).
/// - `direction(velocityX:)`: finish when the pointer is moving right at release, cancel
///   otherwise (Contacts zoom).
/// - `halfwayOrFlick(progress:velocityX:)`: finish from half-way on, or from anywhere on a
///   flick to the right of at least `flickSpeed` (Side by side).
public struct ReleaseRule: Sendable {
    /// Seconds of travel at release velocity added to the position (a deceleration of
    /// about 5 widths per second squared for a 1,000 pt/s flick).
    public static let projectionTime = 0.2
    /// Fraction of the width the projected position must pass.
    public static let threshold = 0.5
    /// Points per second to the right that finish a release from anywhere.
    public static let flickSpeed = 1000.0

    public struct Decision: Sendable, Equatable {
        public let finish: Bool
        /// The rule and the numbers that decided, ending in "finish" or "cancel".
        public let reason: String

        public init(finish: Bool, reason: String) {
            self.finish = finish
            self.reason = reason
        }

        /// A release the system took away (a cancelled gesture) always cancels.
        public static func cancelledGesture(progress: Double) -> Decision {
            Decision(finish: false, reason: String(format: "gesture cancelled at %.2f: cancel", progress))
        }
    }

    /// `progress` in 0...1 along the swipe, `velocity` in progress per second.
    public static func decide(progress: Double, velocity: Double) -> Decision {
        let v = velocity.isFinite ? velocity : 0
        let projected = progress + v * projectionTime
        let finish = projected >= threshold
        return Decision(finish: finish, reason: String(format: "projected %.2f %@ %.2f: %@", projected, finish ? ">=" : "<", threshold, verdict(finish)))
    }

    /// Finishes when `progress` is at least one half.
    public static func halfway(progress: Double) -> Decision {
        let p = progress.isFinite ? progress : 0
        let finish = p >= threshold
        return Decision(finish: finish, reason: String(format: "progress %.2f %@ %.2f: %@", p, finish ? ">=" : "<", threshold, verdict(finish)))
    }

    /// Finishes when the horizontal release velocity (points per second) is positive.
    public static func direction(velocityX: Double) -> Decision {
        let v = velocityX.isFinite ? velocityX : 0
        let finish = v > 0
        return Decision(finish: finish, reason: String(format: "velocity.x %.0f %@ 0: %@", v, finish ? ">" : "<=", verdict(finish)))
    }

    /// Finishes on a flick to the right (`velocityX` >= `flickSpeed`), else from half-way on.
    public static func halfwayOrFlick(progress: Double, velocityX: Double) -> Decision {
        let v = velocityX.isFinite ? velocityX : 0
        if v >= flickSpeed {
            return Decision(finish: true, reason: String(format: "flick %.0f >= %.0f pt/s: finish", v, flickSpeed))
        }
        let byPosition = halfway(progress: progress)
        return Decision(finish: byPosition.finish, reason: String(format: "velocity.x %.0f < %.0f, ", v, flickSpeed) + byPosition.reason)
    }

    private static func verdict(_ finish: Bool) -> String { finish ? "finish" : "cancel" }
}
