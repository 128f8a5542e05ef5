import Foundation
import Geometry
import Gestures

/// The left-edge swipe: starts an interactive pop with the default transition, or catches a
/// transition in flight, tracks the pointer 1:1, and on release finishes or cancels by the
/// `ReleaseRule`, continuing at the finger's speed.
extension NavigationController {
    func handleEdgeSwipe(_ pan: ScreenEdgePanGestureRecognizer) {
        let width = max(1, containerView.bounds.width)
        switch pan.state {
        case .began:
            edgeSwipe = nil
            if isTransitioning {
                guard let driver = interruptTransition(), let op = transitionOperation else { return }
                edgeSwipe = EdgeSwipe(interaction: driver, startProgress: driver.percentComplete, sign: op == .pop ? 1 : -1)
            } else {
                guard viewControllers.count > 1, let top = topViewController else { return }
                let below = viewControllers[viewControllers.count - 2]
                // A delegate with its own pop animator owns the pop; the edge swipe stays out.
                guard delegate?.navigationController(self, animationControllerFor: .pop, from: top, to: below) == nil else { return }
                let driver = PercentDrivenInteractiveTransition()
                edgeSwipe = EdgeSwipe(interaction: driver, startProgress: 0, sign: 1)
                transition(to: Array(viewControllers.dropLast()), operation: .pop, animated: true, interactive: driver)
            }
        case .changed:
            guard let s = edgeSwipe else { return }
            s.interaction.update(s.startProgress + s.sign * pan.translation(in: nil).x / width)
        case .ended, .cancelled:
            guard let s = edgeSwipe else { return }
            edgeSwipe = nil
            let velocity = s.sign * pan.velocity(in: nil).x / width
            s.interaction.release(at: s.interaction.percentComplete, velocity: pan.velocity(in: nil).x, progressVelocity: velocity,
                gestureCancelled: pan.state == .cancelled, notedBy: self) { ReleaseRule.decide(progress: $0, velocity: velocity) }
        default:
            break
        }
    }
}
