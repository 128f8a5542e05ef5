import Geometry
import Motion

/// A typed, animatable layer property (Core Animation's key paths, checked by the compiler).
public struct LayerKeyPath<Value: Interpolatable>: Sendable {
    public let name: String
    let keyPath: WritableKeyPath<LayerValues, Value> & Sendable
    let property: AnimatedProperties
    /// Whether a change redraws the layer itself (bounds, corners, colour) or only moves it.
    let changesDrawing: Bool
    /// A direct accessor: a key path applied through generics costs far more.
    let get: @Sendable (LayerValues) -> Value
    /// An animation's from, to and by values in the concrete form the ticker evaluates.
    let endpoints: @Sendable (Value?, Value?, Value?) -> AnimationEndpoints

    init(name: String, keyPath: WritableKeyPath<LayerValues, Value> & Sendable, property: AnimatedProperties, changesDrawing: Bool,
        get: @escaping @Sendable (LayerValues) -> Value, endpoints: @escaping @Sendable (Value?, Value?, Value?) -> AnimationEndpoints) {
        self.name = name
        self.keyPath = keyPath
        self.property = property
        self.changesDrawing = changesDrawing
        self.get = get
        self.endpoints = endpoints
    }

    /// This property's value in a set of layer values.
    public func value(in values: LayerValues) -> Value { get(values) }

    public static var position: LayerKeyPath<Point> {
        .init(name: "position", keyPath: \.position, property: .position, changesDrawing: false,
            get: { $0.position }, endpoints: { .position(ValueEndpoints(from: $0, to: $1, by: $2)) })
    }
    public static var bounds: LayerKeyPath<Rect> {
        .init(name: "bounds", keyPath: \.bounds, property: .bounds, changesDrawing: true,
            get: { $0.bounds }, endpoints: { .bounds(ValueEndpoints(from: $0, to: $1, by: $2)) })
    }
    public static var transform: LayerKeyPath<AffineTransform> {
        .init(name: "transform", keyPath: \.transform, property: .transform, changesDrawing: false,
            get: { $0.transform }, endpoints: { .transform(ValueEndpoints(from: $0, to: $1, by: $2)) })
    }
    public static var opacity: LayerKeyPath<Double> {
        .init(name: "opacity", keyPath: \.opacity, property: .opacity, changesDrawing: false,
            get: { $0.opacity }, endpoints: { .opacity(ValueEndpoints(from: $0, to: $1, by: $2)) })
    }
    public static var cornerRadius: LayerKeyPath<Double> {
        .init(name: "cornerRadius", keyPath: \.cornerRadius, property: .cornerRadius, changesDrawing: true,
            get: { $0.cornerRadius }, endpoints: { .cornerRadius(ValueEndpoints(from: $0, to: $1, by: $2)) })
    }
    public static var dimming: LayerKeyPath<Double> {
        .init(name: "dimming", keyPath: \.dimming, property: .dimming, changesDrawing: false,
            get: { $0.dimming }, endpoints: { .dimming(ValueEndpoints(from: $0, to: $1, by: $2)) })
    }
    public static var backgroundColor: LayerKeyPath<Color> {
        .init(name: "backgroundColor", keyPath: \.backgroundColor, property: .backgroundColor, changesDrawing: true,
            get: { $0.backgroundColor }, endpoints: { .backgroundColor(ValueEndpoints(from: $0, to: $1, by: $2)) })
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
    public static let dimming = AnimatedProperties(rawValue: 1 << 6)

    static let drawing: AnimatedProperties = [.bounds, .cornerRadius, .backgroundColor]
}
