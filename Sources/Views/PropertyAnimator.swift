import Compositor
import Motion

/// Animates view property changes and lets you pause, scrub, reverse and continue them
/// (UIKit's UIViewPropertyAnimator).
///
/// Changes made in an animations closure set the model values at once and are shown
/// through driven layer animations whose progress this animator computes. Its timeline is a
/// sequence of segments: starting runs progress 0 -> 1 over `duration` on `timingCurve`;
/// resuming after a pause, reversing or continuing runs from the current progress to the
/// end (or start) over the remaining share of the duration, so the documented remaining
/// time (1 - fraction) x duration x durationFactor holds.
@MainActor
public final class PropertyAnimator: AnimationRecording {
    public let duration: Double
    public let timingCurve: TimingCurve
    public private(set) var state: AnimatorState = .inactive
    public private(set) var isRunning = false
    /// While paused, `fractionComplete` maps linearly onto the values (UIKit's default).
    public var scrubsLinearly = true
    /// At the end, pause (state stays active) instead of finishing.
    public var pausesOnCompletion = false
    /// When false the animator runs to its end: pausing, scrubbing, reversing and stopping
    /// are refused.
    public var isInterruptible = true

    private var pendingAnimations: [() -> Void] = []
    private var completions: [(AnimatingPosition) -> Void] = []
    var tracks: [Track] = []
    private var segment = Segment(from: 0, to: 1, duration: 0, curve: .linear)
    /// Progress shown at the last tick (or set while paused).
    private var currentProgress: Double = 0
    private var pausedAt: Double?
    private var finishing = false
    private var reversed = false

    struct Segment {
        var from: Double
        var to: Double
        var duration: Double
        var curve: TimingCurve
    }

    /// One captured property change on one layer.
    struct Track {
        let layer: Layer
        let key: String
        let restart: () -> Void
        let setModelToStart: () -> Void
        let setModelToEnd: () -> Void
        let setModelToCurrent: () -> Void
        let animation: LayerAnimation
    }

    public init(duration: Double, curve: TimingCurve = .easeInOut, animations: (() -> Void)? = nil) {
        self.duration = PropertyAnimator.checkedDuration(duration)
        timingCurve = curve
        if let animations { pendingAnimations.append(animations) }
    }

    /// A spring with UIKit's damping ratio, settling in `duration`.
    public convenience init(duration: Double, dampingRatio: Double, animations: (() -> Void)? = nil) {
        let d = PropertyAnimator.checkedDuration(duration)
        if !(dampingRatio > 0) { PropertyAnimator.warn("damping ratio \(dampingRatio) must be positive; using 1") }
        self.init(duration: d, curve: .spring(Spring(dampingRatio: dampingRatio > 0 ? dampingRatio : 1, settlingIn: max(d, 0.001))), animations: animations)
    }

    /// Starts at once (UIKit's runningPropertyAnimator).
    @discardableResult
    public static func runningPropertyAnimator(withDuration duration: Double, delay: Double = 0, curve: TimingCurve = .easeInOut,
        animations: @escaping () -> Void, completion: ((AnimatingPosition) -> Void)? = nil) -> PropertyAnimator {
        let a = PropertyAnimator(duration: duration, curve: curve, animations: animations)
        if let completion { a.addCompletion(completion) }
        a.startAnimation(afterDelay: delay)
        return a
    }

    // MARK: Building

    public func addAnimations(_ animations: @escaping () -> Void) {
        if state == .active {
            // Added while running: capture now and join the current timeline.
            run(animations)
        } else {
            pendingAnimations.append(animations)
        }
    }

    public func addCompletion(_ completion: @escaping (AnimatingPosition) -> Void) {
        completions.append(completion)
    }

    // MARK: Driving

    public func startAnimation() { startAnimation(afterDelay: 0) }

    public func startAnimation(afterDelay delay: Double) {
        guard state != .stopped else { return PropertyAnimator.warn("startAnimation() on a stopped animator; call finishAnimation(at:) first") }
        if state == .inactive {
            state = .active
            let blocks = pendingAnimations
            pendingAnimations.removeAll()
            for b in blocks { run(b) }
            currentProgress = 0
            let d = delay.isFinite && delay > 0 ? delay : 0
            beginSegment(from: 0, to: 1, duration: duration, curve: timingCurve, delay: d)
        } else if pausedAt != nil {
            resume(curve: timingCurve, durationFactor: 1)
        }
        isRunning = true
        if tracks.isEmpty { complete(at: .end) }
    }

    public func pauseAnimation() {
        guard state != .stopped else { return PropertyAnimator.warn("pauseAnimation() on a stopped animator") }
        guard isInterruptible || state == .inactive else { return PropertyAnimator.warn("pauseAnimation() on an uninterruptible animator") }
        if state == .inactive { startAnimationPaused() }
        guard pausedAt == nil else { return }
        pausedAt = currentProgress
        isRunning = false
        for t in tracks { t.restart() }
    }

    /// Progress of the animation, 0...1. Settable while paused: the views follow (linearly
    /// when `scrubsLinearly`). Values outside 0...1 are clamped.
    public var fractionComplete: Double {
        get { min(1, max(0, currentProgress)) }
        set {
            guard pausedAt != nil || state == .inactive else {
                return PropertyAnimator.warn("fractionComplete can only be set while paused")
            }
            guard isInterruptible || state == .inactive else { return PropertyAnimator.warn("fractionComplete on an uninterruptible animator") }
            if state == .inactive { startAnimationPaused() }
            let f = newValue.isFinite ? min(1, max(0, newValue)) : 0
            if !(newValue >= 0 && newValue <= 1) { PropertyAnimator.warn("fractionComplete \(newValue) clamped to \(f)") }
            let shown = scrubsLinearly ? f : PropertyAnimator.curveValue(timingCurve, f, duration)
            currentProgress = f
            pausedAt = shown
            for t in tracks { t.restart() }
        }
    }

    /// Running the other way: toward the start. Setting it while running turns around where it is.
    public var isReversed: Bool {
        get { reversed }
        set {
            guard newValue != reversed else { return }
            guard isInterruptible || state == .inactive else { return PropertyAnimator.warn("isReversed on an uninterruptible running animator") }
            reversed = newValue
            if state == .active, pausedAt == nil, !finishing {
                let p = currentProgress
                let remaining = reversed ? p : 1 - p
                beginSegment(from: p, to: reversed ? 0 : 1, duration: duration * remaining, curve: timingCurve, delay: 0)
            }
        }
    }

    /// Resumes a paused animator with new timing for the rest of the way; the remaining
    /// time is (1 - fraction) x duration x durationFactor (or fraction x ... when reversed).
    /// A spring's initial velocity (relative to the remaining distance) continues the motion.
    public func continueAnimation(withTimingParameters curve: TimingCurve?, durationFactor: Double) {
        guard state == .active else { return PropertyAnimator.warn("continueAnimation needs an active animator") }
        let factor = durationFactor.isFinite && durationFactor > 0 ? durationFactor : 1
        if pausedAt == nil { pausedAt = currentProgress }
        resume(curve: curve ?? timingCurve, durationFactor: factor)
        isRunning = true
    }

    /// Stops where it is. Without finishing: the views keep their current values, the
    /// animator becomes inactive, and completions are not called. Otherwise the animator
    /// waits in the stopped state for `finishAnimation(at:)`.
    public func stopAnimation(_ withoutFinishing: Bool) {
        guard state == .active else { return PropertyAnimator.warn("stopAnimation on an animator that is not active") }
        guard isInterruptible else { return PropertyAnimator.warn("stopAnimation on an uninterruptible animator") }
        isRunning = false
        for t in tracks { t.setModelToCurrent() }
        detachAnimations()
        if withoutFinishing {
            tracks.removeAll()
            state = .inactive
            completions.removeAll()
        } else {
            // The tracks stay, so finishAnimation(at:) can still put the views at either end.
            state = .stopped
        }
    }

    /// Ends a stopped animator with its views at the start, the end or where they are.
    public func finishAnimation(at position: AnimatingPosition) {
        guard state == .stopped else { return PropertyAnimator.warn("finishAnimation(at:) needs the stopped state (state is \(state))") }
        complete(at: position)
    }

    /// Whether it animates a property of `layer` now (what pausing it holds; a layer
    /// another animator or a clock moves goes on moving).
    public func animates(_ layer: Layer) -> Bool {
        tracks.contains { $0.layer === layer }
    }

    // MARK: Inside

    private func startAnimationPaused() {
        startAnimation()
        pausedAt = 0
        currentProgress = 0
        isRunning = false
        for t in tracks { t.restart() }
    }

    private func resume(curve: TimingCurve, durationFactor: Double) {
        let p = pausedAt ?? currentProgress
        pausedAt = nil
        let remaining = reversed ? p : 1 - p
        beginSegment(from: p, to: reversed ? 0 : 1, duration: duration * remaining * durationFactor, curve: curve, delay: 0)
    }

    private func beginSegment(from: Double, to: Double, duration d: Double, curve: TimingCurve, delay: Double) {
        segment = Segment(from: from, to: to, duration: max(0, d), curve: curve)
        lastElapsed = 0
        segmentDelay = delay
        for t in tracks { t.restart() }
    }

    private var segmentDelay: Double = 0

    /// Seconds into the current segment at the last tick.
    private var lastElapsed = 0.0

    /// How its progress moves from the last tick on, as a model whose clock time `now` is
    /// that tick's: nil while paused or not running.
    public func motion(now: Double) -> ProgressMotion? {
        guard state == .active, pausedAt == nil, isRunning else { return nil }
        let elapsed = max(0, lastElapsed)
        return ProgressMotion(startTime: now - elapsed, from: segment.from, to: segment.to, duration: segment.curve.effectiveDuration(segment.duration),
            curve: segment.curve)
    }

    /// Progress at `t` seconds into the current segment; called by the driven animations.
    func progress(at t: Double) -> Double {
        if let p = pausedAt { return p }
        let elapsed = t - segmentDelay
        lastElapsed = elapsed
        guard elapsed >= 0 else { return segment.from }
        let d = segment.curve.effectiveDuration(segment.duration)
        let p: Double
        if elapsed >= d || d <= 0 {
            p = segment.to
            if !finishing { reachedEnd() }
        } else {
            p = segment.from + (segment.to - segment.from) * segment.curve.progress(elapsed: elapsed, duration: d)
        }
        currentProgress = p
        return p
    }

    private func reachedEnd() {
        if pausesOnCompletion {
            pausedAt = segment.to
            currentProgress = segment.to
            isRunning = false
            return
        }
        finishing = true
        // The ticker stops the tracks as finished after this tick; the first stop completes.
        for t in tracks { t.animation.driverFinished = true }
    }

    private func trackStopped(finished: Bool) {
        guard finished, finishing, state == .active else { return }
        complete(at: reversed ? .start : .end)
    }

    private func complete(at position: AnimatingPosition) {
        switch position {
        case .start: for t in tracks { t.setModelToStart() }
        case .current: for t in tracks { t.setModelToCurrent() }
        case .end: for t in tracks { t.setModelToEnd() }
        }
        detachAnimations()
        tracks.removeAll()
        state = .inactive
        isRunning = false
        finishing = false
        pausedAt = nil
        let done = completions
        completions.removeAll()
        for c in done { c(position) }
    }

    /// Takes this animator's animations off their layers (the presentation becomes the model).
    private func detachAnimations() {
        for t in tracks where t.layer.animation(forKey: t.key) === t.animation { t.layer.removeAnimation(forKey: t.key) }
    }

    private func run(_ animations: () -> Void) {
        AnimationCapture.run(self, animations)
    }

    func record<V: Interpolatable>(_ layer: Layer, _ key: LayerKeyPath<V>, to value: V) {
        capture(layer, key, from: key.value(in: layer.presentation), to: value)
    }

    /// Animates `key` of `layer` from `from` to `to` on this animator's timeline; returns the animation.
    @discardableResult
    func capture<V: Interpolatable>(_ layer: Layer, _ key: LayerKeyPath<V>, from: V, to: V) -> DrivenAnimation<V> {
        let trackKey = Self.trackKey(key)
        // The animation holds its animator, so a running animator lives (as in UIKit) until
        // its animations come off their layers.
        let animation = DrivenAnimation(keyPath: key, from: from, to: to) { t in self.progress(at: t) }
        animation.onStop = { [weak self] finished in self?.trackStopped(finished: finished) }
        tracks.removeAll { $0.layer === layer && $0.key == trackKey }
        tracks.append(Self.track(layer, key, from: from, to: to, animation: animation))
        layer.add(animation, forKey: trackKey)
        return animation
    }

    static func trackKey<V>(_ key: LayerKeyPath<V>) -> String { "animator.\(key.name)" }

    /// The track of `animation`, which moves `key` of `layer` from `from` to `to`.
    static func track<V: Interpolatable>(_ layer: Layer, _ key: LayerKeyPath<V>, from: V, to: V, animation: DrivenAnimation<V>) -> Track {
        Track(
            layer: layer, key: trackKey(key),
            restart: { [unowned animation] in animation.restartClock() },
            setModelToStart: { [unowned layer] in layer.setModelValue(from, for: key) },
            setModelToEnd: { [unowned layer] in layer.setModelValue(to, for: key) },
            setModelToCurrent: { [unowned layer] in layer.setModelValue(key.value(in: layer.presentation), for: key) },
            animation: animation)
    }

    static func curveValue(_ curve: TimingCurve, _ f: Double, _ duration: Double) -> Double {
        curve.progress(elapsed: f * curve.effectiveDuration(duration), duration: curve.effectiveDuration(duration))
    }

    static func checkedDuration(_ d: Double) -> Double {
        if d.isFinite && d >= 0 { return d }
        warn("duration \(d) is not a non-negative number; using 0")
        return 0
    }

    /// Misuse is refused, and said through `Diagnostics`.
    static func warn(_ message: String) {
        Diagnostics.report("PropertyAnimator: \(message)")
    }
}
