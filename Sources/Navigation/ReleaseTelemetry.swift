import Geometry
/// A drag's release as data: the decision, and the speeds the transition was handed: the
/// pointer's along the drag (points per second, positive forward) and the progress per
/// second it continues from.
public struct ReleaseTelemetry: Sendable, Hashable {
    public var decision: ReleaseDecision
    public var pointerVelocity: Double
    public var progressVelocity: Double
    /// For a drag whose page follows the pointer in x and y (a zoom's card, `.radial`): the
    /// pointer's velocity at release in window points per second, which the page leaves at.
    public var pointerVelocityVector: Point?

    public init(decision: ReleaseDecision, pointerVelocity: Double, progressVelocity: Double, pointerVelocityVector: Point? = nil) {
        self.decision = decision
        self.pointerVelocity = pointerVelocity
        self.progressVelocity = progressVelocity
        self.pointerVelocityVector = pointerVelocityVector
    }
}
