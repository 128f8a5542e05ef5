import Motion

/// An animation attached to a layer (Core Animation's CAAnimation with CAMediaTiming).
/// Its local time is (layer time - beginTime) * speed + timeOffset; a `beginTime` of 0 is
/// replaced by the layer's current time when the animation starts, as Core Animation does.
@MainActor
public class LayerAnimation {
    public var duration: Double
    public var timingCurve: TimingCurve
    public var beginTime: Double = 0
    public var speed: Double = 1
    public var timeOffset: Double = 0
    public var fillMode: FillMode = .removed
    public var isRemovedOnCompletion = true
    /// Called once when the animation stops: `true` when it ran to its end, `false` when it
    /// was removed, replaced, or ran backwards past its start.
    public var onStop: ((Bool) -> Void)?

    var hasStarted = false
    var hasStopped = false
    /// Driven animations take their progress from their owner (a property animator), not
    /// from the clock; the ticker never stops them.
    var isDriven: Bool { false }
    /// Set by a driver when its timeline has reached its end: the ticker then stops the
    /// animation as finished, like a timed one that ran out.
    public var driverFinished = false

    init(duration: Double, timingCurve: TimingCurve) {
        // A zero, negative or NaN duration completes on the next frame.
        self.duration = duration.isFinite && duration > 0 ? duration : 0
        self.timingCurve = timingCurve
    }

    /// The property this animation writes.
    var property: AnimatedProperties { [] }
    var changesDrawing: Bool { false }

    /// How long the animation runs in its own time: a spring runs until it settles.
    public var activeDuration: Double { timingCurve.effectiveDuration(duration) }

    /// Writes the animated value for `progress` (0...1, springs may overshoot) into `values`.
    func apply(progress: Double, to values: inout LayerValues) {}

    /// Progress at animation-local time `t`, or nil when the animation shows nothing then.
    func progress(atLocalTime t: Double) -> Double? {
        let d = activeDuration
        if t < 0 {
            return fillMode == .backwards || fillMode == .both ? 0 : nil
        }
        if t > d {
            return fillMode == .forwards || fillMode == .both || !isRemovedOnCompletion ? 1 : nil
        }
        return timingCurve.progress(elapsed: t, duration: d)
    }
}
