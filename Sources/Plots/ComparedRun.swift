import Feel
import Sessions

/// One side of a comparison once replayed: its label, where it ended, the feel of each drag
/// and the trace of every frame.
public struct ComparedRun: Sendable {
    public var label: String
    public var summary: SessionSummary
    public var feel: [FeelSegment]
    public var trace: ReplayTrace

    public init(label: String, summary: SessionSummary, feel: [FeelSegment], trace: ReplayTrace) {
        self.label = label
        self.summary = summary
        self.feel = feel
        self.trace = trace
    }
}
