import Geometry
import Motion

/// A typed, animatable layer property (Core Animation's key paths, checked by the compiler).
public struct LayerKeyPath<Value: Interpolatable>: Sendable {
    public let name: String
    let keyPath: WritableKeyPath<LayerValues, Value> & Sendable
    let property: AnimatedProperties
    /// Whether a change redraws the layer itself (bounds, corners, colour) or only moves it.
    let changesDrawing: Bool
    /// Direct accessors: a key path applied through generics costs far more per frame.
    let get: @Sendable (LayerValues) -> Value
    let set: @Sendable (inout LayerValues, Value) -> Void

    init(name: String, keyPath: WritableKeyPath<LayerValues, Value> & Sendable, property: AnimatedProperties, changesDrawing: Bool,
        get: @escaping @Sendable (LayerValues) -> Value, set: @escaping @Sendable (inout LayerValues, Value) -> Void) {
        self.name = name
        self.keyPath = keyPath
        self.property = property
        self.changesDrawing = changesDrawing
        self.get = get
        self.set = set
    }

    /// This property's value in a set of layer values.
    public func value(in values: LayerValues) -> Value { get(values) }

    public static var position: LayerKeyPath<Point> {
        .init(name: "position", keyPath: \.position, property: .position, changesDrawing: false, get: { $0.position }, set: { $0.position = $1 })
    }
    public static var bounds: LayerKeyPath<Rect> {
        .init(name: "bounds", keyPath: \.bounds, property: .bounds, changesDrawing: true, get: { $0.bounds }, set: { $0.bounds = $1 })
    }
    public static var transform: LayerKeyPath<AffineTransform> {
        .init(name: "transform", keyPath: \.transform, property: .transform, changesDrawing: false, get: { $0.transform }, set: { $0.transform = $1 })
    }
    public static var opacity: LayerKeyPath<Double> {
        .init(name: "opacity", keyPath: \.opacity, property: .opacity, changesDrawing: false, get: { $0.opacity }, set: { $0.opacity = $1 })
    }
    public static var cornerRadius: LayerKeyPath<Double> {
        .init(name: "cornerRadius", keyPath: \.cornerRadius, property: .cornerRadius, changesDrawing: true, get: { $0.cornerRadius }, set: { $0.cornerRadius = $1 })
    }
    public static var dimming: LayerKeyPath<Double> {
        .init(name: "dimming", keyPath: \.dimming, property: .dimming, changesDrawing: false, get: { $0.dimming }, set: { $0.dimming = $1 })
    }
    public static var backgroundColor: LayerKeyPath<Color> {
        .init(name: "backgroundColor", keyPath: \.backgroundColor, property: .backgroundColor, changesDrawing: true,
            get: { $0.backgroundColor }, set: { $0.backgroundColor = $1 })
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
