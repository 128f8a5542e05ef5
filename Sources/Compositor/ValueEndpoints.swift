import Motion

/// An animation's from, to and by values. With only some of them given, the rest comes from
/// the property's current value, as Core Animation does.
struct ValueEndpoints<Value: Interpolatable> {
    var from: Value?
    var to: Value?
    var by: Value?

    /// The value at `progress` (0 = start, 1 = end), or nil when none of from, to and by is given.
    func value(at progress: Double, current: Value) -> Value? {
        // Plain branches rather than a switch over a tuple of optionals: that would build
        // tuple type metadata at run time on every frame.
        let start: Value, end: Value
        if let f = from {
            start = f
            if let t = to { end = t } else if let b = by { end = Value.adding(f, b) } else { end = current }
        } else if let t = to {
            end = t
            if let b = by { start = Value.interpolate(t, Value.adding(t, b), -1) } else { start = current }
        } else if let b = by {
            start = current
            end = Value.adding(current, b)
        } else {
            return nil
        }
        return Value.interpolate(start, end, progress)
    }
}
