import Motion

/// Animates one property between values (Core Animation's CABasicAnimation). With only some
/// of from/to/by given, the rest comes from the layer's current value, as Core Animation does.
@MainActor
public final class BasicAnimation<Value: Interpolatable>: LayerAnimation {
    public let keyPath: LayerKeyPath<Value>
    public var fromValue: Value?
    public var toValue: Value?
    public var byValue: Value?

    public init(keyPath: LayerKeyPath<Value>, from: Value? = nil, to: Value? = nil, by: Value? = nil, duration: Double = 0.25, timingCurve: TimingCurve = .default) {
        self.keyPath = keyPath
        fromValue = from
        toValue = to
        byValue = by
        super.init(duration: duration, timingCurve: timingCurve)
    }

    override var property: AnimatedProperties { keyPath.property }
    override var changesDrawing: Bool { keyPath.changesDrawing }

    override func apply(progress: Double, to values: inout LayerValues) {
        let current = values[keyPath: keyPath.keyPath]
        let start: Value, end: Value
        switch (fromValue, toValue, byValue) {
        case let (f?, t?, _): start = f; end = t
        case let (f?, nil, b?): start = f; end = Value.adding(f, b)
        case let (nil, t?, b?): start = Value.interpolate(t, Value.adding(t, b), -1); end = t
        case let (f?, nil, nil): start = f; end = current
        case let (nil, t?, nil): start = current; end = t
        case let (nil, nil, b?): start = current; end = Value.adding(current, b)
        case (nil, nil, nil): return
        }
        values[keyPath: keyPath.keyPath] = Value.interpolate(start, end, progress)
    }
}
