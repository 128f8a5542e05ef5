import Foundation
import Navigation

/// A release decision in words, the one wording the debug overlay and the replay plot show:
/// where and how fast it was let go, then the rule's comparison and the verdict.
extension ReleaseDecision {
    public var text: String {
        String(format: "released at %.2f, %.0f pt/s; ", position, velocity) + reason
    }

    /// The comparison that decided, ending in ": finish" or ": cancel".
    private var reason: String {
        let verdict = outcome.rawValue, threshold = threshold ?? 0
        switch basis {
        case .gestureCancelled:
            return String(format: "gesture cancelled at %.2f: %@", position, verdict)
        case .heading:
            return "grabbed and let go unmoved, carries on as it was heading: " + verdict
        case .projectedPosition:
            return String(format: "projected %.2f %@ %.2f: %@", projected ?? position, finishes ? ">=" : "<", threshold, verdict)
        case .position:
            // Side by side's rule names the flick it did not see first.
            let noFlick = rule.kind == .halfwayOrFlick ? String(format: "velocity.x %.0f < %.0f, ", velocity, rule.flickSpeed) : ""
            return noFlick + String(format: "progress %.2f %@ %.2f: %@", position, finishes ? ">=" : "<", threshold, verdict)
        case .velocity where rule.kind == .halfwayOrFlick:
            return String(format: "flick %.0f >= %.0f pt/s: %@", velocity, threshold, verdict)
        case .velocity:
            return String(format: "velocity.x %.0f %@ %.0f: %@", velocity, finishes ? ">" : "<=", threshold, verdict)
        }
    }
}
