import Compositor
import Geometry

/// The navigation controller's published state for the debug overlay, the replay plot, the
/// feel meter and session summaries. Its pages' presentations count too (Modal zoom's root
/// presents), and drags on them are recorded here.
extension NavigationController {
    public var telemetry: TransitionTelemetry {
        let presenting = viewControllers.last { $0.presentedViewController != nil }
        let root = viewControllers.first
        return TransitionTelemetry(
            progress: transitionProgress ?? presenting?.presentationTransitionProgress,
            lastRelease: lastRelease,
            completed: completedTransitionCount + (root?.completedPresentationTransitions ?? 0),
            cancelled: cancelledTransitionCount + (root?.cancelledPresentationTransitions ?? 0),
            interaction: dragRecord?.current, handover: lastHandover)
    }

    func record(_ handover: VelocityHandover) { lastHandover = handover }

    /// Counts drags across every navigation controller, so a scene switched to mid-session
    /// does not start again at 1 (the feel meter tells drags apart by it).
    static var dragSerial = 0

    /// A drag took hold of a transition (began it or grabbed it).
    func recordDragStart(operation: TransitionOperation, grabbed: Bool, trackedLayer: Layer, pointer: Point, press: Point, startProgress: Double, pointerProgress: Double,
        axis: InteractiveDrag.Axis, followsPointer: Bool) {
        NavigationController.dragSerial += 1
        let serial = NavigationController.dragSerial
        let t = InteractionTelemetry(serial: serial, operation: operation, grabbed: grabbed, isHeld: true, startProgress: startProgress,
            pointerProgress: pointerProgress, pointer: pointer, trackedPoint: nil, trackedLayer: ObjectIdentifier(trackedLayer), trackedLocalPoint: .zero,
            release: nil, axis: axis, followsPointer: followsPointer)
        dragRecord = DragRecord(telemetry: t, trackedLayer: trackedLayer, press: press)
        // The overlay's release line is this drag's once it lets go, never the one before.
        lastRelease = nil
    }

    func recordDragMove(pointerProgress: Double, pointer: Point) {
        dragRecord?.telemetry.pointerProgress = pointerProgress
        dragRecord?.telemetry.pointer = pointer
    }

    func recordRelease(_ release: ReleaseTelemetry) {
        lastRelease = release.decision
        dragRecord?.telemetry.isHeld = false
        dragRecord?.telemetry.release = release
    }
}
