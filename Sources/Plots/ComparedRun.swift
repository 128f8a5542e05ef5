import Feel
import Sessions

/// One side of a comparison once replayed: its label, where it ended, the feel of each drag
/// the trace of every frame, and the inputs that came in
/// another state than recorded.
public struct ComparedRun: Sendable {
    public var label: String
    public var summary: SessionSummary
    public var feel: [FeelSegment]
    public var trace: ReplayTrace
    /// The inputs that came in another state than recorded (a run under other parameters).
    public var departures: [InputDelivery]

    public init(label: String, summary: SessionSummary, feel: [FeelSegment], trace: ReplayTrace, departures: [InputDelivery] = []) {
        self.label = label
        self.summary = summary
        self.feel = feel
        self.trace = trace
        self.departures = departures
    }
}
