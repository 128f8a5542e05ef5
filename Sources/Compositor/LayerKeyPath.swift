import Geometry
import Motion

/// A typed, animatable layer property (Core Animation's key paths, checked by the compiler).
public struct LayerKeyPath<Value: Interpolatable>: Sendable {
    public let name: String
    let keyPath: WritableKeyPath<LayerValues, Value> & Sendable
    let property: AnimatedProperties
    /// Whether a change redraws the layer itself (bounds, corners, colour) or only moves it.
    let changesDrawing: Bool

    /// This property's value in a set of layer values.
    public func value(in values: LayerValues) -> Value { values[keyPath: keyPath] }

    public static var position: LayerKeyPath<Point> { .init(name: "position", keyPath: \.position, property: .position, changesDrawing: false) }
    public static var bounds: LayerKeyPath<Rect> { .init(name: "bounds", keyPath: \.bounds, property: .bounds, changesDrawing: true) }
    public static var transform: LayerKeyPath<AffineTransform> { .init(name: "transform", keyPath: \.transform, property: .transform, changesDrawing: false) }
    public static var opacity: LayerKeyPath<Double> { .init(name: "opacity", keyPath: \.opacity, property: .opacity, changesDrawing: false) }
    public static var cornerRadius: LayerKeyPath<Double> { .init(name: "cornerRadius", keyPath: \.cornerRadius, property: .cornerRadius, changesDrawing: true) }
    public static var backgroundColor: LayerKeyPath<Color> {
        .init(name: "backgroundColor", keyPath: \.backgroundColor, property: .backgroundColor, changesDrawing: true)
    }
}

/// A set of animatable properties, as bits.
public struct AnimatedProperties: OptionSet, Hashable, Sendable {
    public let rawValue: UInt8
    public init(rawValue: UInt8) { self.rawValue = rawValue }

    public static let bounds = AnimatedProperties(rawValue: 1 << 0)
    public static let position = AnimatedProperties(rawValue: 1 << 1)
    public static let transform = AnimatedProperties(rawValue: 1 << 2)
    public static let opacity = AnimatedProperties(rawValue: 1 << 3)
    public static let cornerRadius = AnimatedProperties(rawValue: 1 << 4)
    public static let backgroundColor = AnimatedProperties(rawValue: 1 << 5)

    static let drawing: AnimatedProperties = [.bounds, .cornerRadius, .backgroundColor]
}
