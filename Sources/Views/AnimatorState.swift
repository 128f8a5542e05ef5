/// A property animator's life cycle (UIKit's UIViewAnimatingState).
public enum AnimatorState: Sendable, Hashable {
    /// Not started, or finished: animations can be added and it can start.
    case inactive
    /// Started (running or paused).
    case active
    /// Stopped without finishing: waits for `finishAnimation(at:)`.
    case stopped
}
