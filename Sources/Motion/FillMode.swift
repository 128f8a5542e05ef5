/// What an animation shows outside its active time (Core Animation's fill modes).
public enum FillMode: Hashable, Sendable {
    /// Nothing: the model value shows before and after.
    case removed
    /// The final value holds after the animation ends.
    case forwards
    /// The initial value holds before the animation begins.
    case backwards
    case both
}
