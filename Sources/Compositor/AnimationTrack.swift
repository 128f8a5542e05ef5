import Motion

/// An attached animation in the form the ticker advances: its key, timing and values copied
/// out of the `LayerAnimation` (and copied again whenever one of them changes), held by value
/// in the layer's `AnimatedValues`. Advancing a track reads no class property and runs no
/// generic code; it is not tied to the main actor, so the tracks are advanced in place
/// through a buffer pointer with no isolation check.
struct AnimationTrack {
    let key: String
    let animation: LayerAnimation
    let property: AnimatedProperties
    private(set) var hasStarted: Bool
    private(set) var beginTime: Double
    /// Started by the last advance: the animation object has yet to record it.
    private(set) var startIsUnrecorded = false
    let speed: Double
    let timeOffset: Double
    /// The duration as run: a spring's settling time, worked out once here, not every frame.
    let activeDuration: Double
    let curve: TimingCurve
    let fillsBackwards: Bool
    let fillsForwards: Bool
    let isRemovedOnCompletion: Bool
    let endpoints: AnimationEndpoints
    /// A driven animation's progress function (nil for a timed one). The ticker calls it
    /// before advancing the list, while it holds no access to it, and stores the results.
    let drive: ((Double) -> Double)?
    let isDriven: Bool
    /// This tick's progress and end, for a driven track.
    var drivenProgress: Double?
    var driverFinished = false
    /// How the track stopped in the last advance: finished (true) or not (false); nil while running.
    private(set) var stop: Bool?

    @MainActor
    init(key: String, animation a: LayerAnimation) {
        self.key = key
        animation = a
        property = a.property
        hasStarted = a.hasStarted
        beginTime = a.beginTime
        speed = a.speed
        timeOffset = a.timeOffset
        activeDuration = a.activeDuration
        curve = a.timingCurve
        fillsBackwards = a.fillMode == .backwards || a.fillMode == .both
        fillsForwards = a.fillMode == .forwards || a.fillMode == .both || !a.isRemovedOnCompletion
        isRemovedOnCompletion = a.isRemovedOnCompletion
        endpoints = a.endpoints
        drive = a.drive
        isDriven = drive != nil
    }

    /// Starts the track at layer time `layerTime` if it has not started: a begin time of 0
    /// becomes that time. `recordStart()` tells the animation object.
    mutating func start(at layerTime: Double) {
        guard !hasStarted else { return }
        hasStarted = true
        if beginTime == 0 { beginTime = layerTime }
        startIsUnrecorded = true
    }

    /// Gives the animation object the start the track made (its begin time reads it back).
    @MainActor
    mutating func recordStart() {
        guard startIsUnrecorded else { return }
        startIsUnrecorded = false
        animation.didStart(beginTime: beginTime)
    }

    /// The animation's local time at layer time `layerTime`.
    func localTime(_ layerTime: Double) -> Double { (layerTime - beginTime) * speed + timeOffset }

    /// Progress at animation-local time `t`, or nil when the animation shows nothing then.
    func progress(atLocalTime t: Double) -> Double? {
        if isDriven { return drivenProgress }
        if t < 0 { return fillsBackwards ? 0 : nil }
        if t > activeDuration { return fillsForwards ? 1 : nil }
        return curve.progress(elapsed: t, duration: activeDuration)
    }

    /// Writes the animated value at layer time `layerTime` into `values`.
    func apply(atLayerTime layerTime: Double, to values: inout LayerValues) {
        apply(atLocalTime: localTime(layerTime), to: &values)
    }

    private func apply(atLocalTime t: Double, to values: inout LayerValues) {
        if let p = progress(atLocalTime: t) { endpoints.apply(progress: p, to: &values) }
    }

    /// Starts the track if need be, writes its value at layer time `layerTime` into `values`
    /// and notes whether it stopped: a timed one at its end (finished) or, run backwards by a
    /// negative `layerSpeed`, at its start (not finished); a driven one when its driver says
    /// so. True when it stopped.
    mutating func advance(layerTime: Double, layerSpeed: Double, values: inout LayerValues) -> Bool {
        start(at: layerTime)
        let t = localTime(layerTime)
        apply(atLocalTime: t, to: &values)
        let s = layerSpeed * speed
        if isDriven {
            stop = driverFinished ? true : nil
        } else if s > 0 && t >= activeDuration {
            stop = true
        } else if s < 0 && t <= 0 {
            // Run backwards past its start (a cancelled scrub): stopped, not finished.
            stop = false
        } else {
            stop = nil
        }
        return stop != nil
    }
}
