/// What a transition does to what is shown: a navigation push or pop, or a presentation or
/// its dismissal. Push and present add a page (a drag back on them reverses them).
public enum TransitionOperation: String, Sendable, Hashable, CaseIterable {
    case push
    case pop
    case present
    case dismiss

    /// Whether it brings a page in (push, present) rather than taking one away.
    public var addsPage: Bool { self == .push || self == .present }

    init(_ operation: NavigationOperation) {
        self = operation == .push ? .push : .pop
    }
}
