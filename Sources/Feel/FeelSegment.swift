import Navigation

/// The feel of one drag on a transition, or of one reversal (Back turning a push or
/// presentation around), as `segue replay --feel` prints it: the jump when a drag grabbed
/// it, how far the content under the press slipped from the pointer while held, and how the
/// speed carried on where the motion changed hands (release, a click carrying on, reversal).
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

    /// Speed where the motion changed hands, in the transition's progress per second (the
    /// whole transition is 1), from the models on both sides (see `VelocityHandover`).
    public struct Continuity: Sendable, Codable, Equatable {
        /// "release", "carry_on" or "reversal".
        public var event: String
        public var frame: Int
        public var progress: Double
        public var before: Double
        public var after: Double
        /// |after - before| / |before|, percent; nil when nothing was moving before.
        public var jumpPct: Double?
        /// The largest step of the progress's acceleration (per second squared) at the change
        /// and in the 100 ms after it.
        public var accelStep: Double

        enum CodingKeys: String, CodingKey {
            case event, frame, progress, before, after
            case jumpPct = "jump_pct"
            case accelStep = "accel_step"
        }
    }

    /// "drag" or "reversal".
    public var kind: String
    /// The drag's number (nil for a reversal).
    public var serial: Int?
    public var operation: String
    /// Caught in flight (false: the drag began the transition).
    public var grabbed: Bool
    public var startFrame: Int
    public var startTime: Double
    public var releaseFrame: Int?
    /// Grabs only: the largest distance any layer moved between the frame before and the frame of the grab.
    public var grabJumpPt: Double?
    /// Whether the drag means the content under the press to stay under the pointer (its
    /// slip is held to the 1:1 target).
    public var followsPointer: Bool?
    /// Each held frame: the distance in window points between where the content under the
    /// press is drawn and the pointer (along the drag's axis; both axes for a card).
    public var slipPt: Spread?
    /// The pointer's release velocity along the drag (points per second, positive forward).
    public var releaseVelocityPtPerS: Double?
    public var velocity: Continuity?
    public var decision: Decision?
    public var notes: [String]

    enum CodingKeys: String, CodingKey {
        case kind, serial, operation, grabbed, notes, decision, velocity
        case startFrame = "start_frame"
        case startTime = "start_time"
        case releaseFrame = "release_frame"
        case grabJumpPt = "grab_jump_pt"
        case followsPointer = "follows_pointer"
        case slipPt = "slip_pt"
        case releaseVelocityPtPerS = "release_velocity_pt_per_s"
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
        try c.encode(kind, forKey: .kind)
        try c.encode(serial, forKey: .serial)
        try c.encode(operation, forKey: .operation)
        try c.encode(grabbed, forKey: .grabbed)
        try c.encode(startFrame, forKey: .startFrame)
        try c.encode(startTime.unsignedZero, forKey: .startTime)
        try c.encode(releaseFrame, forKey: .releaseFrame)
        try c.encode(grabJumpPt.unsignedZero, forKey: .grabJumpPt)
        try c.encode(followsPointer, forKey: .followsPointer)
        try c.encode(slipPt, forKey: .slipPt)
        try c.encode(releaseVelocityPtPerS.unsignedZero, forKey: .releaseVelocityPtPerS)
        try c.encode(velocity, forKey: .velocity)
        try c.encode(decision, forKey: .decision)
        try c.encode(notes, forKey: .notes)
    }
}

// The figures are written as JSON numbers without a sign on zero (the keys as the
// synthesised encoding writes them: a nil figure of these is left out): a velocity of -0.0 (a
// drag that stopped moving backward) is 0 to a reader, and `-0` in the output reads as a
// figure that is not quite zero.
extension Double {
    /// +0 for -0; every other value, itself (-0 + +0 is +0 in IEEE arithmetic).
    var unsignedZero: Double { self + 0 }
}

extension Optional<Double> {
    var unsignedZero: Double? { map(\.unsignedZero) }
}

extension FeelSegment.Spread {
    public func encode(to encoder: Encoder) throws {
        var c = encoder.container(keyedBy: CodingKeys.self)
        try c.encode(median.unsignedZero, forKey: .median)
        try c.encode(p95.unsignedZero, forKey: .p95)
        try c.encode(max.unsignedZero, forKey: .max)
        try c.encode(frames, forKey: .frames)
    }
}

extension FeelSegment.Decision {
    public func encode(to encoder: Encoder) throws {
        var c = encoder.container(keyedBy: CodingKeys.self)
        try c.encode(rule, forKey: .rule)
        try c.encode(basis, forKey: .basis)
        try c.encode(position.unsignedZero, forKey: .position)
        try c.encode(velocity.unsignedZero, forKey: .velocity)
        try c.encodeIfPresent(projected.unsignedZero, forKey: .projected)
        try c.encodeIfPresent(threshold.unsignedZero, forKey: .threshold)
        try c.encode(outcome, forKey: .outcome)
    }
}

extension FeelSegment.Continuity {
    public func encode(to encoder: Encoder) throws {
        var c = encoder.container(keyedBy: CodingKeys.self)
        try c.encode(event, forKey: .event)
        try c.encode(frame, forKey: .frame)
        try c.encode(progress.unsignedZero, forKey: .progress)
        try c.encode(before.unsignedZero, forKey: .before)
        try c.encode(after.unsignedZero, forKey: .after)
        try c.encodeIfPresent(jumpPct.unsignedZero, forKey: .jumpPct)
        try c.encode(accelStep.unsignedZero, forKey: .accelStep)
    }
}
