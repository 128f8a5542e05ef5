/// What a `freeze` event does to the engine's clock (keys F and Escape in a window).
/// Applying one twice does nothing more, so a request applied at once and the recorded
/// event that follows it agree.
public enum FreezeAction: Equatable, Sendable {
    /// Time stands still at the frame shown.
    case freeze
    /// Time goes on from the frame the freeze began at.
    case resume
    /// While frozen, the transition shows the frame `frame` of its recorded course (counted
    /// from the first the timeline holds): the playhead of the timeline strip.
    case show(frame: Int)

    /// Its name in a session file.
    public var name: String {
        switch self {
        case .freeze: return "freeze"
        case .resume: return "resume"
        case .show: return "show"
        }
    }
}
