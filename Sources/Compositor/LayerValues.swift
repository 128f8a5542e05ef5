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
}
