import Compositor
import Geometry
import Navigation
import Views
import Motion

/// A push and pop made of layer animations and nothing else (no property animator, no
/// driver): the page on top slides in from the right or out to it over 0.5 s, and the
/// transition completes when the slide stops. A grab can only catch it on its container's
/// layer time, as it catches Logo Reveal's push.
@MainActor
final class LayerSlideAnimator: AnimatedTransitioning {
    static let duration = 0.5
    let operation: NavigationOperation

    init(operation: NavigationOperation) { self.operation = operation }

    func transitionDuration(using context: TransitionContext) -> Double { LayerSlideAnimator.duration }

    func animateTransition(using context: TransitionContext) {
        let from = context.view(forKey: .from), toVC = context.viewController(forKey: .to), to = toVC.view
        to.frame = context.finalFrame(for: toVC)
        let push = operation == .push
        if push { context.containerView.addSubview(to) } else { context.containerView.insertSubview(to, belowSubview: from) }
        let page = push ? to : from
        let away = AffineTransform(translationX: context.containerView.bounds.width, y: 0)
        let start = push ? away : .identity, end = push ? .identity : away
        let slide = BasicAnimation(keyPath: .transform, from: start, to: end, duration: LayerSlideAnimator.duration, timingCurve: .easeOut)
        slide.fillMode = .both
        slide.isRemovedOnCompletion = false
        // The model holds the start until the slide stops, as Logo Reveal's reveal does: an
        // animation added in another transition's completion (a queued push) is first shown
        // a frame later, and that frame shows the model.
        page.transform = start
        slide.onStop = { [unowned page] _ in
            page.layer.removeAnimation(forKey: "slide")
            page.transform = .identity
            context.completeTransition(!context.transitionWasCancelled)
        }
        page.layer.add(slide, forKey: "slide")
    }

    /// Hands a new `LayerSlideAnimator` out for every push and pop.
    @MainActor
    final class Delegate: NavigationControllerDelegate {
        func navigationController(_ n: NavigationController, animationControllerFor operation: NavigationOperation,
            from: ViewController, to: ViewController) -> AnimatedTransitioning? {
            LayerSlideAnimator(operation: operation)
        }
    }
}
