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
    /// While frozen, the frames 1-3 before and after the playhead show as translucent
    /// overlays (Shift held), or no longer (Shift let go).
    case onion(Bool)

    /// Its name in a session file.
    public var name: String {
        switch self {
        case .freeze: return "freeze"
        case .resume: return "resume"
        case .show: return "show"
        case .onion: return "onion"
        }
    }
}
