import Geometry
import Motion

/// Adding, removing and timing animations (Core Animation's CALayer animation API).
extension Layer {
    /// How many animations have been added to any layer so far: the ticker compares it
    /// across the stop callbacks it runs, to show what they add in the same frame.
    static var animationsAdded = 0

    /// Attaches `animation` under `key`, replacing (and stopping) one already there. It
    /// starts at the next animation tick; on a layer whose time stands still (it or an
    /// ancestor paused at speed 0), at once, at that time, so moving the paused time before
    /// the next tick moves it too (a transition scrubbed in the frame that begins it).
    public func add(_ animation: LayerAnimation, forKey key: String) {
        if let i = store.index(forKey: key) {
            let old = store.remove(at: i)
            adjustAnimationCount(by: -1)
            old.stop(finished: false)
        }
        let now = localTime(global: 0)
        if !animation.hasStarted && animation.drive == nil && now == localTime(global: 1) {
            animation.hasStarted = true
            if animation.storedBeginTime == 0 { animation.storedBeginTime = now }
        }
        animation.host = store
        store.append(animation, forKey: key)
        Layer.animationsAdded &+= 1
        animation.serial = Layer.animationsAdded
        adjustAnimationCount(by: 1)
        setNeedsComposite()
    }

    public func animation(forKey key: String) -> LayerAnimation? {
        store.index(forKey: key).map { store.animation(at: $0) }
    }

    public var animationKeys: [String] { store.keys }

    /// Removes the animation under `key`; it reports that it did not finish.
    public func removeAnimation(forKey key: String) {
        guard let i = store.index(forKey: key) else { return }
        let old = store.remove(at: i)
        adjustAnimationCount(by: -1)
        settlePresentation()
        old.stop(finished: false)
    }

    public func removeAllAnimations() {
        let old = store.removeAll()
        adjustAnimationCount(by: -old.count)
        settlePresentation()
        for a in old { a.stop(finished: false) }
    }

    /// With no animation left on a property, the presentation is the model again.
    func settlePresentation() {
        store.values.recomputeProperties()
        let still = store.values.properties
        var p = model
        if still.contains(.bounds) { p.bounds = presentation.bounds }
        if still.contains(.position) { p.position = presentation.position }
        if still.contains(.transform) { p.transform = presentation.transform }
        if still.contains(.opacity) { p.opacity = presentation.opacity }
        if still.contains(.cornerRadius) { p.cornerRadius = presentation.cornerRadius }
        if still.contains(.backgroundColor) { p.backgroundColor = presentation.backgroundColor }
        if still.contains(.dimming) { p.dimming = presentation.dimming }
        if p != presentation {
            presentation = p
            setNeedsComposite()
            setNeedsPlacement()
        }
    }

    func adjustAnimationCount(by delta: Int) {
        guard delta != 0 else { return }
        var l: Layer? = self
        while let layer = l {
            layer.store.countInSubtree += delta
            l = layer.superlayer
        }
    }

    // MARK: Time

    /// The local time this layer's subtree was last advanced to by the animation tick: what
    /// it shows now (nil before a tick reached it). Between frames the clock has moved on,
    /// so a transition stopped where it shows reads this, not the clock.
    public var presentationTime: Double? { store.presentedTime }

    /// Called at each animation tick with the superlayer's time, before this layer's local
    /// time is worked out, while animations run in its subtree: it may set the layer's
    /// timing (a paused container moved along by a spring). It is removed when it returns false.
    public var timeDriver: (@MainActor (_ parentTime: Double) -> Bool)? {
        get { store.timeDriver }
        set { store.timeDriver = newValue }
    }

    /// This layer's local time when the global (clock) time is `t`.
    public func localTime(global t: Double) -> Double {
        timing.localTime(fromParent: superlayer?.localTime(global: t) ?? t)
    }

    /// The global time at which this layer's local time is `t` (a paused layer maps every
    /// global time to its `timeOffset`; its begin time stands in for the inverse then).
    public func globalTime(fromLocal t: Double) -> Double {
        let parentT = timing.parentTime(fromLocal: t) ?? timing.beginTime
        return superlayer?.globalTime(fromLocal: parentT) ?? parentT
    }

    /// Converts a time from `layer`'s time space (nil: the clock's) into this layer's.
    public func convertTime(_ t: Double, from layer: Layer?) -> Double {
        localTime(global: layer?.globalTime(fromLocal: t) ?? t)
    }

    /// Converts a time from this layer's time space into `layer`'s (nil: the clock's).
    public func convertTime(_ t: Double, to layer: Layer?) -> Double {
        let g = globalTime(fromLocal: t)
        return layer?.localTime(global: g) ?? g
    }
}

extension LayerAnimation {
    func stop(finished: Bool) {
        guard !hasStopped else { return }
        hasStopped = true
        onStop?(finished)
    }
}
