import Geometry

/// The latest drag on a transition, as data read each frame (the feel meter, the overlay):
/// whether it began the transition or grabbed it in flight, the progress the pointer asks
/// for while held, where the tracked point is, and its release.
public struct InteractionTelemetry: Sendable, Hashable {
    /// Counts drags on transitions, across navigation controllers: a new drag, a new number.
    public var serial: Int
    public var operation: TransitionOperation
    /// Caught a running transition (false: the drag began it).
    public var grabbed: Bool
    /// A pointer holds the transition now.
    public var isHeld: Bool
    /// The progress when the drag took hold (where a grab stopped it).
    public var startProgress: Double
    /// The progress the pointer asks for, by the drag's progress function (its clamps included).
    public var pointerProgress: Double
    /// The pointer, in window points.
    public var pointer: Point
    /// The point of the tracked layer's plane that was under the pointer when the drag took
    /// hold (inside the layer or beside it), where the layer shows it now, in window points;
    /// nil once the layer has gone.
    public var trackedPoint: Point?
    /// The tracked layer and that point in its own coordinates.
    public var trackedLayer: ObjectIdentifier?
    public var trackedLocalPoint: Point
    public var release: ReleaseTelemetry?
    /// The axis progress is measured along (slip is measured along it; both for `.radial`).
    public var axis: InteractiveDrag.Axis
    /// Whether the content under the press is meant to stay under the pointer (see
    /// `InteractiveDrag.followsPointer`).
    public var followsPointer: Bool

    public init(serial: Int, operation: TransitionOperation, grabbed: Bool, isHeld: Bool, startProgress: Double, pointerProgress: Double,
        pointer: Point, trackedPoint: Point?, trackedLayer: ObjectIdentifier?, trackedLocalPoint: Point, release: ReleaseTelemetry?,
        axis: InteractiveDrag.Axis = .horizontal, followsPointer: Bool = true) {
        self.axis = axis
        self.followsPointer = followsPointer
        self.startProgress = startProgress
        self.trackedLayer = trackedLayer
        self.trackedLocalPoint = trackedLocalPoint
        self.serial = serial
        self.operation = operation
        self.grabbed = grabbed
        self.isHeld = isHeld
        self.pointerProgress = pointerProgress
        self.pointer = pointer
        self.trackedPoint = trackedPoint
        self.release = release
    }
}
