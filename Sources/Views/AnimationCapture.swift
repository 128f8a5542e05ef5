import Compositor
import Motion

/// Collects the view property changes made inside an animations closure, as UIKit does:
/// while a property animator runs such a closure it is the current capture, and view
/// setters report their old (on-screen) and new values to it.
@MainActor
enum AnimationCapture {
    /// The animators whose closures are running, innermost last. Main-actor state, like
    /// UIKit's animation block stack.
    static var stack: [PropertyAnimator] = []

    static func record<V: Interpolatable>(_ layer: Layer, _ key: LayerKeyPath<V>, to value: V) {
        guard let animator = stack.last else { return }
        animator.capture(layer, key, from: key.value(in: layer.presentation), to: value)
    }
}
