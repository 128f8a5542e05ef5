import Foundation

/// The default swipe's decision at release: project where the pointer would come to rest
/// from its release velocity and finish when that passes half the width. A flick finishes
/// from short of the middle; a drag past it that is pulled back cancels.
public struct ReleaseRule: Sendable {
    /// Seconds of travel at release velocity added to the position (a deceleration of
    /// about 5 widths per second squared for a 1,000 pt/s flick).
    public static let projectionTime = 0.2
    /// Fraction of the width the projected position must pass.
    public static let threshold = 0.5

    public struct Decision: Sendable, Equatable {
        public let finish: Bool
        public let projectedProgress: Double
        public var reason: String {
            String(format: "projected %.2f %@ %.2f: %@", projectedProgress, finish ? ">=" : "<", ReleaseRule.threshold, finish ? "finish" : "cancel")
        }
    }

    /// `progress` in 0...1 along the swipe, `velocity` in progress per second.
    public static func decide(progress: Double, velocity: Double) -> Decision {
        let v = velocity.isFinite ? velocity : 0
        let projected = progress + v * projectionTime
        return Decision(finish: projected >= threshold, projectedProgress: projected)
    }
}
