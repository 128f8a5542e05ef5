import Motion

/// What the animation ticker reads and writes of a layer, in an object the layer owns (a
/// constant) and its animations refer to weakly to renew their tracks: the model and
/// presentation values with the animation tracks (`AnimatedValues`, advanced through one
/// access), and, kept beside them so that reading them costs no access to those, the number
/// of tracks and of driven ones, the animations in the layer's subtree and its media timing.
@MainActor
final class LayerValueStore {
    var values = AnimatedValues()
    /// The layer whose store this is (marked changed when a track is shown again off the tick).
    /// Cleared by the layer as it goes (not weak: see `Layer.superlayer`).
    unowned(unsafe) var owner: Layer?
    private(set) var count = 0
    private(set) var drivenCount = 0
    /// Animations on the layer, its mask and everything below it.
    var countInSubtree = 0
    /// The layer's media timing (`Layer.timing`).
    var timing = MediaTiming()
    /// The local time the ticker last advanced this layer's subtree to.
    var presentedTime: Double?
    /// Sets the layer's timing at each tick, before its local time is worked out (`Layer.timeDriver`).
    var timeDriver: (@MainActor (Double) -> Bool)?

    var keys: [String] { values.tracks.map(\.key) }

    func index(forKey key: String) -> Int? { values.tracks.firstIndex { $0.key == key } }

    func animation(at index: Int) -> LayerAnimation { values.tracks[index].animation }

    func append(_ animation: LayerAnimation, forKey key: String) {
        let track = AnimationTrack(key: key, animation: animation)
        values.append(track)
        count += 1
        if track.isDriven { drivenCount += 1 }
    }

    func remove(at index: Int) -> LayerAnimation {
        let track = values.remove(at: index)
        count -= 1
        if track.isDriven { drivenCount -= 1 }
        return track.animation
    }

    func removeAll() -> [LayerAnimation] {
        let old = values.removeAllTracks().map(\.animation)
        count = 0
        drivenCount = 0
        return old
    }

    /// Copies `animation`'s settings again into its tracks.
    func refresh(_ animation: LayerAnimation) {
        for i in values.tracks.indices where values.tracks[i].animation === animation {
            var track = AnimationTrack(key: values.tracks[i].key, animation: animation)
            // A driven track keeps this tick's progress until the next tick sets it again.
            track.drivenProgress = values.tracks[i].drivenProgress
            track.driverFinished = values.tracks[i].driverFinished
            values.replaceTrack(at: i, with: track)
        }
    }

    /// Shows `animation`'s value at its track's progress of the last tick (its ends moved
    /// since): written into the presentation now, and the layer marked changed.
    func reshow(_ animation: LayerAnimation) {
        guard let i = values.tracks.firstIndex(where: { $0.animation === animation }), let p = values.tracks[i].drivenProgress else { return }
        values.tracks[i].endpoints.apply(progress: p, to: &values.presentation)
        owner?.setNeedsComposite()
    }

    /// After `values.removeStopped`: the counts of what remains.
    func recount() {
        count = values.tracks.count
        drivenCount = values.tracks.count { $0.isDriven }
    }
}
