import Geometry
import Gestures
import Navigation
import Plots
import Sessions
import Views
import Host
import Motion

/// Collects a `ReplayTrace` while a replay runs: it listens to the window's gesture arena for
/// state changes (and for the velocity a pan read when it was let go), hears every pointer
/// event, and reads one sample after each frame's step.
@MainActor
public final class ReplayTraceRecorder {
    public private(set) var trace: ReplayTrace
    private let window: Window
    private var pointer: PointerEvent?
    /// The velocity a pan read at its release (or cancellation) in the frame being stepped.
    private var releaseVelocity: Point?
    /// The drag whose transition is running, if one is: its tracked point is plotted.
    private var trackedSerial: Int?
    private var notedSerial: Int?

    /// Listens to `window`'s gesture arena from now on (it takes the arena's `onStateChange`).
    public init(window: Window, windowSize: Size) {
        self.window = window
        trace = ReplayTrace(windowSize: windowSize)
        window.gestureArena.onStateChange = { [weak self] r, state in self?.stateChanged(r, state) }
    }

    private func stateChanged(_ r: GestureRecognizer, _ state: GestureRecognizerState) {
        trace.stateChanges.append(ReplayTrace.StateChange(time: r.lastTimestamp, recognizer: r.name, state: state))
        // The targets (the drag's release) have run and the pan is not reset yet: its
        // velocity now is the one the release decision read.
        if let pan = r as? PanGestureRecognizer, state == .ended || state == .cancelled {
            releaseVelocity = pan.velocity(in: nil)
        }
    }

    /// Parameters the replay holds at given values (their recorded changes are skipped).
    public var pinned: Set<String> = []

    /// An event the frame applied.
    public func observe(_ event: SessionEvent) {
        switch event {
        case .pointer(let p): pointer = p
        case .parameter(let change, let time):
            trace.parameterMarks.append(ReplayTrace.ParameterMark(time: time, change: change, skipped: pinned.contains(change.name)))
        default: break
        }
    }

    /// One sample, after the frame `index` at `time` was stepped.
    public func observeFrame(_ index: Int, at time: Double, driver: FrameDriver) {
        defer { releaseVelocity = nil }
        let telemetry = driver.shell.navigation.telemetry
        let progress = driver.shell.transitionProgress
        let drag = telemetry.interaction
        if progress == nil {
            trackedSerial = nil
        } else if let drag, drag.serial != notedSerial {
            trackedSerial = drag.serial
        }
        notedSerial = drag?.serial ?? notedSerial
        let tracked = drag.flatMap { $0.serial == trackedSerial && progress != nil ? $0.trackedPoint : nil }
        let pan = window.gestureArena.participants.compactMap { $0 as? PanGestureRecognizer }.first { $0.state.isActive }
        let velocity = pan?.velocity(in: nil, at: time) ?? releaseVelocity
        trace.frames.append(ReplayTrace.Frame(time: time, pointer: pointer?.location, pressed: pointer?.isPressed ?? false,
            progress: progress, tracked: tracked, velocity: velocity))
        if let drag, let release = drag.release, trace.releases.last?.serial != drag.serial {
            trace.releases.append(ReplayTrace.Release(time: time, frame: index, serial: drag.serial, operation: drag.operation, decision: release.decision))
        }
    }
}
