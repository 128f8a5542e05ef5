import Geometry
import Motion

/// Advances every layer animation in a tree to a time: computes presentation values and
/// stops, removes and reports finished animations. The frame loop calls it once per frame,
/// before layout and compositing. Only subtrees that hold animations are visited.
@MainActor
public final class AnimationTicker {
    private var stopped: [(LayerAnimation, Bool)] = []
    private var finishedEntries: [Int] = []

    public init() {}

    /// Advances the tree under `root` to global time `time` (seconds on the animation clock).
    public func advance(_ root: Layer, to time: Double) {
        stopped.removeAll(keepingCapacity: true)
        visit(root, parentTime: time, parentSpeed: 1)
        // Callbacks run after the walk, so they may add or remove animations freely.
        for (animation, finished) in stopped { animation.stop(finished: finished) }
        stopped.removeAll(keepingCapacity: true)
    }

    private func visit(_ layer: Layer, parentTime: Double, parentSpeed: Double) {
        guard layer.animationCountInSubtree > 0 else { return }
        let localTime = layer.timing.localTime(fromParent: parentTime)
        let speed = parentSpeed * layer.timing.speed
        if !layer.animationEntries.isEmpty { update(layer, localTime: localTime, speed: speed) }
        if let mask = layer.mask { visit(mask, parentTime: localTime, parentSpeed: speed) }
        for sub in layer.sublayers { visit(sub, parentTime: localTime, parentSpeed: speed) }
    }

    private func update(_ layer: Layer, localTime: Double, speed: Double) {
        var values = layer.model
        finishedEntries.removeAll(keepingCapacity: true)
        for (index, entry) in layer.animationEntries.enumerated() {
            let a = entry.animation
            if !a.hasStarted {
                a.hasStarted = true
                if a.beginTime == 0 { a.beginTime = localTime }
            }
            let t = (localTime - a.beginTime) * a.speed + a.timeOffset
            if let p = a.progress(atLocalTime: t) { a.apply(progress: p, to: &values) }
            let s = speed * a.speed
            if a.isDriven {
                if a.driverFinished {
                    finishedEntries.append(index)
                    stopped.append((a, true))
                }
                continue
            }
            if s > 0 && t >= a.activeDuration {
                finishedEntries.append(index)
                stopped.append((a, true))
            } else if s < 0 && t <= 0 {
                // Run backwards past its start (a cancelled scrub): stopped, not finished.
                finishedEntries.append(index)
                stopped.append((a, false))
            }
        }
        // Finished animations that are removed on completion go; the others hold their value.
        for index in finishedEntries.reversed() where layer.animationEntries[index].animation.isRemovedOnCompletion {
            layer.animationEntries.remove(at: index)
            layer.adjustAnimationCount(by: -1)
        }
        if !finishedEntries.isEmpty {
            var still: AnimatedProperties = []
            for e in layer.animationEntries { still.insert(e.animation.property) }
            layer.animatedProperties = still
            if !finishedEntries.isEmpty { values = layer.model }
            // Recompute from the model with the animations that remain.
            for e in layer.animationEntries {
                let a = e.animation
                let t = (localTime - a.beginTime) * a.speed + a.timeOffset
                if let p = a.progress(atLocalTime: t) { a.apply(progress: p, to: &values) }
            }
        }
        present(values, on: layer)
    }

    private func present(_ values: LayerValues, on layer: Layer) {
        let old = layer.presentation
        guard values != old else { return }
        layer.presentation = values
        if values.bounds != old.bounds || values.cornerRadius != old.cornerRadius || values.backgroundColor != old.backgroundColor {
            layer.setNeedsComposite()
        }
        if values.position != old.position || values.transform != old.transform || values.opacity != old.opacity || values.dimming != old.dimming {
            layer.setNeedsPlacement()
        }
    }
}
