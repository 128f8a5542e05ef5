import Compositor
import Motion

/// Collects the view property changes made inside an animations closure, as UIKit does:
/// while a property animator runs such a closure it is the current capture, and view
/// setters report their old (on-screen) and new values to it.
@MainActor
enum AnimationCapture {
    /// The recorders whose closures are running, innermost last (a property animator's
    /// animations, or a relayout of one). Main-actor state, like UIKit's animation block stack.
    static var stack: [AnimationRecording] = []

    static func record<V: Interpolatable>(_ layer: Layer, _ key: LayerKeyPath<V>, to value: V) {
        guard let recorder = stack.last else { return }
        recorder.record(layer, key, to: value)
    }

    /// Runs `body` with `recorder` hearing the view property changes it makes.
    static func run(_ recorder: AnimationRecording, _ body: () -> Void) {
        stack.append(recorder)
        body()
        stack.removeLast()
    }
}
