/// What a navigation controller's transitions are doing, as data for the debug overlay, the
/// replay plot, the feel meter and session summaries: the progress of the one in flight, the
/// last release decision, how many completed and were cancelled, the latest drag and the
/// latest change of hands of a transition's motion.
public struct TransitionTelemetry: Sendable, Hashable {
    /// The running transition's progress, 0...1, or nil when none runs.
    public var progress: Double?
    /// The decision at the latest release of an interactive transition.
    public var lastRelease: ReleaseDecision?
    public var completed: Int
    public var cancelled: Int
    /// The latest drag on a transition (held or released), or nil before any.
    public var interaction: InteractionTelemetry?
    /// The latest change of hands of a transition's motion, or nil before any.
    public var handover: VelocityHandover?

    public init(progress: Double?, lastRelease: ReleaseDecision?, completed: Int, cancelled: Int, interaction: InteractionTelemetry? = nil,
        handover: VelocityHandover? = nil) {
        self.interaction = interaction
        self.handover = handover
        self.progress = progress
        self.lastRelease = lastRelease
        self.completed = completed
        self.cancelled = cancelled
    }
}
