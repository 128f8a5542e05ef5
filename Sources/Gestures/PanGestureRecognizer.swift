import Geometry

/// Recognizes a drag (UIKit's UIPanGestureRecognizer): begins once the pointers' centroid
/// has moved `minimumDistance` from where the press started (10 pt for touch, 4 pt for a
/// mouse or trackpad unless set), or at the press when `beginsAtPress`, then reports
/// translation and a fitted velocity. With two or more pointers down it also measures their
/// pinch (`scale`, `scaleVelocity`), so one drag can be both moved and pinched; it begins on
/// a pinch only when `beginsOnPinch`, and otherwise not while the pointers spread or close
/// more than they move together, so a pinch is left to a recognizer that takes it.
@MainActor
open class PanGestureRecognizer: GestureRecognizer {
    public var minimumNumberOfTouches = 1
    public var maximumNumberOfTouches = Int.max
    /// Movement before it begins; nil chooses by the pointer's source.
    public var minimumDistance: Double?
    /// Begin at the press itself, before any movement (a grab that must hold what is under
    /// the pointer at once); the delegate still decides whether it may.
    public var beginsAtPress = false
    /// Begin on a pinch as on a drag: two or more pointers spreading or closing by the start
    /// distance (a card dismissed by either). Off, as UIKit's pan: a pinch (the spread
    /// changing more than the centroid moves) does not begin it however far it goes, so the
    /// pinch wins the arena over a pan that only drags (a one-axis scroll under it).
    public var beginsOnPinch = false

    private var pointers: [Int: Point] = [:]
    private var start = Point.zero
    /// Added to the raw translation by `setTranslation(_:in:)`, in window points.
    private var offset = Point.zero
    private var tracker = VelocityTracker()
    private var source: PointerSource = .mouse
    /// The pointers' spread when the current pinch began (two or more down), the scale
    /// reached by earlier pinches of this press, and the spread's fitted speed.
    private var spreadStart: Double?
    private var scaleBase = 1.0
    private var spreadTracker = VelocityTracker()

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

    /// Fails at a press it does not take (an edge pan pressed away from its edge), its
    /// translation reading zero rather than the press's place in the window.
    func failAtPress(_ event: PointerEvent) {
        start = event.location
        offset = .zero
        setState(.failed)
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

    /// How far the pointers have spread since the press began: the mean distance from their
    /// centroid over what it was when a second pointer joined (1 with one pointer; a pinch
    /// in reads under 1). A pointer lifting keeps the scale reached.
    public var scale: Double {
        guard let s0 = spreadStart, s0 > 0 else { return scaleBase }
        return scaleBase * spread / s0
    }

    /// The scale's change per second, fitted like the velocity (0 with one pointer).
    public var scaleVelocity: Double {
        guard let s0 = spreadStart, s0 > 0 else { return 0 }
        return scaleBase * spreadTracker.velocity(at: lastTimestamp).x / s0
    }

    private var spread: Double {
        let c = centroid
        return pointers.values.reduce(0) { $0 + $1.distance(to: c) } / Double(max(1, pointers.count))
    }

    /// Starts a pinch from the pointers' spread now (two or more down).
    private func startPinch() {
        spreadStart = max(1, spread)
        spreadTracker.reset()
        spreadTracker.add(Point(x: spread, y: 0), at: lastTimestamp)
    }

    var threshold: Double { minimumDistance ?? (source == .touch ? 10 : 4) }

    open override func pointerBegan(_ event: PointerEvent) {
        pointers[event.pointerID] = event.location
        source = event.source
        if pointers.count == 1 {
            start = event.location
            offset = .zero
            tracker.reset()
        } else {
            // A finger joining moves the centroid; keep the translation continuous (before
            // the pan begins too: a second finger landing is no movement).
            start = start + (centroid - locationBeforeJoin(event))
        }
        tracker.add(centroid, at: event.timestamp)
        if pointers.count == 1 {
            scaleBase = 1
            spreadStart = nil
        } else {
            // The spread before this pointer joined ends the pinch so far; a new one starts.
            var others = pointers
            others[event.pointerID] = nil
            if let s0 = spreadStart, s0 > 0, others.count >= 2 {
                let c = locationBeforeJoin(event)
                scaleBase *= others.values.reduce(0) { $0 + $1.distance(to: c) } / Double(others.count) / s0
            }
            startPinch()
        }
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
        if spreadStart != nil { spreadTracker.add(Point(x: spread, y: 0), at: event.timestamp) }
        switch state {
        case .possible:
            let count = pointers.count
            // Moved far enough, or pinched: the spread changed as far.
            let moved = centroid.distance(to: start), pinched = spreadStart.map { abs(spread - $0) } ?? 0
            let recognized = beginsOnPinch ? max(moved, pinched) >= threshold : moved >= threshold && moved > pinched
            if count >= minimumNumberOfTouches && count <= maximumNumberOfTouches && recognized {
                setState(.began)
            }
        case .began, .changed:
            setState(.changed)
        default:
            break
        }
    }

    open override func pointerEnded(_ event: PointerEvent) {
        guard let before = pointers[event.pointerID] else { return }
        pointers[event.pointerID] = event.location
        // A lift where the pointer last was is no movement (Android and Flutter add no sample
        // for it): a sample there would read as the pointer stopping and slow the release.
        if event.location != before {
            tracker.add(centroid, at: event.timestamp)
            if spreadStart != nil { spreadTracker.add(Point(x: spread, y: 0), at: event.timestamp) }
        }
        if pointers.count == 2 {
            // The pinch ends at the spread it reached with both pointers.
            if let s0 = spreadStart, s0 > 0 { scaleBase *= spread / s0 }
            spreadStart = nil
        }
        pointers[event.pointerID] = nil
        if pointers.count >= 2 { startPinch() }
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
        spreadTracker.reset()
        spreadStart = nil
        scaleBase = 1
    }
}
