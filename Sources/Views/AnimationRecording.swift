import Compositor
import Motion

/// What hears the view property changes made inside a capture (`AnimationCapture`): a
/// property animator's animations, or a relayout of its views (`RelayoutCapture`).
@MainActor
protocol AnimationRecording: AnyObject {
    func record<V: Interpolatable>(_ layer: Layer, _ key: LayerKeyPath<V>, to value: V)
}
