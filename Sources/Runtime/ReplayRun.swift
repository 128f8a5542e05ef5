import Feel
import Plots
import Sessions

/// What one replay gives back: its exit code (0 replayed; see `Replay`), where it ended, the
/// feel of each drag (when asked for) and the trace of every frame (when asked for).
public struct ReplayRun: Sendable {
    public var code: Int32 = 0
    public var summary: SessionSummary?
    public var feel: [FeelSegment]?
    public var trace: ReplayTrace?

    public init() {}
}
