import Compositor
import Foundation
import Motion
import Geometry

/// What the layer inspector reads of a layer's mask over a transition: its size as it shows
/// (bounds through its transform's scale) and its opacity; a frame without a mask has none.
public enum MaskProperty: CaseIterable, Sendable {
    case size, opacity

    public var name: String {
        switch self {
        case .size: return "mask size"
        case .opacity: return "mask opacity"
        }
    }

    /// The mask's properties whose animations drive it.
    public var animatedProperties: AnimatedProperties {
        switch self {
        case .size: return [.bounds, .transform]
        case .opacity: return .opacity
        }
    }

    /// The value plotted: the width the mask shows at (points), or its opacity.
    public func value(in mask: LayerValues) -> Double {
        switch self {
        case .size: return mask.bounds.width * abs(TransformComponents(mask.transform).scaleX)
        case .opacity: return mask.opacity
        }
    }

    /// The value as the panel writes it: "none" without a mask.
    public func text(_ mask: LayerValues?) -> String {
        guard let mask else { return "none" }
        switch self {
        case .size:
            let c = TransformComponents(mask.transform)
            return String(format: "%.0f × %.0f", mask.bounds.width * abs(c.scaleX), mask.bounds.height * abs(c.scaleY))
        case .opacity: return String(format: "%.3f", mask.opacity)
        }
    }
}
