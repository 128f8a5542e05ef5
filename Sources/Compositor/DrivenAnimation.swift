import Motion

/// An animation whose progress at each tick comes from a closure of its local time, for
/// drivers such as a property animator that own their timeline (pause, scrub, reverse).
@MainActor
public final class DrivenAnimation<Value: Interpolatable>: LayerAnimation {
    public let keyPath: LayerKeyPath<Value>
    public private(set) var fromValue: Value
    public private(set) var toValue: Value
    /// Progress (0 = from, 1 = to) at a time in seconds since the animation's begin time.
    let progressAt: (Double) -> Double

    public init(keyPath: LayerKeyPath<Value>, from: Value, to: Value, progress: @escaping (Double) -> Double) {
        self.keyPath = keyPath
        fromValue = from
        toValue = to
        progressAt = progress
        super.init(duration: 0, timingCurve: .linear)
        fillMode = .both
    }

    override var property: AnimatedProperties { keyPath.property }
    override var endpoints: AnimationEndpoints { keyPath.endpoints(fromValue, toValue, nil) }
    override var drive: ((Double) -> Double)? { progressAt }

    /// Moves its ends, keeping its timeline (its driver's layout changed under it: a
    /// transition's container resized). The frame being laid out shows the value at the
    /// last tick's progress between the new ends at once, as the next ticks do.
    public func retarget(from: Value, to: Value) {
        fromValue = from
        toValue = to
        settingsChanged()
        host?.reshow(self)
    }

    /// Restarts its local time at the next tick (a new segment of the driver's timeline).
    public func restartClock() {
        hasStarted = false
        storedBeginTime = 0
        settingsChanged()
    }
}
