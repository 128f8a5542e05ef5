import Compositor
import Motion

/// A property animator's views laid out again at both ends (`PropertyAnimator.relayout`):
/// what the start closure sets are the new starts, what the end closure sets the new ends
/// (the last value set of each property), in the order the end closure first set them.
@MainActor
final class RelayoutCapture: AnimationRecording {
    private struct Key: Hashable {
        let layer: ObjectIdentifier
        let property: String
    }

    /// Whether the end closure runs now (else the start closure).
    var recordsEnds = false
    private var starts: [Key: Any] = [:]
    private var order: [Key] = []
    private var ends: [Key: (PropertyAnimator) -> Void] = [:]

    func record<V: Interpolatable>(_ layer: Layer, _ key: LayerKeyPath<V>, to value: V) {
        let k = Key(layer: ObjectIdentifier(layer), property: key.name)
        guard recordsEnds else {
            starts[k] = value
            return
        }
        let start = starts[k] as? V
        if ends[k] == nil { order.append(k) }
        ends[k] = { animator in animator.retarget(layer, key, from: start, to: value) }
    }

    /// Moves each property's track on `animator` to its new ends.
    func apply(to animator: PropertyAnimator) {
        for k in order { ends[k]?(animator) }
    }
}
