import Motion

/// Which spec parameters set the numbers of a drag's release rule; a rule number without a
/// parameter keeps the rule's own.
public struct ReleaseParameters: Sendable {
    public var threshold: SpecParameter?
    public var flickSpeed: SpecParameter?
    public var projectionTime: SpecParameter?

    public init(threshold: SpecParameter? = nil, flickSpeed: SpecParameter? = nil, projectionTime: SpecParameter? = nil) {
        self.threshold = threshold
        self.flickSpeed = flickSpeed
        self.projectionTime = projectionTime
    }

    /// `rule` with its numbers read from `spec`.
    public func resolve(_ rule: ReleaseRule, in spec: TransitionSpec) -> ReleaseRule {
        var r = rule
        if let threshold { r.threshold = spec.number(threshold) }
        if let flickSpeed { r.flickSpeed = spec.number(flickSpeed) }
        if let projectionTime { r.projectionTime = spec.number(projectionTime) }
        return r
    }
}
