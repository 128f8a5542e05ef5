import Compositor
import Geometry

/// What a navigation controller keeps of the latest drag on a transition: its telemetry, and
/// the tracked layer with the point of it that was under the press, so the point's window
/// position can be read each frame.
@MainActor
final class DragRecord {
    var telemetry: InteractionTelemetry
    weak var trackedLayer: Layer?
    let trackedPoint: Point

    init(telemetry: InteractionTelemetry, trackedLayer: Layer, press: Point) {
        var telemetry = telemetry
        self.trackedLayer = trackedLayer
        // The press in the layer's plane, inside it or not (a grab may press beside the page
        // that moves): where the layer carries that point is where the hand's content is.
        trackedPoint = trackedLayer.convert(press, from: nil)
        telemetry.trackedLocalPoint = trackedPoint
        self.telemetry = telemetry
    }

    /// The telemetry with the tracked point where it shows now.
    var current: InteractionTelemetry {
        var t = telemetry
        t.trackedPoint = trackedLayer.map { $0.localToRoot.apply(to: trackedPoint) }
        return t
    }
}
