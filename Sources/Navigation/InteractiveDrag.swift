import Geometry
import Gestures

/// A pan that drives a transition, the one way every interactive transition here works: at
/// `.began` the owner either `begin`s a transition under a percent driver or catches the one
/// in flight (`catchTransition`, stopped where it is, no jump); `.changed` moves it by the
/// pan's progress; `.ended` decides by the `ReleaseRule`, notes the decision in the
/// navigation controller's telemetry, and finishes or cancels, continuing at the pointer's
/// speed; `.cancelled` always cancels.
///
/// Progress is measured along `axis` in `space`, over `length` points (at least 1). A
/// transition the drag began is at `progress(translation, length)`; a caught one moves from
/// where it was by `sign` x translation / length, kept within `caughtRange` when set.
@MainActor
public final class InteractiveDrag {
    public enum Axis: Sendable {
        case horizontal
        case vertical
    }

    /// The transition held: its driver, where a caught one was (nil: begun here), which way a
    /// drag along the axis moves it, and the controller it runs on.
    private struct Grip {
        let driver: PercentDrivenInteractiveTransition
        let origin: Double?
        let sign: Double
        weak var host: ViewController?
    }

    public let axis: Axis
    public let rule: ReleaseRule
    private let space: @MainActor () -> CoordinateSpace?
    private let length: @MainActor () -> Double
    private let progress: @MainActor (Double, Double) -> Double
    /// Bounds for a caught transition's progress (Logo Reveal keeps 0.01...0.99).
    public var caughtRange: ClosedRange<Double>?
    /// Decide at the pan's own progress at release rather than the transition's (Logo
    /// Reveal, as chapter 21 does: the release may move the pointer once more).
    public var decidesAtPointer = false
    /// Continue at the pointer's speed after release; false: on the completion curve.
    public var continuesAtPointerSpeed = true
    /// The driver a begun transition runs under (Logo Reveal's animator is its own).
    public var makeDriver: @MainActor () -> PercentDrivenInteractiveTransition = { PercentDrivenInteractiveTransition() }
    private var grip: Grip?

    public init(axis: Axis = .horizontal, rule: ReleaseRule, in space: @escaping @MainActor () -> CoordinateSpace? = { nil },
        length: @escaping @MainActor () -> Double, progress: @escaping @MainActor (_ translation: Double, _ length: Double) -> Double = { $0 / $1 }) {
        self.axis = axis
        self.rule = rule
        self.space = space
        self.length = length
        self.progress = progress
    }

    /// Feeds one state of `pan`. At `.began` whatever was held is let go of and `began` runs,
    /// which calls `begin` or `catchTransition` (or neither, to stay out).
    public func handle(_ pan: PanGestureRecognizer, began: () -> Void) {
        switch pan.state {
        case .began:
            grip = nil
            began()
        case .changed:
            guard let grip else { return }
            grip.driver.update(target(of: pan, grip))
        case .ended, .cancelled:
            release(pan)
        default:
            break
        }
    }

    /// Runs `start`, which begins a transition on `host` (a push or pop on a navigation
    /// controller, a present or dismiss on the presenting one), under a new driver. False
    /// when no transition took it.
    @discardableResult
    public func begin(on host: ViewController, _ start: () -> Void) -> Bool {
        guard let driver = host.runInteractively(makeDriver(), start) else { return false }
        grip = Grip(driver: driver, origin: nil, sign: 1, host: host)
        return true
    }

    /// Stops `navigation`'s transition where it is and holds it; `sign` is -1 when a drag
    /// forward along the axis takes it back (a push caught by the edge swipe). False when it
    /// cannot be caught.
    @discardableResult
    public func catchTransition(of navigation: NavigationController, sign: Double = 1) -> Bool {
        guard let driver = navigation.interruptTransition() else { return false }
        grip = Grip(driver: driver, origin: driver.percentComplete, sign: sign, host: navigation)
        return true
    }

    private func along(_ p: Point) -> Double { axis == .horizontal ? p.x : p.y }

    /// The progress the pan asks for now.
    private func target(of pan: PanGestureRecognizer, _ grip: Grip) -> Double {
        let t = along(pan.translation(in: space())), length = max(1, length())
        guard let origin = grip.origin else { return progress(t, length) }
        let p = origin + grip.sign * t / length
        return caughtRange.map { min($0.upperBound, max($0.lowerBound, p)) } ?? p
    }

    private func release(_ pan: PanGestureRecognizer) {
        guard let grip else { return }
        self.grip = nil
        let velocity = along(pan.velocity(in: space()))
        let progressVelocity = grip.sign * velocity / max(1, length())
        let position = decidesAtPointer ? target(of: pan, grip) : grip.driver.percentComplete
        let decision = pan.state == .cancelled
            ? ReleaseDecision.gestureCancelled(rule: rule, position: position, velocity: velocity)
            : rule.decide(progress: position, velocity: velocity, progressVelocity: progressVelocity)
        if let host = grip.host { (host as? NavigationController ?? host.navigationController)?.lastRelease = decision }
        let continuing = continuesAtPointerSpeed ? progressVelocity : nil
        if decision.finishes { grip.driver.finish(velocity: continuing) } else { grip.driver.cancel(velocity: continuing) }
    }
}
