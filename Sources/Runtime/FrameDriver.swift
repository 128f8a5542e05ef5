import Compositor
import Geometry
import Gestures
import Motion
import Navigation
import DevTools
import Host
import Sessions
import Views

/// One frame of the app as a pure function of its input: the frame's events are applied
/// (keys reach the host's shell and through it the app), then the frame step runs. The live loop, the replay, the
/// bench and the test harness drive the same object, so a replay reproduces the recorded
/// frames exactly; it also gives the frame's digest and the run's summary.
@MainActor
public final class FrameDriver {
    public let frame: FrameStep
    public let shell: HostShell
    private let digestCache = DigestCache()
    public private(set) var quitRequested = false
    /// Keys the caller handles itself (the overlay's D); return true when consumed.
    public var extraKeys: ((KeyEvent) -> Bool)?
    /// Where a parameter change asked for in the window (the inspector) goes: the live
    /// loop makes it a recorded `parameter` event, which comes back through `apply`; a
    /// replay drops it, since the recording holds the event. Unset, it is applied at once.
    public var parameterChanges: ((SpecAssignment) -> Void)?
    /// Parameters a replay holds at the values it was given (`--spec`, `--set`): the
    /// recording's own changes to them are skipped.
    public var pinnedParameters: Set<String> = []
    /// Where a freeze or resume asked for by a key goes: the live loop makes it a recorded
    /// `freeze` event, which comes back through `apply`; a replay drops it, since the
    /// recording holds the event. Unset, it is applied at once (applying it twice does nothing).
    public var freezeRequests: ((FreezeAction) -> Void)?
    /// The presses the scene follows, held back from it while frozen.
    var heldPointers = HeldPointers()
    /// The running transition's course, frame by frame: what a freeze can scrub.
    public let timeline = TransitionTimeline()
    /// While frozen: what the scene showed at the freeze (shown again at the resume), the
    /// frame of the timeline shown, and the pointer dragging the playhead.
    var frozenFrame: PresentationSnapshot?
    public internal(set) var playhead: Int?
    var scrubbingPointer: Int?
    /// While frozen: the scene's layers as the inspector lists them, the one chosen, and its
    /// values over the timeline's frames (one track per `LayerProperty`, with their keyframes
    /// and curve segments; one per `MaskProperty` for a masked layer).
    var layerOutline: [LayerOutline.Entry] = []
    public internal(set) weak var inspectedLayer: Layer?
    var inspectedTracks: [[Double?]] = []
    var inspectedMarks: [TrackMarks] = []
    var inspectedMaskTracks: [[Double?]] = []
    var inspectedMaskMarks: [TrackMarks] = []
    /// Whether the onion skin shows (Shift held while frozen mid-transition).
    public internal(set) var showsOnionSkin = false

    /// Where the window's transitions tell of drags, releases and changes of hands, read each
    /// frame by the feel meter, the trace and the overlay (through `shell.navigation.telemetry`).
    public let telemetry = TransitionTelemetrySink()

    public init(window: Window, app: any SegueApp, scene: String, startTime: Double, spec: TransitionSpec) throws(AppError) {
        frame = FrameStep(window: window, startTime: startTime)
        shownAnimationTime = frame.animationClock.now
        let shell = try HostShell(window: window, app: app, scene: scene, clock: frame.animationClock, spec: spec, telemetry: telemetry)
        self.shell = shell
        frame.layout = { shell.layout() }
        shell.onParameterRequest = { [unowned self] change in self.requestParameter(change) }
    }

    public var window: Window { frame.window }
    public var frameClock: ManualClock { frame.frameClock }
    public var animationClock: ScaledClock { frame.animationClock }
    public var frames: Int { frame.frames }

    public func beginFrame(at time: Double) { frame.beginFrame(at: time) }

    public func apply(_ event: SessionEvent) {
        appliedSinceStep = true
        switch event {
        case .pointer(let p):
            if isFrozen {
                heldPointers.heldBack(p)
                scrub(with: p)
            } else {
                heldPointers.delivered(p)
                window.send(p)
            }
        case .wheel(let w): if !isFrozen { window.send(w) }
        case .freeze(let action, let t): applyFreeze(action, at: t)
        case .resize(let size, _):
            if isFrozen { frozenSceneWillResize() }
            window.resize(to: size)
        case .focusLost: break
        case .parameter(let a, _):
            if pinnedParameters.contains(a.name) {
                // The inspector moved as recorded; it shows the value that holds.
                shell.refreshInspector()
                return
            }
            // Checked against the same catalogue when it was read or made; a stale name is dropped.
            setParameter(a)
        case .key(let k):
            // A field being edited in the inspector takes every key first (q, s, d included).
            if shell.isEditingInspectorField, shell.handleKey(k.key) { return }
            switch k.key {
            case "q": quitRequested = true
            case "s" where !k.isRepeat: animationClock.rate = animationClock.rate == 1 ? 0.1 : 1
            case _ where isFrozen: _ = handleFrozenKey(k) || extraKeys?(k) == true
            case "f" where !k.isRepeat: requestFreeze(.freeze)
            default:
                if extraKeys?(k) == true { return }
                _ = shell.handleKey(k.key)
            }
        }
    }

    /// Asks for a parameter change (the inspector): see `parameterChanges`.
    public func requestParameter(_ change: SpecAssignment) {
        // A change to the value already in effect is not one (a slider let go where it was).
        if let p = shell.spec.catalogue[change.name], shell.spec[p] == change.value { return }
        if let parameterChanges { parameterChanges(change) } else { setParameter(change) }
    }

    /// Every parameter change applied, in order (the timeline strip marks them).
    public private(set) var parameterChangeLog: [SpecAssignment] = []

    private func setParameter(_ change: SpecAssignment) {
        guard (try? shell.spec.set(change.name, to: change.value)) != nil else { return }
        parameterChangeLog.append(change)
    }

    /// The transition parameters in effect.
    public var spec: TransitionSpec { shell.spec }

    /// Advances animations and gestures to the frame's time and lays out.
    public func step() {
        if resumesAtNextStep {
            resumesAtNextStep = false
            frame.release()
        }
        lastStepWasIdle = !appliedSinceStep && !hasTimedWork
        appliedSinceStep = false
        // An idle step shows what the last working one did; a live run steps idle frames a
        // replay does not, so a freeze holds time at the last working step, in both the same.
        let working = !lastStepWasIdle && !isFrozen
        if working { shownAnimationTime = animationClock.now }
        frame.step()
        if working { timeline.record(self) }
    }

    /// Whether a resume was applied since the last step (it releases the clock there).
    var resumesAtNextStep = false

    /// The animation time of the last step that was not idle: the frame a freeze holds.
    var shownAnimationTime = 0.0

    /// Whether an event was applied since the last step.
    private var appliedSinceStep = false

    /// Whether the last `step` was idle: no event was applied since the step before it, and
    /// nothing that moves on time alone (`hasTimedWork`) was there when it ran. Such a step
    /// changes nothing but the frame count, so a recording may leave its frame line out: a
    /// replay that does not step it is where the live run was at every later frame.
    public private(set) var lastStepWasIdle = false

    /// Whether a step would do something with no input: advance a layer animation (running or
    /// paused: one may take its start time from the step that first sees it), call a display
    /// link (a scroll view coasting), let a recognizer that waits on time move on (a tap
    /// waiting for a second tap), or lay out a page that follows the frame's time
    /// (`FrameObserver`, the Motion page).
    public var hasTimedWork: Bool {
        guard !isFrozen else { return false }
        return window.layer.animationCountInSubtree > 0 || window.hasRunningDisplayLinks
            || window.gestureArena.waitsOnTime
            || shell.navigation.topViewController?.viewIfLoaded is FrameObserver
    }

    public var slowAnimations: Bool { animationClock.rate != 1 }

    /// The layer trees of the scene and of the pages presented over it: what the digest
    /// hashes and the timeline keeps.
    public var sceneLayers: [Layer] { [shell.navigation.view.layer] + shell.presentationContainers.map(\.layer) }

    /// The frame's digest: the scene's layer tree and the pages presented over it, and the
    /// navigation state (a presentation adds its own entries, so scenes that never present
    /// hash as they always have).
    public var digest: FrameDigest {
        let nav = shell.navigation
        var state = [shell.sceneID] + nav.viewControllers.map { $0.title ?? "" }
        state.append(nav.isTransitioning ? "transitioning" : "settled")
        state.append("\(nav.completedTransitionCount)/\(nav.cancelledTransitionCount)")
        if let root = nav.viewControllers.first, root.completedPresentationTransitions + root.cancelledPresentationTransitions > 0 || shell.presentingController != nil {
            state.append("presented " + (shell.presentingController?.presentedViewController?.title ?? "none"))
            state.append(shell.presentingController?.isPresentationTransitioning == true ? "presentation transitioning" : "presentation settled")
            state.append("\(root.completedPresentationTransitions)/\(root.cancelledPresentationTransitions)")
        }
        return FrameDigest(root: nav.view.layer, over: shell.presentationContainers.map(\.layer), navigationState: state, cache: digestCache)
    }

    public var summary: SessionSummary {
        let nav = shell.navigation
        return SessionSummary(
            scene: shell.sceneID, stack: nav.viewControllers.map { $0.title ?? "" },
            presented: shell.presentingController?.presentedViewController?.title,
            completedTransitions: shell.completedTransitionCount, cancelledTransitions: shell.cancelledTransitionCount, frames: frames)
    }
}
