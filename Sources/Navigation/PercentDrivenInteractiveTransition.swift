import Compositor
import Geometry
import Motion
import Views

/// Drives an animator's transition by a percentage (UIKit's
/// UIPercentDrivenInteractiveTransition). Animators built on a property animator are
/// paused and scrubbed through `fractionComplete`; animators built on layer animations run
/// under the container layer, which is paused (speed 0) and scrubbed by `timeOffset`, then
/// restarted at speed +1 or -1 to finish or cancel (the chapter-21 technique).
///
/// Finishing takes (1 - p) x duration / completionSpeed, cancelling p x duration /
/// completionSpeed, on `completionCurve`; given a release velocity, it runs on a critically
/// damped spring that starts at that speed with no acceleration (`Spring.release`).
@MainActor
open class PercentDrivenInteractiveTransition: InteractiveTransitioning {
    public var completionSpeed = 1.0
    /// The curve a finish or cancel without a release velocity runs on: the spec's
    /// `navigation.completion.curve` (ease in and out, as UIKit's), so a transition set going
    /// from rest (a click let go, Back) starts gently; set, it replaces the spec's.
    public var completionCurve: TimingCurve {
        get { ownCompletionCurve ?? (context?.spec ?? TransitionSpec()).curve(NavigationParameters.completionCurve) }
        set { ownCompletionCurve = newValue }
    }
    private var ownCompletionCurve: TimingCurve?
    /// The curve while scrubbing a property animator (nil: linear).
    public var timingCurve: TimingCurve?
    public var wantsInteractiveStart = true

    public private(set) weak var context: TransitionContext?
    private var propertyAnimator: PropertyAnimator?
    private var layerDriven = false
    public private(set) var duration = 0.0
    private var scrubbed = 0.0
    /// The container's local time at progress 0, for a transition of layer animations.
    private var timeBase = 0.0
    /// How progress moves now that it was let run to an end (finish or cancel): the
    /// animation model that runs it, read by the feel meter for its speed (a property
    /// animator's own segment; the container's time driver's curve). Nil while held or scrubbed.
    public var motion: ProgressMotion? {
        guard let c = context, !c.isCompleted else { return nil }
        if let pa = propertyAnimator { return pa.motion(now: c.clock.now) }
        return layerMotion
    }
    /// The run the container's time driver follows (layer-driven transitions).
    private var layerMotion: ProgressMotion?

    public init() {}

    /// Whether it is driving a transition now (started and not completed).
    public var isActive: Bool { context.map { !$0.isCompleted } ?? false }

    public func startInteractiveTransition(_ context: TransitionContext) {
        self.context = context
        context.percentDriver = self
        scrubbed = 0
        layerMotion = nil
        guard let animator = context.animator else { return context.completeTransition(true) }
        duration = max(0.0001, animator.transitionDuration(using: context))
        if let pa = context.propertyAnimator ?? animator.interruptibleAnimator(using: context) {
            propertyAnimator = pa
            layerDriven = false
            pa.scrubsLinearly = timingCurve == nil
            if wantsInteractiveStart {
                pa.pauseAnimation()
                pa.fractionComplete = 0
            } else {
                pa.startAnimation()
            }
        } else {
            propertyAnimator = nil
            layerDriven = true
            let container = context.containerView.layer
            if wantsInteractiveStart {
                container.timeDriver = nil
                container.speed = 0
                container.timeOffset = 0
                timeBase = 0
            } else {
                timeBase = container.localTime(global: context.clock.now)
            }
            animator.animateTransition(using: context)
        }
    }

    /// Takes over a transition already running on a property animator, to scrub it (a swipe
    /// catching a transition in flight).
    func adopt(_ context: TransitionContext, propertyAnimator pa: PropertyAnimator) {
        self.context = context
        context.percentDriver = self
        propertyAnimator = pa
        layerDriven = false
        layerMotion = nil
        duration = max(0.0001, context.animator?.transitionDuration(using: context) ?? pa.duration)
    }

    /// Takes over a transition of layer animations that started without a driver: its
    /// animations began at the transition's start, on the container's time then.
    func adoptLayerTime(_ context: TransitionContext) {
        self.context = context
        context.percentDriver = self
        propertyAnimator = nil
        layerDriven = true
        layerMotion = nil
        duration = max(0.0001, context.animator?.transitionDuration(using: context) ?? 0)
        timeBase = context.containerView.layer.localTime(global: context.startTime)
    }

    /// Progress now: the property animator's fraction, or the paused container's time.
    public var percentComplete: Double {
        if let pa = propertyAnimator { return pa.fractionComplete }
        guard layerDriven, let c = context else { return scrubbed }
        let layer = c.containerView.layer
        // Running: the time its animations were last shown at, not the clock's (which has
        // moved on since the frame before), so stopping it here makes no jump.
        let t = layer.speed == 0 ? layer.timeOffset : layer.presentationTime ?? layer.localTime(global: c.clock.now)
        return min(1, max(0, (t - timeBase) / duration))
    }

    /// Moves the transition to `percent` (clamped to 0...1), pausing it if it was running.
    public func update(_ percent: Double) {
        guard let c = context, !c.isCompleted else { return }
        let p = percent.isFinite ? min(1, max(0, percent)) : 0
        scrubbed = p
        layerMotion = nil
        if let pa = propertyAnimator {
            if pa.isRunning { pa.pauseAnimation() }
            pa.isReversed = false
            pa.fractionComplete = p
        } else if layerDriven {
            let layer = c.containerView.layer
            layer.timeDriver = nil
            layer.speed = 0
            layer.timeOffset = timeBase + p * duration
        }
        c.pauseInteractiveTransition()
        c.updateInteractiveTransition(p)
    }

    /// Stops where it is, interactive again (catching a finishing or cancelling transition).
    public func pause() {
        guard let c = context, !c.isCompleted else { return }
        let p = percentComplete
        c.pauseInteractiveTransition()
        update(p)
    }

    /// Runs to the end. `velocity` is in progress per second (positive toward the end).
    open func finish(velocity: Double? = nil) {
        guard let c = context, !c.isCompleted else { return }
        c.finishInteractiveTransition()
        run(toEnd: true, velocity: velocity)
    }

    /// Ends it back at its start in this frame, with no motion (a drag giving its pan back
    /// where the transition began): a property animator is finished at its start at once;
    /// layer time runs back from where it is, as `cancel` does.
    public func cancelAtOnce() {
        guard let c = context, !c.isCompleted else { return }
        guard let pa = propertyAnimator, pa.state == .active else { return cancel() }
        c.cancelInteractiveTransition()
        pa.stopAnimation(false)
        pa.finishAnimation(at: .start)
    }

    /// Runs back to the start. `velocity` is in progress per second (negative toward the start).
    open func cancel(velocity: Double? = nil) {
        guard let c = context, !c.isCompleted else { return }
        c.cancelInteractiveTransition()
        run(toEnd: false, velocity: velocity)
    }

    private func run(toEnd: Bool, velocity: Double?) {
        guard let c = context else { return }
        let p = percentComplete
        let remaining = toEnd ? 1 - p : p
        let speed = completionSpeed.isFinite && completionSpeed > 0 ? completionSpeed : 1
        if let pa = propertyAnimator {
            pa.isReversed = !toEnd
            var curve = completionCurve
            if let v = velocity, v.isFinite, remaining > 0.001 {
                // Velocity toward the target, relative to the distance left.
                curve = .spring(releaseSpring(velocity: toEnd ? v : -v, distance: remaining, spec: c.spec))
            }
            pa.continueAnimation(withTimingParameters: curve, durationFactor: 1 / speed)
        } else if layerDriven {
            let layer = c.containerView.layer
            let now = layer.superlayer?.localTime(global: c.clock.now) ?? c.clock.now
            layer.timeDriver = nil
            layer.speed = 0
            layer.timeOffset = timeBase + p * duration
            let toward = velocity.map { toEnd ? $0 : -$0 }
            runLayerTime(layer, from: p, toEnd: toEnd, velocity: toward.flatMap { $0.isFinite ? $0 : nil }, speed: speed, start: now)
            return
        }
        c.updateInteractiveTransition(toEnd ? 1 : 0)
    }

    /// Moves a paused container's time to the end it runs to: on the release spring that
    /// starts at `velocity` (progress per second toward that end), as a property animator's
    /// completion does, or without one at `speed` times its own pace. Progress is
    /// reported each tick (the bar's motion follows). At the end it runs on at speed 1
    /// for an instant, so the animations stop there (finished forward, unfinished back at
    /// the start).
    private func runLayerTime(_ layer: Layer, from p: Double, toEnd: Bool, velocity: Double?, speed: Double, start: Double) {
        let remaining = toEnd ? 1 - p : p
        let nominal = duration * remaining / speed
        var curve = TimingCurve.linear
        if let v = velocity, remaining > 0.001, let spec = context?.spec { curve = .spring(releaseSpring(velocity: v, distance: remaining, spec: spec)) }
        let settle = remaining > 0.0001 ? curve.effectiveDuration(nominal) : 0
        let base = timeBase, length = duration, target = toEnd ? 1.0 : 0.0
        if let c = context { layerMotion = ProgressMotion(startTime: c.clock.now, from: p, to: target, duration: settle, curve: curve) }
        layer.timeDriver = { [unowned layer, weak context] parentTime in
            let elapsed = parentTime - start
            guard elapsed < settle else {
                layer.timeOffset = base + target * length
                layer.beginTime = parentTime
                layer.speed = toEnd ? 1 : -1
                context?.updateInteractiveTransition(target)
                return false
            }
            let q = curve.progress(elapsed: max(0, elapsed), duration: settle)
            // A spring set off away from its end (Back during a push) turns short of the other.
            let now = min(1, max(0, p + (target - p) * q))
            layer.timeOffset = base + now * length
            context?.updateInteractiveTransition(now)
            return true
        }
    }

    /// The release spring within the spec's frequencies, for `distance` of progress left: set
    /// off away from its end, it turns before running back past the other (1 - distance away).
    private func releaseSpring(velocity: Double, distance: Double, spec: TransitionSpec) -> Spring {
        .release(velocity: velocity, distance: distance, slowest: spec.number(NavigationParameters.releaseSlowest),
            quickest: spec.number(NavigationParameters.releaseQuickest), resting: spec.number(NavigationParameters.releaseResting),
            maxAcceleration: spec.number(NavigationParameters.releaseMaxAcceleration), room: max(0, 1 - distance))
    }

    public var drivenProgress: Double? { percentComplete }

    /// Restores the container's timing once a layer-driven transition has completed.
    public func interactionEnded() {
        guard layerDriven, let c = context else { return }
        let layer = c.containerView.layer
        layer.timeDriver = nil
        layer.speed = 1
        layer.timeOffset = 0
        layer.beginTime = 0
    }
}
