/// The transitions a `SideBySideNavigationController` can run between its pages. One style
/// today; each new one brings its own animator.
public enum NavigationTransitionStyle: Sendable, Equatable {
    /// The new page pushes the old one out of the way, both moving together (seed 002).
    case sideBySide
}
