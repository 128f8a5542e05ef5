/// Which side of a transition (UIKit's UITransitionContextViewControllerKey and ViewKey).
public enum TransitionContextKey: Sendable, Hashable {
    case from
    case to
}
