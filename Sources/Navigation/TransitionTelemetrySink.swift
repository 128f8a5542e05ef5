import Compositor
import Geometry

/// Where transitions tell what happens to them, for what reads each frame (the feel meter,
/// the replay trace, the overlay): the latest drag on a transition with its tracked layer,
/// the latest release decision and the latest change of hands of a transition's motion.
/// One belongs to a window's frame driver, which hands it to the navigation controller on
/// screen; every transition under that controller (its pushes and pops, its pages'
/// presentations) reports to it through its context, and drags report to their
/// transition's. A navigation controller on its own has one of its own.
@MainActor
public final class TransitionTelemetrySink {
    /// Counts drags on transitions: a new drag, a new number, across the scenes a window shows.
    public private(set) var dragSerial = 0
    /// The decision at the latest release (cleared when a new drag takes hold).
    public private(set) var lastRelease: ReleaseDecision?
    /// The latest change of hands of a transition's motion.
    public private(set) var lastHandover: VelocityHandover?
    private var drag: DragRecord?

    public init() {}

    /// The latest drag's telemetry, with its tracked point where it shows now.
    public var interaction: InteractionTelemetry? { drag?.current }

    /// A drag took hold of a transition (began it or grabbed it).
    func dragStarted(operation: TransitionOperation, grabbed: Bool, trackedLayer: Layer, pointer: Point, press: Point, startProgress: Double,
        pointerProgress: Double, axis: InteractiveDrag.Axis, followsPointer: Bool) {
        dragSerial += 1
        let t = InteractionTelemetry(serial: dragSerial, operation: operation, grabbed: grabbed, isHeld: true, startProgress: startProgress,
            pointerProgress: pointerProgress, pointer: pointer, trackedPoint: nil, trackedLayer: ObjectIdentifier(trackedLayer), trackedLocalPoint: .zero,
            release: nil, axis: axis, followsPointer: followsPointer)
        drag = DragRecord(telemetry: t, trackedLayer: trackedLayer, press: press)
        // The overlay's release line is this drag's once it lets go, never the one before.
        lastRelease = nil
    }

    func dragMoved(pointerProgress: Double, pointer: Point) {
        drag?.telemetry.pointerProgress = pointerProgress
        drag?.telemetry.pointer = pointer
    }

    func released(_ release: ReleaseTelemetry) {
        lastRelease = release.decision
        drag?.telemetry.isHeld = false
        drag?.telemetry.release = release
    }

    func handedOver(_ handover: VelocityHandover) { lastHandover = handover }
}
