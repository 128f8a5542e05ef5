import Geometry
import Motion
import Views

/// Everything an animator needs for one transition (UIKit's
/// UIViewControllerContextTransitioning): the container, both controllers and their views
/// and frames, and the calls that report interactive progress and completion.
@MainActor
public final class TransitionContext {
    public let containerView: View
    /// Push, pop, present or dismiss.
    public let operation: TransitionOperation
    public let isAnimated: Bool
    public internal(set) var isInteractive: Bool
    public private(set) var transitionWasCancelled = false
    /// The animation clock, for animators that restart layer timing (chapter 21).
    public let clock: Clock
    /// The animation clock's time when the transition began.
    public let startTime: Double
    /// The parameters in effect when it began (animators read their timing here).
    public let spec: TransitionSpec
    /// The views both pages hold under one transition id, measured when it began (see
    /// `TransitionContext+SharedElements`).
    public internal(set) var sharedElements: [SharedElement] = []
    /// Their flights, between being prepared and launched.
    var flights: [SharedElementFlight] = []
    /// Every flight of the transition (their ends are measured again on a resize).
    var flown: [SharedElementFlight] = []
    /// Progress last reported, 0...1.
    public private(set) var percentComplete = 0.0
    let from: ViewController
    let to: ViewController
    /// Chosen by `Transition` once the context exists (the host's delegate may read it).
    @_spi(Testing) public internal(set) var animator: AnimatedTransitioning?
    /// The container's bounds the views were last laid out for.
    private var laidOutBounds: Rect
    private var completed = false
    @_spi(Testing) public var onComplete: ((Bool) -> Void)?
    /// The property animator running it, asked of the animator once as it starts (nil for
    /// an animator of layer animations).
    public internal(set) var propertyAnimator: PropertyAnimator?
    /// The percent driver driving it, which says so as it takes it (an interaction
    /// controller of another kind cannot be caught in flight).
    weak var percentDriver: PercentDrivenInteractiveTransition?
    /// The interaction controller driving it, if any (its driven progress is the transition's).
    var interaction: InteractiveTransitioning?
    /// What moves alongside (the bar's motion, shared elements' flights), and whether
    /// they have joined the running transition yet.
    private var companions: [TransitionCompanion] = []
    private var companionsStarted = false

    @_spi(Testing) public init(container: View, operation: TransitionOperation, from: ViewController, to: ViewController, animated: Bool, clock: Clock, spec: TransitionSpec) {
        containerView = container
        self.operation = operation
        self.from = from
        self.to = to
        isAnimated = animated
        isInteractive = false
        self.clock = clock
        self.spec = spec
        startTime = clock.now
        laidOutBounds = container.bounds
    }

    /// Progress as the transition shows it: its driver's, else its property animator's
    /// fraction, else what was reported, else (layer animations started without
    /// interaction) the time since it began.
    var measuredProgress: Double {
        if let driven = interaction?.drivenProgress { return driven }
        if let pa = propertyAnimator { return pa.fractionComplete }
        if percentComplete > 0 || isInteractive { return percentComplete }
        guard let animator else { return percentComplete }
        let duration = animator.transitionDuration(using: self)
        return duration > 0 ? min(1, max(0, (clock.now - startTime) / duration)) : 1
    }

    public func viewController(forKey key: TransitionContextKey) -> ViewController {
        key == .from ? from : to
    }

    public func view(forKey key: TransitionContextKey) -> View {
        viewController(forKey: key).view
    }

    /// Where a controller's view starts: the container's bounds for the one leaving, unknown
    /// (zero) for the one arriving, as UIKit reports them.
    public func initialFrame(for vc: ViewController) -> Rect { vc === from ? containerView.bounds : .zero }

    /// Where a controller's view ends: the container's bounds (as they are now) for the one arriving.
    public func finalFrame(for vc: ViewController) -> Rect { vc === to ? containerView.bounds : .zero }

    /// Called by the host each time its container lays out: when the container's bounds
    /// changed while the transition runs, the animator lays the views out for them.
    func containerDidLayout() {
        let bounds = containerView.bounds
        guard bounds != laidOutBounds else { return }
        laidOutBounds = bounds
        guard !completed else { return }
        animator?.containerBoundsDidChange(using: self)
    }

    public func updateInteractiveTransition(_ percent: Double) {
        percentComplete = percent.isFinite ? min(1, max(0, percent)) : 0
        for c in companions { c.progressed(percentComplete) }
    }

    public func finishInteractiveTransition() {
        transitionWasCancelled = false
        isInteractive = false
    }

    public func cancelInteractiveTransition() {
        transitionWasCancelled = true
        isInteractive = false
    }

    public func pauseInteractiveTransition() {
        isInteractive = true
    }

    /// Ends the transition. After a cancel, pass false (animators pass
    /// `!transitionWasCancelled`): the stack and the from-view are then as they were. A second
    /// call is ignored with a warning.
    public func completeTransition(_ didComplete: Bool) {
        guard !completed else {
            Diagnostics.report("completeTransition called twice; ignored")
            return
        }
        completed = true
        let ending = companions
        companions = []
        for c in ending { c.ended(didComplete) }
        onComplete?(didComplete)
    }

    public var isCompleted: Bool { completed }

    /// The page that moves with the transition: the one arriving for a push or presentation,
    /// the one leaving for a pop or dismissal.
    public var movingViewController: ViewController { operation.addsPage ? to : from }

    /// Stops the transition where it shows now and returns the driver that then holds it
    /// (`update`, `finish`, `cancel`), whatever runs it: the driver already driving it, else a
    /// new one on its property animator, else on its container's layer time (an animator of
    /// layer animations). The frame after shows what the frame before showed. Nil when it has
    /// completed or is not animated.
    public func interrupt() -> PercentDrivenInteractiveTransition? {
        guard !completed, animator != nil else { return nil }
        if let driver = percentDriver, driver.context === self {
            driver.pause()
            return driver
        }
        let driver = PercentDrivenInteractiveTransition()
        if let pa = propertyAnimator {
            driver.adopt(self, propertyAnimator: pa)
        } else {
            driver.adoptLayerTime(self)
        }
        interaction = driver
        for c in companions { c.interrupted() }
        driver.pause()
        return driver
    }

    /// Back during a push or presentation: it turns around where it is, on one spring that
    /// starts at the speed it had (it slows, stops and comes back, with no step in speed),
    /// and is cancelled. False (nothing done) for a pop or dismissal, or while a pointer holds it.
    @discardableResult
    public func reverse() -> Bool {
        guard operation.addsPage, !completed, !isHeld else { return false }
        let before = progressMotion, now = clock.now
        guard let driver = interrupt() else { return false }
        let v = before?.velocity(at: now) ?? 0
        driver.cancel(velocity: v)
        recordHandover(.reversal, at: now, progress: driver.percentComplete, velocity: v, acceleration: before?.acceleration(at: now) ?? 0, after: driver.motion)
        return true
    }

    /// How progress moves now, as the animation model says: the driver's run to an end,
    /// else the property animator's, else (layer animations running on their own) time over
    /// the duration. Nil while held or paused.
    public var progressMotion: ProgressMotion? {
        guard !completed, !isHeld, !isInteractive else { return nil }
        if let motion = interaction?.motion { return motion }
        guard let animator else { return nil }
        if let pa = propertyAnimator { return pa.motion(now: clock.now) }
        let duration = animator.transitionDuration(using: self)
        return ProgressMotion(startTime: startTime, from: 0, to: 1, duration: duration, curve: .linear)
    }

    /// Where it tells of drags on it, releases and changes of hands: its host's sink.
    var telemetry: TransitionTelemetrySink?

    /// Tells of a change of hands at `time`, with the speed before and the motion after.
    func recordHandover(_ kind: VelocityHandover.Kind, at time: Double, progress: Double, velocity: Double, acceleration: Double,
        after: ProgressMotion?) {
        telemetry?.handedOver(VelocityHandover(kind: kind, operation: operation, time: time, progress: progress, velocityBefore: velocity,
            accelerationBefore: acceleration, motionAfter: after))
    }

    /// Runs `animations` alongside the transition (UIKit's `animate(alongsideTransition:)`):
    /// they set the end state, `progress` shows the state at a progress directly, and
    /// `completion` hears whether the transition completed. They follow the transition
    /// however it runs (see `TransitionCompanion`); without a property animator or a driver
    /// they run over its duration on `curve`.
    public func animateAlongside(curve: TimingCurve = .easeInOut, _ animations: @escaping () -> Void, progress: @escaping (Double) -> Void,
        completion: ((Bool) -> Void)? = nil) {
        guard !completed else { return }
        let c = TransitionCompanion(curve: curve, apply: progress, animations: animations, completion: completion ?? { _ in })
        companions.append(c)
        if companionsStarted { c.start(in: self) }
    }

    /// Called once the animator or driver has started: companions added so far join it.
    func startCompanions() {
        guard !companionsStarted, !completed else { return }
        companionsStarted = true
        for c in companions { c.start(in: self) }
    }

    /// Whether a drag holds it now (set by `InteractiveDrag`).
    public internal(set) var isHeld = false
}
