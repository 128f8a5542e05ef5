import Gestures

/// The left-edge swipe: starts an interactive pop, tracks the pointer 1:1, and on release
/// finishes or cancels by the projecting `ReleaseRule`, continuing at the finger's speed
/// (all of it `edgeDrag`'s). It drives whatever pop the transition runs, the platform's or
/// the delegate's animator, as a registered driver does; a delegate with a pan of its own
/// for its pops turns it off (`interactivePopGestureRecognizer.isEnabled`, as every scene
/// with its own pop does). A transition in flight is grabbed by the press itself
/// (`TransitionGrab`), with the same drag.
extension NavigationController {
    func handleEdgeSwipe(_ pan: ScreenEdgePanGestureRecognizer) {
        edgeDrag.handle(pan) {
            guard !isTransitioning, viewControllers.count > 1 else { return }
            edgeDrag.begin(on: self) { transition(to: Array(viewControllers.dropLast()), operation: .pop, animated: true) }
        }
    }
}
