import Motion

/// An animation attached to a layer (Core Animation's CAAnimation with CAMediaTiming).
/// Its local time is (layer time - beginTime) * speed + timeOffset; a `beginTime` of 0 is
/// replaced by the layer's current time when the animation starts, as Core Animation does.
///
/// The ticker does not read these properties every frame: a layer keeps a copy of them
/// (an `AnimationTrack`), which changing any of them while the animation is attached renews.
/// Only the layer it was added to last is renewed: one animation object added to two layers
/// at once (Core Animation copies it on adding) follows later changes on the last only.
@MainActor
public class LayerAnimation {
    public var duration: Double { didSet { settingsChanged() } }
    public var timingCurve: TimingCurve { didSet { settingsChanged() } }
    public var beginTime: Double {
        get { storedBeginTime }
        set {
            storedBeginTime = newValue
            settingsChanged()
        }
    }
    public var speed: Double = 1 { didSet { settingsChanged() } }
    public var timeOffset: Double = 0 { didSet { settingsChanged() } }
    public var fillMode: FillMode = .removed { didSet { settingsChanged() } }
    public var isRemovedOnCompletion = true { didSet { settingsChanged() } }
    /// Called once when the animation stops: `true` when it ran to its end, `false` when it
    /// was removed, replaced, or ran backwards past its start.
    public var onStop: ((Bool) -> Void)?

    /// Which adding to a layer this is (the count of animations added then): tells one
    /// animation from the next on the same key, as the timeline inspector marks them.
    public internal(set) var serial = 0
    /// Set by the ticker when the animation starts (with the begin time it took then).
    var hasStarted = false
    var storedBeginTime = 0.0
    var hasStopped = false
    /// Set by a driver when its timeline has reached its end: the ticker then stops the
    /// animation as finished, like a timed one that ran out. The ticker reads it from here
    /// each frame (a driver sets it from inside the tick).
    public var driverFinished = false
    /// The store of the layer it was last added to, whose tracks copy its settings.
    weak var host: LayerValueStore?

    init(duration: Double, timingCurve: TimingCurve) {
        // A zero, negative or NaN duration completes on the next frame.
        self.duration = duration.isFinite && duration > 0 ? duration : 0
        self.timingCurve = timingCurve
    }

    /// The property this animation writes.
    var property: AnimatedProperties { [] }

    /// How long the animation runs in its own time: a spring runs until it settles.
    public var activeDuration: Double { timingCurve.effectiveDuration(duration) }

    /// Its values in the concrete form the ticker evaluates.
    var endpoints: AnimationEndpoints { .empty }

    /// For a driven animation, its progress at a local time; its owner (a property animator)
    /// computes it, not the clock, and the ticker never stops it by time. Nil when timed.
    var drive: ((Double) -> Double)? { nil }

    /// Runs on `other`'s clock from now on: its begin time, started or not (an animation
    /// joining a driver's timeline that is already running).
    public func shareClock(with other: LayerAnimation) {
        hasStarted = other.hasStarted
        storedBeginTime = other.storedBeginTime
        settingsChanged()
    }

    /// Renews the host layer's copy after a setting changed.
    func settingsChanged() {
        host?.refresh(self)
    }

    /// Records the start the ticker made at layer time `beginTime` (no renewal: the track
    /// that started is already up to date).
    func didStart(beginTime: Double) {
        hasStarted = true
        storedBeginTime = beginTime
    }
}
