/// How an animation's progress follows time: a cubic Bezier over a set duration, or a
/// spring, whose duration is the time it takes to settle.
public enum TimingCurve: Hashable, Sendable {
    case cubic(CubicBezier)
    case spring(Spring)

    public static let linear = TimingCurve.cubic(.linear)
    public static let easeIn = TimingCurve.cubic(.easeIn)
    public static let easeOut = TimingCurve.cubic(.easeOut)
    public static let easeInOut = TimingCurve.cubic(.easeInOut)
    public static let `default` = TimingCurve.cubic(.default)

    /// Progress after `elapsed` seconds of an animation lasting `duration`. Inlinable: the
    /// animation ticker evaluates it for every animated property every frame.
    @inlinable
    public func progress(elapsed: Double, duration: Double) -> Double {
        switch self {
        case .cubic(let b):
            guard duration > 0 else { return elapsed >= 0 ? 1 : 0 }
            return b.progress(at: elapsed / duration)
        case .spring(let s):
            if elapsed >= duration { return 1 }
            return s.value(at: elapsed)
        }
    }

    /// Progress per second at `elapsed`.
    public func velocity(elapsed: Double, duration: Double) -> Double {
        switch self {
        case .cubic(let b):
            guard duration > 0 else { return 0 }
            return b.slope(at: elapsed / duration) / duration
        case .spring(let s):
            return s.velocity(at: elapsed)
        }
    }

    /// How long an animation on this curve lasts when asked for `duration`: springs take
    /// their settling time.
    public func effectiveDuration(_ duration: Double) -> Double {
        switch self {
        case .cubic: return duration
        case .spring(let s): return s.settlingDuration
        }
    }
}
