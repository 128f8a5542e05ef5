import Navigation

/// The feel of one drag on a transition, as `segue replay --feel` prints it: the jump when it
/// was grabbed, how far the tracked layer was from where the pointer put it while dragging,
/// how its speed just after release compared with the pointer's, and the release decision.
/// A figure that does not apply is nil, with the reason in `notes`.
public struct FeelSegment: Sendable, Codable, Equatable {
    public struct Spread: Sendable, Codable, Equatable {
        public var median: Double
        public var p95: Double
        public var max: Double
        public var frames: Int
    }

    public struct Decision: Sendable, Codable, Equatable {
        public var rule: String
        public var basis: String
        public var position: Double
        public var velocity: Double
        public var projected: Double?
        public var threshold: Double?
        public var outcome: String
    }

    public var serial: Int
    public var operation: String
    /// Caught in flight (false: the drag began the transition).
    public var grabbed: Bool
    public var startFrame: Int
    public var startTime: Double
    public var releaseFrame: Int?
    /// Grabs only: the largest distance any layer moved between the frame before and the frame of the grab.
    public var grabJumpPt: Double?
    public var trackingErrorPt: Spread?
    /// The pointer's release velocity along the drag (points per second, positive forward).
    public var releaseVelocityPtPerS: Double?
    public var releaseVelocityErrorPct: Double?
    public var decision: Decision?
    public var notes: [String]

    enum CodingKeys: String, CodingKey {
        case serial, operation, grabbed, notes, decision
        case startFrame = "start_frame"
        case startTime = "start_time"
        case releaseFrame = "release_frame"
        case grabJumpPt = "grab_jump_pt"
        case trackingErrorPt = "tracking_error_pt"
        case releaseVelocityPtPerS = "release_velocity_pt_per_s"
        case releaseVelocityErrorPct = "release_velocity_error_pct"
    }
}

extension FeelSegment.Decision {
    init(_ d: ReleaseDecision) {
        rule = d.rule.name
        basis = "\(d.basis)"
        position = d.position
        velocity = d.velocity
        projected = d.projected
        threshold = d.threshold
        outcome = d.outcome.rawValue
    }
}

extension FeelSegment {
    /// Every key written, a figure that does not apply as null.
    public func encode(to encoder: Encoder) throws {
        var c = encoder.container(keyedBy: CodingKeys.self)
        try c.encode(serial, forKey: .serial)
        try c.encode(operation, forKey: .operation)
        try c.encode(grabbed, forKey: .grabbed)
        try c.encode(startFrame, forKey: .startFrame)
        try c.encode(startTime, forKey: .startTime)
        try c.encode(releaseFrame, forKey: .releaseFrame)
        try c.encode(grabJumpPt, forKey: .grabJumpPt)
        try c.encode(trackingErrorPt, forKey: .trackingErrorPt)
        try c.encode(releaseVelocityPtPerS, forKey: .releaseVelocityPtPerS)
        try c.encode(releaseVelocityErrorPct, forKey: .releaseVelocityErrorPct)
        try c.encode(decision, forKey: .decision)
        try c.encode(notes, forKey: .notes)
    }
}
