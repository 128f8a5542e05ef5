/// A layer's model and presentation values with the tracks of the animations that make the
/// one from the other, in one value, so that the ticker advances a layer's animations and
/// shows the result through one access to the layer's store.
struct AnimatedValues {
    /// What was set: the values layout and `frame` read.
    var model = LayerValues()
    /// What is on screen this frame: the model with running animations applied.
    var presentation = LayerValues()
    /// The animations, in the order they were added.
    private(set) var tracks: [AnimationTrack] = []
    /// Properties that the animations write (their presentation differs from the model).
    /// Removing animations leaves it as it was (so the next tick or settle still restores
    /// their properties) until `recomputeProperties()`.
    private(set) var properties: AnimatedProperties = []

    mutating func append(_ track: AnimationTrack) {
        tracks.append(track)
        properties.insert(track.property)
    }

    mutating func remove(at index: Int) -> AnimationTrack { tracks.remove(at: index) }

    mutating func removeAllTracks() -> [AnimationTrack] {
        let old = tracks
        tracks.removeAll()
        return old
    }

    mutating func replaceTrack(at index: Int, with track: AnimationTrack) { tracks[index] = track }

    /// Makes `properties` the union of the remaining animations' properties.
    mutating func recomputeProperties() {
        var union: AnimatedProperties = []
        for track in tracks { union.insert(track.property) }
        properties = union
    }

    /// Starts the track at `index` at layer time `layerTime` if it has not started, and
    /// returns its local time then.
    mutating func startTrack(at index: Int, layerTime: Double) -> Double {
        tracks[index].start(at: layerTime)
        return tracks[index].localTime(layerTime)
    }

    /// Sets a driven track's progress (nil when not finite) and end for this tick.
    mutating func setDriven(at index: Int, progress: Double, finished: Bool) {
        tracks[index].drivenProgress = progress.isFinite ? progress : nil
        tracks[index].driverFinished = finished
    }

    /// Gives each animation object the start its track made.
    @MainActor
    mutating func recordStarts() {
        for i in tracks.indices { tracks[i].recordStart() }
    }

    /// Advances every track to layer time `layerTime` (running at `layerSpeed` overall) over
    /// the model, in order, and, unless one of them stopped, shows the result, comparing
    /// only the animated properties. Returns the properties whose presentation changed,
    /// whether a track stopped (then nothing is shown yet: see `removeStopped`) and whether
    /// one started (see `recordStarts`).
    mutating func advance(layerTime: Double, layerSpeed: Double) -> (changed: AnimatedProperties, stopped: Bool, started: Bool) {
        var values = model
        var stopped = false, started = false
        // Where the tracks lie, through a buffer pointer: no copies, no checks per track.
        tracks.withUnsafeMutableBufferPointer { buffer in
            for i in buffer.indices {
                if !buffer[i].hasStarted { started = true }
                if buffer[i].advance(layerTime: layerTime, layerSpeed: layerSpeed, values: &values) { stopped = true }
            }
        }
        if stopped { return ([], true, started) }
        return (presentation.update(properties, from: values), false, started)
    }

    /// After an advance in which some tracks stopped: appends each stopped animation with
    /// whether it finished to `stops`, in order, removes those removed on completion (the
    /// others hold their value), and shows what the remaining ones make of the model.
    /// Returns the properties whose presentation changed.
    mutating func removeStopped(atLayerTime layerTime: Double, reportingTo stops: inout [(LayerAnimation, Bool)]) -> AnimatedProperties {
        let touched = properties
        for track in tracks {
            if let finished = track.stop { stops.append((track.animation, finished)) }
        }
        tracks.removeAll { $0.stop != nil && $0.isRemovedOnCompletion }
        recomputeProperties()
        var values = model
        for track in tracks { track.apply(atLayerTime: layerTime, to: &values) }
        return presentation.update(touched, from: values)
    }
}
