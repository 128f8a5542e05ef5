import Motion

/// Animates one property between values (Core Animation's CABasicAnimation). With only some
/// of from/to/by given, the rest comes from the layer's current value, as Core Animation does.
@MainActor
public final class BasicAnimation<Value: Interpolatable>: LayerAnimation {
    public let keyPath: LayerKeyPath<Value>
    public var fromValue: Value? { didSet { settingsChanged() } }
    public var toValue: Value? { didSet { settingsChanged() } }
    public var byValue: Value? { didSet { settingsChanged() } }

    public init(keyPath: LayerKeyPath<Value>, from: Value? = nil, to: Value? = nil, by: Value? = nil, duration: Double = 0.25, timingCurve: TimingCurve = .default) {
        self.keyPath = keyPath
        fromValue = from
        toValue = to
        byValue = by
        super.init(duration: duration, timingCurve: timingCurve)
    }

    override var property: AnimatedProperties { keyPath.property }
    override var endpoints: AnimationEndpoints { keyPath.endpoints(fromValue, toValue, byValue) }
}
