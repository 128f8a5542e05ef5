import Geometry
import Gestures
import Views
import Motion

/// A scroll view filling a 400x300 window, driven by the app's own `FrameStep`: events at
/// the frame's time, then animations, display links, gestures and layout.
@MainActor
final class ScrollRig {
    let window = Window(size: Size(width: 400, height: 300), textMeasurer: nil)
    let scroll: ScrollView
    private lazy var frame = FrameStep(window: window, startTime: 10)
    var now: Double { frame.frameClock.now }
    /// The velocities `willEndDragging` was called with.
    var releases: [Point] { (scroll as? RecordingScrollView)?.releases ?? [] }

    init(_ scroll: ScrollView = RecordingScrollView(), contentHeight: Double = 5000, contentWidth: Double = 0) {
        self.scroll = scroll
        scroll.frame = window.bounds
        scroll.contentHeight = contentHeight
        scroll.contentWidth = contentWidth
        window.addSubview(scroll)
        window.layoutIfNeeded()
    }

    /// One frame `dt` after the last.
    func tick(_ dt: Double = 1.0 / 60) {
        frame.beginFrame(at: now + dt)
        frame.step()
    }

    func press(_ p: Point) { window.send(PointerEvent(phase: .down, location: p, timestamp: now)) }
    func move(_ p: Point) { window.send(PointerEvent(phase: .move, location: p, timestamp: now)) }
    func release(_ p: Point) { window.send(PointerEvent(phase: .up, location: p, buttons: 0, timestamp: now)) }

    /// Presses at `from` and moves to `to` in `steps` frames of `dt`, letting go with the
    /// last move (moving) or, with `rest`, after lying still that long.
    func drag(from: Point, to: Point, steps: Int = 10, dt: Double = 1.0 / 120, rest: Double = 0) {
        press(from)
        for i in 1...steps {
            tick(dt)
            let f = Double(i) / Double(steps)
            move(Point(x: from.x + (to.x - from.x) * f, y: from.y + (to.y - from.y) * f))
        }
        if rest > 0 { tick(rest) }
        release(to)
    }

    /// Frames at 60 Hz until the scroll view stops moving on its own (at most `limit` s);
    /// returns the offsets shown and the time it took.
    @discardableResult
    func settle(limit: Double = 8) -> (offsets: [Point], duration: Double) {
        let start = now
        var shown: [Point] = []
        while window.hasRunningDisplayLinks && now - start < limit {
            tick()
            shown.append(scroll.contentOffset)
        }
        return (shown, now - start)
    }
}

/// A scroll view that notes the velocities its drags end with.
@MainActor
final class RecordingScrollView: ScrollView {
    var releases: [Point] = []
    override func willEndDragging(velocity: Point) { releases.append(velocity) }
}
