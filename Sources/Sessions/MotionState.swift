/// What is moving in the app, as a counterfactual replay tells it for each input: nothing
/// (at rest), a transition (push, pop, presentation, dismissal), or a layer animation or a
/// coasting scroll view on its own.
public enum MotionState: String, Sendable, Codable, Equatable, CaseIterable {
    case rest
    case push
    case pop
    case present
    case dismiss
    case animating

    public var isMoving: Bool { self != .rest }

    /// As a sentence says when an input came: "at rest", "during the push", ...
    public var description: String {
        switch self {
        case .rest: "at rest"
        case .push: "during the push"
        case .pop: "during the pop"
        case .present: "during the presentation"
        case .dismiss: "during the dismissal"
        case .animating: "while an animation or a scroll ran"
        }
    }
}
