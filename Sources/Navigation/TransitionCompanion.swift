import Motion
import Views

/// Something that moves with a transition without being part of its animator (UIKit's
/// `animate(alongsideTransition:)`): the bar's motion, a shared element's flight. It
/// follows the transition however that runs: inside its property animator when it has one
/// (so it scrubs, springs, cancels and is grabbed with it); else by the progress the
/// transition reports (a driver); else on an animator of its own over the transition's
/// duration, which a driver taking the transition over stops where it shows and then moves
/// on by progress, through the same curve.
@MainActor
final class TransitionCompanion {
    /// Shows the companion at a progress (0...1), set directly.
    private let apply: (Double) -> Void
    /// Sets its end state, for a property animator to capture.
    private let animations: () -> Void
    private let completion: (Bool) -> Void
    /// The curve its own animator runs on.
    private let curve: TimingCurve
    /// The curve progress is mapped through while it follows reported progress; nil while
    /// it does not.
    private var following: TimingCurve?
    private var ownAnimator: PropertyAnimator?

    init(curve: TimingCurve, apply: @escaping (Double) -> Void, animations: @escaping () -> Void, completion: @escaping (Bool) -> Void) {
        self.curve = curve
        self.apply = apply
        self.animations = animations
        self.completion = completion
    }

    /// Joins `context`'s transition, which has started.
    func start(in context: TransitionContext) {
        if let pa = context.propertyAnimator {
            pa.addAnimations(animations)
        } else if context.isInteractive {
            following = .linear
            apply(context.percentComplete)
        } else {
            let duration = context.animator.map { $0.transitionDuration(using: context) } ?? 0
            ownAnimator = PropertyAnimator.runningPropertyAnimator(withDuration: duration, curve: curve, animations: animations)
        }
    }

    /// The transition reported progress `p`.
    func progressed(_ p: Double) {
        guard let following else { return }
        apply(following.progress(elapsed: p, duration: 1))
    }

    /// A driver took the transition over: an animator of its own stops where it shows, and
    /// the companion follows the driver's progress through its curve from now on.
    func interrupted() {
        guard let a = ownAnimator else { return }
        if a.state == .active { a.stopAnimation(true) }
        ownAnimator = nil
        following = curve
    }

    /// The transition ended (completed or cancelled).
    func ended(_ didComplete: Bool) {
        ownAnimator = nil
        following = nil
        completion(didComplete)
    }
}
