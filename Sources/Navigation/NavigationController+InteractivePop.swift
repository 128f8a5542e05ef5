import Gestures

/// The left-edge swipe: starts an interactive pop with the default transition, tracks the
/// pointer 1:1, and on release finishes or cancels by the projecting `ReleaseRule`,
/// continuing at the finger's speed (all of it `edgeDrag`'s). A transition in flight is
/// grabbed by the press itself (`TransitionGrab`), with the same drag.
extension NavigationController {
    func handleEdgeSwipe(_ pan: ScreenEdgePanGestureRecognizer) {
        edgeDrag.handle(pan) {
            guard !isTransitioning, viewControllers.count > 1, let top = topViewController else { return }
            let below = viewControllers[viewControllers.count - 2]
            // A delegate with its own pop animator owns the pop; the edge swipe stays out.
            guard delegate?.navigationController(self, animationControllerFor: .pop, from: top, to: below) == nil else { return }
            edgeDrag.begin(on: self) { transition(to: Array(viewControllers.dropLast()), operation: .pop, animated: true) }
        }
    }
}
