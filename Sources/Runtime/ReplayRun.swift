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
    /// Under other parameters: every event as it was delivered, with the state it came in
    /// (`departures` are the inputs that came in another state than recorded).
    public var deliveries: [InputDelivery]?
    /// What was moving at each input, when the replay was asked to find it (`Replay.recordedMotion`).
    public var motion: RecordedMotion?

    /// The inputs that came in another state than recorded (none under the recorded parameters).
    public var departures: [InputDelivery] { deliveries?.filter(\.isDeparture) ?? [] }

    public init() {}
}
