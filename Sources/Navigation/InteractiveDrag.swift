import Geometry
import Gestures
import Motion
import Views

/// A pan that drives a transition, the one way every interactive transition here works: at
/// `.began` the owner either `begin`s a transition under a percent driver or `grab`s the one
/// in flight (stopped where it shows, no jump); `.changed` moves it by the pan's progress;
/// `.ended` decides by the `ReleaseRule`, notes the decision in the navigation controller's
/// telemetry, and finishes or cancels, continuing at the pointer's speed; `.cancelled`
/// always cancels.
///
/// Progress is measured along `axis` in `space`, over `length` points (at least 1); along
/// `.radial` it is the distance from the press in any direction, plus a pinch's shrinking
/// (a pinch to half size counts as half the length), so a card can be dragged anywhere. A
/// transition the drag began is at `progress(translation, length)`; a grabbed one moves from
/// where it was by `grabSign(operation)` x translation / length, kept within `caughtRange`
/// when set, in both directions past where it was taken.
@MainActor
public final class InteractiveDrag {
    public enum Axis: Sendable {
        case horizontal
        case vertical
        /// Away from the press in any direction (and pinched smaller): a card's dismissal.
        case radial
    }

    /// The transition held: its driver, where a grabbed one was (nil: begun here), which way
    /// a drag along the axis moves it, the way it was heading and its speed when grabbed,
    /// and its context (whose telemetry sink hears of the drag).
    private struct Grip {
        let driver: PercentDrivenInteractiveTransition
        let origin: Double?
        let sign: Double
        let headingForward: Bool
        /// The progress speed it had when grabbed, which a click let go carries on at.
        var velocityAtGrab = 0.0
        weak var context: TransitionContext?
        var moved = false
    }

    public let axis: Axis
    public let rule: ReleaseRule
    private let space: @MainActor () -> CoordinateSpace?
    private let length: @MainActor () -> Double
    private let progress: @MainActor (Double, Double) -> Double
    /// Bounds for a grabbed transition's progress (Logo Reveal keeps 0.01...0.99).
    public var caughtRange: ClosedRange<Double>?
    /// Decide at the pan's own progress at release rather than the transition's (Logo
    /// Reveal, as chapter 21 does: the release may move the pointer once more).
    public var decidesAtPointer = false
    /// Continue at the pointer's speed after release; false: on the completion curve.
    public var continuesAtPointerSpeed = true
    /// Whether the content under the press stays under the pointer while held (a page
    /// slid by the drag, a card): the feel meter holds its slip to the 1:1 target. False for
    /// a drag that maps its travel onto the transition otherwise (a zoom growing a page).
    public var followsPointer = true
    /// The driver a begun transition runs under (Logo Reveal's animator is its own).
    public var makeDriver: @MainActor () -> PercentDrivenInteractiveTransition = { PercentDrivenInteractiveTransition() }
    /// Which way along the axis moves a grabbed transition forward: by default a drag right
    /// (or down) takes a page away, so it pops or dismisses further and reverses a push or
    /// presentation.
    public var grabSign: @MainActor (TransitionOperation) -> Double = { $0.addsPage ? -1 : 1 }
    /// The spec parameters that set the rule's numbers (threshold, flick speed, projection
    /// time), read when the pointer lets go.
    public var releaseParameters = ReleaseParameters()
    private var grip: Grip?
    /// Called after each state of a pan it handled (or took over), whoever fed it: the
    /// owner of a transition that follows the pointer itself (a zoom's card) moves with it.
    public var onPan: (@MainActor (PanGestureRecognizer) -> Void)?
    /// The last release decided, with the progress speed it continued at.
    public private(set) var lastRelease: ReleaseTelemetry?

    public init(axis: Axis = .horizontal, rule: ReleaseRule, in space: @escaping @MainActor () -> CoordinateSpace? = { nil },
        length: @escaping @MainActor () -> Double, progress: @escaping @MainActor (_ translation: Double, _ length: Double) -> Double = { $0 / $1 }) {
        self.axis = axis
        self.rule = rule
        self.space = space
        self.length = length
        self.progress = progress
    }

    /// Whether it holds a transition now.
    public var isHolding: Bool { grip != nil }

    /// Stops holding with no release to decide: the transition it holds ends at its start in
    /// this frame, and the pan goes back to whoever handed it over (a sheet pushed back above
    /// the detent it was being dismissed from moves on its own again). Meant for a transition
    /// held at its start: anything further along would jump there.
    public func giveBack() {
        guard let grip else { return }
        self.grip = nil
        grip.context?.isHeld = false
        grip.driver.cancelAtOnce()
    }

    /// Feeds one state of `pan`. At `.began` whatever was held is let go of and `began` runs,
    /// which calls `begin` or `grab` (or neither, to stay out).
    public func handle(_ pan: PanGestureRecognizer, began: () -> Void) {
        switch pan.state {
        case .began:
            takeOver(pan, began: began)
            return
        case .changed:
            guard var grip else { return }
            // Only movement along the drag counts: a drag across it moves nothing.
            // Movement under the spec's unmoved distance leaves a grab a click: it carries on.
            let unmoved = spec(grip).number(NavigationParameters.unmovedDistance)
            if abs(along(pan)) >= unmoved { grip.moved = true }
            self.grip = grip
            hold(pan, grip, started: false)
        case .ended, .cancelled:
            release(pan)
        default:
            return
        }
        onPan?(pan)
    }

    /// Starts holding from a pan already under way (a scroll that reached its edge hands its
    /// drag on): its translation as it is now counts (set it first: zero, or how far the drag
    /// has gone past the edge), and `began` calls `begin` or `grab` as at `.began`. Feed the
    /// pan's later states to `handle`.
    public func takeOver(_ pan: PanGestureRecognizer, began: () -> Void) {
        grip = nil
        began()
        if let grip { hold(pan, grip, started: true) }
        onPan?(pan)
    }

    /// Runs `start`, which begins a transition on `host` (a push or pop on a navigation
    /// controller, a present or dismiss on the presenting one), under a new driver. False
    /// when no transition took it.
    @discardableResult
    public func begin(on host: ViewController, _ start: () -> Void) -> Bool {
        guard let driver = host.runInteractively(makeDriver(), start), let context = driver.context else { return false }
        grip = Grip(driver: driver, origin: nil, sign: 1, headingForward: true, context: context)
        return true
    }

    /// Stops `context`'s transition where it shows and holds it (any transition: on a
    /// property animator, on layer time, on a spring). False when it cannot be caught
    /// (completed, not animated).
    @discardableResult
    public func grab(_ context: TransitionContext) -> Bool {
        let heading = !context.transitionWasCancelled
        let speed = context.progressMotion?.velocity(at: context.clock.now) ?? 0
        guard let driver = context.interrupt() else { return false }
        grip = Grip(driver: driver, origin: driver.percentComplete, sign: grabSign(context.operation), headingForward: heading, velocityAtGrab: speed,
            context: context)
        return true
    }

    /// How far the pan has gone along the axis (points): along x or y, or away from the
    /// press plus the pinch's shrinking over the length.
    private func along(_ pan: PanGestureRecognizer) -> Double {
        let t = pan.translation(in: space())
        switch axis {
        case .horizontal: return t.x
        case .vertical: return t.y
        case .radial: return (t.x * t.x + t.y * t.y).squareRoot() + (1 - pan.scale) * max(1, length())
        }
    }

    /// The pan's speed along the axis (points per second): for `.radial`, its velocity's
    /// component away from the press, plus the pinch's.
    private func alongVelocity(_ pan: PanGestureRecognizer) -> Double {
        let v = pan.velocity(in: space())
        switch axis {
        case .horizontal: return v.x
        case .vertical: return v.y
        case .radial:
            let t = pan.translation(in: space()), d = (t.x * t.x + t.y * t.y).squareRoot()
            let outward = d > 0.5 ? (v.x * t.x + v.y * t.y) / d : 0
            return outward - pan.scaleVelocity * max(1, length())
        }
    }

    /// The progress the pan asks for now.
    private func target(of pan: PanGestureRecognizer, _ grip: Grip) -> Double {
        let t = along(pan), length = max(1, length())
        guard let origin = grip.origin else { return progress(t, length) }
        let p = min(1, max(0, origin + grip.sign * t / length))
        return caughtRange.map { min($0.upperBound, max($0.lowerBound, p)) } ?? p
    }

    /// Progress per second at release: a begun transition's by its progress function's slope
    /// where the pointer is (|dx| grows either way; a clamp holds it still), a grabbed one's
    /// by `sign` / length.
    private func progressVelocity(of pan: PanGestureRecognizer, _ grip: Grip, pointerVelocity v: Double) -> Double {
        let length = max(1, length())
        guard grip.origin == nil else { return v / length }
        let t = along(pan), h = 0.001
        let slope = (progress(t + v * h, length) - progress(t, length)) / h
        return slope.isFinite ? slope : 0
    }

    /// Moves the held transition to the pan's progress and notes it in the telemetry.
    private func hold(_ pan: PanGestureRecognizer, _ grip: Grip, started: Bool) {
        let p = target(of: pan, grip)
        // A grab holds the transition where it shows until the pointer moves.
        if !started || grip.origin == nil { grip.driver.update(p) }
        grip.context?.isHeld = true
        guard let context = grip.context, let telemetry = context.telemetry else { return }
        let pointer = pan.location(in: nil)
        if started {
            let layer = context.animator?.trackedLayer(using: context) ?? context.movingViewController.view.layer
            // The point tracked is the one under the press: a drag that begins the transition
            // has moved by the pan's start distance by now, while the page has not yet.
            let press = pointer - pan.translation(in: nil)
            telemetry.dragStarted(operation: context.operation, grabbed: grip.origin != nil, trackedLayer: layer, pointer: pointer, press: press,
                startProgress: grip.origin ?? 0, pointerProgress: grip.origin ?? p, axis: axis, followsPointer: followsPointer)
        } else {
            telemetry.dragMoved(pointerProgress: p, pointer: pointer)
        }
    }

    /// The parameters of the held transition.
    private func spec(_ grip: Grip) -> TransitionSpec { grip.context?.spec ?? TransitionSpec() }

    private func release(_ pan: PanGestureRecognizer) {
        guard let grip else { return }
        let rule = releaseParameters.resolve(self.rule, in: spec(grip))
        self.grip = nil
        grip.context?.isHeld = false
        let velocity = grip.sign * alongVelocity(pan)
        let handSpeed = self.progressVelocity(of: pan, grip, pointerVelocity: velocity)
        let position = decidesAtPointer ? target(of: pan, grip) : grip.driver.percentComplete
        let decision: ReleaseDecision
        let clicked = pan.state != .cancelled && grip.origin != nil && !grip.moved
        if pan.state == .cancelled {
            decision = .gestureCancelled(rule: rule, position: position, velocity: velocity)
        } else if clicked {
            decision = .heading(rule: rule, position: position, velocity: velocity, forward: grip.headingForward)
        } else {
            decision = rule.decide(progress: position, velocity: velocity, progressVelocity: handSpeed)
        }
        // A click carries on at the speed the transition had when pressed; a drag at the hand's,
        // unless the transition rests against an end the hand pushes past.
        let p = grip.driver.percentComplete, range = grip.origin == nil ? 0...1 : (caughtRange ?? 0...1)
        let pinned = (p >= range.upperBound - 1e-9 && handSpeed > 0) || (p <= range.lowerBound + 1e-9 && handSpeed < 0)
        let before = clicked ? grip.velocityAtGrab : pinned ? 0 : handSpeed
        let continuing: Double? = clicked ? (before != 0 ? before : nil) : (continuesAtPointerSpeed && handSpeed.isFinite ? handSpeed : nil)
        let telemetry = ReleaseTelemetry(decision: decision, pointerVelocity: velocity, progressVelocity: continuing ?? 0,
            pointerVelocityVector: axis == .radial ? pan.velocity(in: nil) : nil)
        lastRelease = telemetry
        grip.context?.telemetry?.released(telemetry)
        if decision.finishes { grip.driver.finish(velocity: continuing) } else { grip.driver.cancel(velocity: continuing) }
        if let context = grip.context, pan.state != .cancelled {
            context.recordHandover(clicked ? .carryOn : .release, at: context.clock.now, progress: position, velocity: before.isFinite ? before : 0,
                acceleration: 0, after: grip.driver.motion)
        }
    }
}
