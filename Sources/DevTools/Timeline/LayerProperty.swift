import Compositor
import Foundation
import Motion
import Geometry

/// A presentation value the layer inspector reads and plots over a transition.
public enum LayerProperty: CaseIterable, Sendable {
    case positionX, positionY, width, height, scale, rotation, opacity, cornerRadius

    public var name: String {
        switch self {
        case .positionX: return "position x"
        case .positionY: return "position y"
        case .width: return "width"
        case .height: return "height"
        case .scale: return "scale"
        case .rotation: return "rotation"
        case .opacity: return "opacity"
        case .cornerRadius: return "corner radius"
        }
    }

    /// The layer property whose animations drive it (the track's keyframes and segments).
    public var animatedProperty: AnimatedProperties {
        switch self {
        case .positionX, .positionY: return .position
        case .width, .height: return .bounds
        case .scale, .rotation: return .transform
        case .opacity: return .opacity
        case .cornerRadius: return .cornerRadius
        }
    }

    /// The value in `values`: points, a scale factor (x; y when it differs shows in the
    /// text), degrees, or opacity from 0 to 1.
    public func value(in values: LayerValues) -> Double {
        switch self {
        case .positionX: return values.position.x
        case .positionY: return values.position.y
        case .width: return values.bounds.width
        case .height: return values.bounds.height
        case .scale: return TransformComponents(values.transform).scaleX
        case .rotation: return TransformComponents(values.transform).rotation * 180 / .pi
        case .opacity: return values.opacity
        case .cornerRadius: return values.cornerRadius
        }
    }

    /// The value as the panel writes it.
    public func text(_ values: LayerValues) -> String {
        let v = value(in: values)
        switch self {
        case .scale:
            let y = TransformComponents(values.transform).scaleY
            return abs(y - v) < 0.0005 ? String(format: "%.3f", v) : String(format: "%.3f × %.3f", v, y)
        case .rotation: return String(format: "%.1f°", v)
        case .opacity: return String(format: "%.3f", v)
        default: return String(format: "%.1f", v)
        }
    }
}
