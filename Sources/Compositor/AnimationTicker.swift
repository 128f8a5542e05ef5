import Geometry
import Motion

/// Advances every layer animation in a tree to a time: computes presentation values and
/// stops, removes and reports finished animations. The frame loop calls it once per frame,
/// before layout and compositing. Only subtrees that hold animations are visited.
///
/// A layer's animations are tracks held by value beside its model and presentation
/// (`AnimatedValues`), advanced in place through one access to the layer's store: the work
/// per animation reads no class property (so it makes no exclusivity check), runs no generic
/// code and compares only the animated properties.
@MainActor
public final class AnimationTicker {
    private var stopped: [(LayerAnimation, Bool)] = []

    public init() {}

    /// How many times one advance walks the tree at most: once, and again after stop
    /// callbacks that added animations (a queued transition starting from the one before's
    /// completion), so what they add shows at this frame's time in this frame.
    static let passLimit = 4

    /// Advances the tree under `root` to global time `time` (seconds on the animation clock).
    public func advance(_ root: Layer, to time: Double) {
        var pass = 0
        repeat {
            pass += 1
            stopped.removeAll(keepingCapacity: true)
            let change = visit(root, parentTime: time, parentSpeed: 1)
            if change.drawing {
                root.setNeedsComposite()
            } else if change.placement {
                root.setNeedsPlacement()
            }
            guard !stopped.isEmpty else { break }
            // Callbacks run after the walk, so they may add or remove animations freely.
            let added = Layer.animationsAdded
            for (animation, finished) in stopped { animation.stop(finished: finished) }
            stopped.removeAll(keepingCapacity: true)
            guard Layer.animationsAdded != added else { break }
        } while pass < AnimationTicker.passLimit
    }

    /// Advances the animations under `layer` and says what changed: its drawing (its own or
    /// its subtree's, not yet marked on it: the caller marks it) or its placement. Each layer
    /// is marked once, rather than every animated layer marking all its ancestors.
    private func visit(_ layer: Layer, parentTime: Double, parentSpeed: Double) -> Change {
        let store = layer.store
        guard store.countInSubtree > 0 else { return Change() }
        if let drive = store.timeDriver, !drive(parentTime) { store.timeDriver = nil }
        let localTime = store.timing.localTime(fromParent: parentTime)
        store.presentedTime = localTime
        let speed = parentSpeed * store.timing.speed
        var changed: AnimatedProperties = []
        if store.count > 0 { changed = update(layer, localTime: localTime, speed: speed) }
        var body = !changed.isDisjoint(with: .drawing)
        var drawing = body
        // The mask and sublayers only when some of the subtree's animations are below the layer.
        if store.countInSubtree > store.count {
            // The mask changes the layer's drawing, not its body.
            if let mask = layer.mask, sublayerChanged(mask, visit(mask, parentTime: localTime, parentSpeed: speed)) { drawing = true }
            for sub in layer.sublayers where sublayerChanged(sub, visit(sub, parentTime: localTime, parentSpeed: speed)) {
                drawing = true
                body = true
            }
        }
        return Change(drawing: drawing, body: body, placement: !changed.subtracting(.drawing).isEmpty)
    }

    /// What an advance changed under a layer: its drawing, its drawing before its mask is
    /// applied (`Layer.bodyVersion`), where it sits.
    private struct Change {
        var drawing = false, body = false, placement = false
    }

    /// Marks a sublayer (or mask) whose drawing changed; true when its superlayer's drawing changed.
    private func sublayerChanged(_ sublayer: Layer, _ change: Change) -> Bool {
        if change.drawing { sublayer.subtreeDidChange(body: change.body) }
        return change.drawing || change.placement
    }

    /// Advances `layer`'s animations and shows the result; returns the properties whose
    /// presentation changed.
    private func update(_ layer: Layer, localTime: Double, speed: Double) -> AnimatedProperties {
        let store = layer.store
        if store.drivenCount > 0 { drive(store, localTime: localTime) }
        let result = store.values.advance(layerTime: localTime, layerSpeed: speed)
        if result.started { store.values.recordStarts() }
        guard result.stopped else { return result.changed }
        // Finished animations that are removed on completion go; the others hold their value.
        let before = store.count
        let changed = store.values.removeStopped(atLayerTime: localTime, reportingTo: &stopped)
        store.recount()
        layer.adjustAnimationCount(by: store.count - before)
        return changed
    }

    /// Asks each driven animation of `store` for its progress at this tick, holding no access
    /// to its values while its driver runs (a driver may change animations), and stores the
    /// answers in their tracks for the advance.
    private func drive(_ store: LayerValueStore, localTime: Double) {
        var i = 0
        while i < store.count {
            let track = store.values.tracks[i]
            if let progressAt = track.drive {
                let t = store.values.startTrack(at: i, layerTime: localTime)
                store.values.recordStarts()
                let p = progressAt(t)
                let finished = track.animation.driverFinished
                if i < store.count && store.values.tracks[i].animation === track.animation {
                    store.values.setDriven(at: i, progress: p, finished: finished)
                }
            }
            i += 1
        }
    }
}
