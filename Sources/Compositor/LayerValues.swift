import Geometry

/// A layer's animatable properties. A layer keeps two sets: the model (what was set) and the
/// presentation (what is on screen this frame, with running animations applied).
public struct LayerValues: Hashable, Sendable {
    public var bounds: Rect = .zero
    public var position: Point = .zero
    public var transform: AffineTransform = .identity
    public var opacity: Double = 1
    public var cornerRadius: Double = 0
    public var backgroundColor: Color = .clear
    /// Darkens the composited layer and its sublayers toward black: 0 none, 1 black.
    public var dimming: Double = 0

    public init() {}

    /// Copies `properties` from `other` where they differ, comparing only those, and returns
    /// the ones that changed.
    mutating func update(_ properties: AnimatedProperties, from other: LayerValues) -> AnimatedProperties {
        var changed: AnimatedProperties = []
        if properties.contains(.bounds) && bounds != other.bounds {
            bounds = other.bounds
            changed.insert(.bounds)
        }
        if properties.contains(.position) && position != other.position {
            position = other.position
            changed.insert(.position)
        }
        if properties.contains(.transform) && transform != other.transform {
            transform = other.transform
            changed.insert(.transform)
        }
        if properties.contains(.opacity) && opacity != other.opacity {
            opacity = other.opacity
            changed.insert(.opacity)
        }
        if properties.contains(.cornerRadius) && cornerRadius != other.cornerRadius {
            cornerRadius = other.cornerRadius
            changed.insert(.cornerRadius)
        }
        if properties.contains(.backgroundColor) && backgroundColor != other.backgroundColor {
            backgroundColor = other.backgroundColor
            changed.insert(.backgroundColor)
        }
        if properties.contains(.dimming) && dimming != other.dimming {
            dimming = other.dimming
            changed.insert(.dimming)
        }
        return changed
    }
}
