/// A navigation transition in flight.
@MainActor
struct ActiveTransition {
    let context: TransitionContext
    let operation: NavigationOperation
    let animator: AnimatedTransitioning?
    let previousStack: [ViewController]
    let from: ViewController
    let to: ViewController
}
