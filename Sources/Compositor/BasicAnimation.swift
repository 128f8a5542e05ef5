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
        let current = keyPath.get(values)
        // Plain branches rather than a switch over a tuple of optionals: that would build
        // tuple type metadata at run time on every frame.
        let start: Value, end: Value
        if let f = fromValue {
            start = f
            if let t = toValue { end = t } else if let b = byValue { end = Value.adding(f, b) } else { end = current }
        } else if let t = toValue {
            end = t
            if let b = byValue { start = Value.interpolate(t, Value.adding(t, b), -1) } else { start = current }
        } else if let b = byValue {
            start = current
            end = Value.adding(current, b)
        } else {
            return
        }
        keyPath.set(&values, Value.interpolate(start, end, progress))
    }
}
