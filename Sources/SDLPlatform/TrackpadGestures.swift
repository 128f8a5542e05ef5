import Geometry
import Gestures

/// A trackpad's gestures made into pointers, so the recognizers that take a touch screen's
/// drags and pinches take them too: a two-finger horizontal scroll is one pointer dragged
/// (as the back swipe is on a Mac), and a pinch (SDL's multi-gesture) is two pointers
/// spreading or closing about a centroid that stays still, the first pressed where the mouse
/// is (so the view under the mouse takes the pinch), kept within the window's width either
/// side of it (so a recording holds them: a session's pointers stay that close). Either ends when the fingers have been still for `idleEnd`, or when the other
/// begins, the mouse is pressed or the press is cancelled.
@_spi(Testing) public struct TrackpadGestures {
    /// Points of finger travel per unit of precise scroll.
    static let scrollScale = 20.0
    /// Points of spread per unit of SDL's normalised finger distance.
    @_spi(Testing) public static let pinchScale = 400.0
    /// Each pinch pointer's distance from their centroid when a pinch begins (at most a
    /// quarter of the window's width).
    @_spi(Testing) public static let pinchSpread = 100.0
    /// No scroll or pinch for this long: the fingers have lifted.
    @_spi(Testing) public static let idleEnd = 0.08
    static let panPointer = 1000
    static let pinchPointers = (1001, 1002)

    private enum Gesture {
        case pan(position: Point)
        case pinch(centre: Point, spread: Double, widest: Double)
    }
    private var gesture: Gesture?
    private var lastTime = 0.0

    /// Whether a scroll is dragging the pan's pointer (later scrolls, vertical ones too, go on with it).
    var isScrolling: Bool {
        if case .pan = gesture { return true }
        return false
    }

    /// A precise scroll of `dx` with the mouse at `mouse`: the pan's pointer moves (pressed
    /// there first); the content follows the fingers, so scrolling right moves it left.
    mutating func scroll(dx: Double, mouse: Point, at now: Double, into out: inout [PlatformEvent]) {
        if case .pinch = gesture { end(at: now, into: &out) }
        var position = mouse
        if case .pan(let p) = gesture {
            position = p
        } else {
            out.append(pointer(.down, TrackpadGestures.panPointer, position, now))
        }
        position.x -= dx * TrackpadGestures.scrollScale
        gesture = .pan(position: position)
        lastTime = now
        out.append(pointer(.move, TrackpadGestures.panPointer, position, now))
    }

    /// A multi-gesture's change of finger distance `dDist` (normalised, one finger's, of
    /// `fingers` down) with the mouse at `mouse`: the pinch's pointers spread by the mean
    /// change (pressed first, the first at the mouse), in a window `width` points wide.
    mutating func pinch(dDist: Double, fingers: Int, mouse: Point, width: Double, at now: Double, into out: inout [PlatformEvent]) {
        if case .pan = gesture { end(at: now, into: &out) }
        var spread = min(TrackpadGestures.pinchSpread, max(1, width / 4))
        var centre = Point(x: mouse.x + spread, y: mouse.y)
        var widest = max(spread, min(centre.x + width, 2 * width - centre.x))
        if case .pinch(let c, let s, let w) = gesture {
            (centre, spread, widest) = (c, s, w)
        } else {
            for (id, p) in pinchPoints(centre, spread) { out.append(pointer(.down, id, p, now)) }
        }
        spread = min(widest, max(1, spread + dDist / Double(max(1, fingers)) * TrackpadGestures.pinchScale))
        gesture = .pinch(centre: centre, spread: spread, widest: widest)
        lastTime = now
        for (id, p) in pinchPoints(centre, spread) { out.append(pointer(.move, id, p, now)) }
    }

    /// Ends the gesture if the fingers have been still for `idleEnd`.
    mutating func endIfIdle(at now: Double, into out: inout [PlatformEvent]) {
        if gesture != nil && now - lastTime > TrackpadGestures.idleEnd { end(at: now, into: &out) }
    }

    /// Lifts the gesture's pointers where they are.
    mutating func end(at now: Double, into out: inout [PlatformEvent]) {
        switch gesture {
        case .pan(let p)?:
            out.append(pointer(.up, TrackpadGestures.panPointer, p, now))
        case .pinch(let c, let s, _)?:
            for (id, p) in pinchPoints(c, s) { out.append(pointer(.up, id, p, now)) }
        case nil:
            break
        }
        gesture = nil
    }

    private func pinchPoints(_ centre: Point, _ spread: Double) -> [(Int, Point)] {
        [(TrackpadGestures.pinchPointers.0, Point(x: centre.x - spread, y: centre.y)),
            (TrackpadGestures.pinchPointers.1, Point(x: centre.x + spread, y: centre.y))]
    }

    private func pointer(_ phase: PointerPhase, _ id: Int, _ p: Point, _ now: Double) -> PlatformEvent {
        .pointer(PointerEvent(phase: phase, pointerID: id, location: p, buttons: phase == .up ? 0 : 1, timestamp: now, source: .trackpad))
    }
}
