/// How a transition's progress moves on its own from a moment on: from `from` toward `to`
/// over `duration` seconds on `curve` (a spring's duration is its settling time), starting
/// at `startTime` on the animation clock. The animation model itself, so its speed and
/// acceleration at any instant are its own derivatives, not a fit over the frames shown.
public struct ProgressMotion: Hashable, Sendable {
    public var startTime: Double
    public var from: Double
    public var to: Double
    public var duration: Double
    public var curve: TimingCurve

    public init(startTime: Double, from: Double, to: Double, duration: Double, curve: TimingCurve) {
        self.startTime = startTime
        self.from = from
        self.to = to
        self.duration = max(0, duration.isFinite ? duration : 0)
        self.curve = curve
    }

    /// Progress at clock time `t` (held at `to` once it has run its course).
    public func value(at t: Double) -> Double {
        let elapsed = t - startTime
        guard elapsed > 0 else { return from }
        guard elapsed < duration else { return to }
        return from + (to - from) * curve.progress(elapsed: elapsed, duration: duration)
    }

    /// Progress per second at `t`; from the right at the start, zero once it has run its course.
    public func velocity(at t: Double) -> Double {
        let elapsed = max(0, t - startTime)
        guard elapsed < duration else { return 0 }
        return (to - from) * curve.velocity(elapsed: elapsed, duration: duration)
    }

    /// Progress per second squared at `t`, from the right: the velocity's own derivative
    /// (a one-sided difference over `ProgressMotion.derivativeStep`).
    public func acceleration(at t: Double) -> Double {
        let h = ProgressMotion.derivativeStep, elapsed = max(0, t - startTime)
        guard elapsed + h < duration else { return 0 }
        return (velocity(at: startTime + elapsed + h) - velocity(at: startTime + elapsed)) / h
    }

    /// The step in time derivatives are taken over: far below a frame, far above rounding.
    public static let derivativeStep = 1e-5

    /// The largest change of acceleration from one millisecond to the next over `window`
    /// seconds from `t`, starting from `before` (the acceleration just before `t`): the
    /// kick a change of motion gives at its start, and any later in the window.
    public func largestAccelerationStep(at t: Double, before: Double, window: Double = 0.1) -> Double {
        var previous = before, largest = 0.0
        let steps = Int((window / 0.001).rounded())
        for i in 0...steps {
            let a = acceleration(at: t + Double(i) * 0.001)
            largest = max(largest, abs(a - previous))
            previous = a
        }
        return largest
    }
}
