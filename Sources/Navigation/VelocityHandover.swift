import Motion

/// A moment a transition's motion changes hands, as data for the feel meter: a pointer lets
/// go, a click lets a grabbed transition carry on, or Back turns a push or presentation
/// around. Speeds are the transition's progress per second (the whole transition is 1),
/// positive toward its end, from the models on both sides: the hand's (the pointer's speed
/// carried into progress) or the running animation's own derivative before, the new
/// animation's after.
public struct VelocityHandover: Sendable, Hashable {
    public enum Kind: String, Sendable {
        /// A pointer let go of a transition it dragged.
        case release
        /// A press on a transition in flight let go without moving: it carries on.
        case carryOn = "carry_on"
        /// Back during a push or presentation: it runs back from where it is.
        case reversal
    }

    public var kind: Kind
    public var operation: TransitionOperation
    /// The animation clock's time of the change.
    public var time: Double
    public var progress: Double
    /// Just before: the hand's (its acceleration taken as 0), or the running animation's.
    public var velocityBefore: Double
    public var accelerationBefore: Double
    /// Just after, from the animation that now runs it (nil: it ended at once).
    public var motionAfter: ProgressMotion?

    public init(kind: Kind, operation: TransitionOperation, time: Double, progress: Double, velocityBefore: Double, accelerationBefore: Double,
        motionAfter: ProgressMotion?) {
        self.kind = kind
        self.operation = operation
        self.time = time
        self.progress = progress
        self.velocityBefore = velocityBefore
        self.accelerationBefore = accelerationBefore
        self.motionAfter = motionAfter
    }

    /// The speed the new animation starts at.
    public var velocityAfter: Double { motionAfter.map { $0.velocity(at: $0.startTime) } ?? 0 }
}
