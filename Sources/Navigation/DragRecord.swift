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
        let local = trackedLayer.convert(press, from: nil)
        let b = trackedLayer.presentation.bounds
        trackedPoint = Point(x: min(b.maxX, max(b.minX, local.x)), y: min(b.maxY, max(b.minY, local.y)))
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
