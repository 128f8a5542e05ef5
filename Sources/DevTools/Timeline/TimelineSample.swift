import Navigation

/// One frame of a transition's recorded course, as the timeline strip plots it.
public struct TimelineSample: Equatable, Sendable {
    /// The frame's time (seconds on the engine's input clock).
    public var time: Double
    /// The transition's progress, 0...1.
    public var progress: Double?
    /// Where a hand holding the transition put it (its pointer's progress), while held.
    public var pointerProgress: Double?
    /// The decision of a release in this frame.
    public var release: ReleaseDecision?
    /// The parameters changed since the frame before (the tuning inspector, a recorded
    /// change), as "name = value".
    public var parameterChanges: [String]

    public init(time: Double, progress: Double?, pointerProgress: Double? = nil, release: ReleaseDecision? = nil, parameterChanges: [String] = []) {
        self.time = time
        self.progress = progress
        self.pointerProgress = pointerProgress
        self.release = release
        self.parameterChanges = parameterChanges
    }
}
