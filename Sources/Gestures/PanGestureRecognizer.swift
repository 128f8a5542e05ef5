import Geometry

/// Recognizes a drag (UIKit's UIPanGestureRecognizer): begins once the pointers' centroid
/// has moved `minimumDistance` from where the press started (10 pt for touch, 4 pt for a
/// mouse or trackpad unless set), or at the press when `beginsAtPress`, then reports
/// translation and a fitted velocity.
@MainActor
open class PanGestureRecognizer: GestureRecognizer {
    public var minimumNumberOfTouches = 1
    public var maximumNumberOfTouches = Int.max
    /// Movement before it begins; nil chooses by the pointer's source.
    public var minimumDistance: Double?
    /// Begin at the press itself, before any movement (a grab that must hold what is under
    /// the pointer at once); the delegate still decides whether it may.
    public var beginsAtPress = false

    private var pointers: [Int: Point] = [:]
    private var start = Point.zero
    /// Added to the raw translation by `setTranslation(_:in:)`, in window points.
    private var offset = Point.zero
    private var tracker = VelocityTracker()
    private var source: PointerSource = .mouse

    public var numberOfTouches: Int { pointers.count }

    private var centroid: Point {
        guard !pointers.isEmpty else { return locationInWindow }
        var sx = 0.0, sy = 0.0
        for p in pointers.values { sx += p.x; sy += p.y }
        return Point(x: sx / Double(pointers.count), y: sy / Double(pointers.count))
    }

    /// How far the pointer has moved since the press began, in `space`'s coordinates.
    public func translation(in space: CoordinateSpace?) -> Point {
        let t = centroid - start + offset
        return space?.convertVectorFromWindow(t) ?? t
    }

    /// Makes the current translation read `translation` (in `space`), as handlers do to
    /// measure increments.
    public func setTranslation(_ translation: Point, in space: CoordinateSpace?) {
        let windowT = space?.convertVectorToWindow(translation) ?? translation
        offset = windowT - (centroid - start)
    }

    /// Points per second in `space`, from a least-squares fit of the recent samples.
    public func velocity(in space: CoordinateSpace?) -> Point {
        let v = tracker.velocity(at: lastTimestamp)
        return space?.convertVectorFromWindow(v) ?? v
    }

    /// The velocity as of `time` (a frame's time, at or after the last event): the same fit
    /// while the pointer moves, zero once it has rested longer than the tracker's stop gap
    /// (a release then would read zero too), rather than the speed of its last movement.
    public func velocity(in space: CoordinateSpace?, at time: Double) -> Point {
        let v = tracker.velocity(at: max(time, lastTimestamp))
        return space?.convertVectorFromWindow(v) ?? v
    }

    var threshold: Double { minimumDistance ?? (source == .touch ? 10 : 4) }

    open override func pointerBegan(_ event: PointerEvent) {
        pointers[event.pointerID] = event.location
        source = event.source
        if pointers.count == 1 {
            start = event.location
            offset = .zero
            tracker.reset()
        } else if state.isActive {
            // A finger joining moves the centroid; keep the translation continuous.
            start = start + (centroid - locationBeforeJoin(event))
        }
        tracker.add(centroid, at: event.timestamp)
        if pointers.count > maximumNumberOfTouches && state == .possible { setState(.failed) }
        if beginsAtPress && state == .possible && pointers.count >= minimumNumberOfTouches && pointers.count <= maximumNumberOfTouches {
            setState(.began)
        }
    }

    private func locationBeforeJoin(_ event: PointerEvent) -> Point {
        var others = pointers
        others[event.pointerID] = nil
        guard !others.isEmpty else { return event.location }
        var sx = 0.0, sy = 0.0
        for p in others.values { sx += p.x; sy += p.y }
        return Point(x: sx / Double(others.count), y: sy / Double(others.count))
    }

    open override func pointerMoved(_ event: PointerEvent) {
        guard pointers[event.pointerID] != nil else { return }
        pointers[event.pointerID] = event.location
        tracker.add(centroid, at: event.timestamp)
        switch state {
        case .possible:
            let count = pointers.count
            if count >= minimumNumberOfTouches && count <= maximumNumberOfTouches && centroid.distance(to: start) >= threshold {
                setState(.began)
            }
        case .began, .changed:
            setState(.changed)
        default:
            break
        }
    }

    open override func pointerEnded(_ event: PointerEvent) {
        guard pointers[event.pointerID] != nil else { return }
        pointers[event.pointerID] = event.location
        tracker.add(centroid, at: event.timestamp)
        pointers[event.pointerID] = nil
        if state.isActive {
            if pointers.count < minimumNumberOfTouches { setState(.ended) }
        } else if state == .possible && pointers.isEmpty {
            setState(.failed)
        }
    }

    open override func reset() {
        super.reset()
        pointers.removeAll()
        offset = .zero
        tracker.reset()
    }
}
