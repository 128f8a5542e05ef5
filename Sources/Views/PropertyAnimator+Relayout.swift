import Compositor
import Motion

extension PropertyAnimator {
    /// Lays its views out again at both ends while it runs, keeping its timeline (progress,
    /// speed, paused or not): `start` puts the views where they start and `end` where they
    /// end, both now (for a container of another size, say). Each property `end` sets then
    /// moves from what `start` set (else its old start) to its new end, shown at once at the
    /// progress shown now; what only `start` sets is set and stays. The model holds the new
    /// ends, as after the animations ran. Not started yet, only `start` runs (the animations
    /// set the ends when it starts); stopped, nothing happens.
    public func relayout(start: () -> Void, end: () -> Void) {
        switch state {
        case .inactive:
            start()
        case .active:
            let capture = RelayoutCapture()
            AnimationCapture.run(capture, start)
            capture.recordsEnds = true
            AnimationCapture.run(capture, end)
            capture.apply(to: self)
        case .stopped:
            return
        }
    }

    /// Moves the track of `key` on `layer` to new ends (a property it did not animate joins
    /// its timeline).
    func retarget<V: Interpolatable>(_ layer: Layer, _ key: LayerKeyPath<V>, from newStart: V?, to newEnd: V) {
        let trackKey = Self.trackKey(key)
        if let i = tracks.firstIndex(where: { $0.layer === layer && $0.key == trackKey }),
            let animation = tracks[i].animation as? DrivenAnimation<V> {
            let from = newStart ?? animation.fromValue
            animation.retarget(from: from, to: newEnd)
            tracks[i] = Self.track(layer, key, from: from, to: newEnd, animation: animation)
            return
        }
        guard let from = newStart, from != newEnd, let sibling = tracks.first?.animation else { return }
        let animation = capture(layer, key, from: from, to: newEnd)
        animation.shareClock(with: sibling)
    }
}
