/// A drag's release as data: the decision, and the speeds the transition was handed: the
/// pointer's along the drag (points per second, positive forward) and the progress per
/// second it continues from.
public struct ReleaseTelemetry: Sendable, Hashable {
    public var decision: ReleaseDecision
    public var pointerVelocity: Double
    public var progressVelocity: Double

    public init(decision: ReleaseDecision, pointerVelocity: Double, progressVelocity: Double) {
        self.decision = decision
        self.pointerVelocity = pointerVelocity
        self.progressVelocity = progressVelocity
    }
}
