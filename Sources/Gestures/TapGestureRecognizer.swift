import Geometry

/// Recognizes one or more taps (UIKit's UITapGestureRecognizer): fails when the pointer
/// moves past the threshold, is held too long, or the next tap comes too late.
@MainActor
public final class TapGestureRecognizer: GestureRecognizer {
    public var numberOfTapsRequired = 1
    /// Movement that turns a tap into something else (pt).
    public var allowableMovement = 10.0
    /// A press held longer is no tap (seconds); infinity: a press held any time is (a grid
    /// cell selects on release however long it was held, as UIKit's collection view does).
    public var maximumPressDuration = 0.75
    public static let maximumTapInterval = 0.35

    private var taps = 0
    private var downAt: Point = .zero
    private var downTime = 0.0
    private var lastUpTime = 0.0
    private var pressed = false

    /// Where the press of the last tap began, in `space`'s coordinates (a tap ends within
    /// `allowableMovement` of it; `location(in:)` is where it ended).
    public func pressLocation(in space: CoordinateSpace?) -> Point {
        space?.convertFromWindow(downAt) ?? downAt
    }

    public override func pointerBegan(_ event: PointerEvent) {
        if taps > 0 && event.timestamp - lastUpTime > TapGestureRecognizer.maximumTapInterval {
            setState(.failed)
            return
        }
        pressed = true
        downAt = event.location
        downTime = event.timestamp
    }

    public override func pointerMoved(_ event: PointerEvent) {
        guard pressed, state == .possible else { return }
        if event.location.distance(to: downAt) > allowableMovement { setState(.failed) }
    }

    public override func pointerEnded(_ event: PointerEvent) {
        guard pressed, state == .possible else { return }
        pressed = false
        if event.timestamp - downTime > maximumPressDuration || event.location.distance(to: downAt) > allowableMovement {
            setState(.failed)
            return
        }
        taps += 1
        lastUpTime = event.timestamp
        if taps >= numberOfTapsRequired { setState(.ended) }
    }

    public override func timeDidPass(_ time: Double) {
        // A tap that has recognized and waits for another recognizer to fail keeps waiting.
        guard pendingState == nil else { return }
        if taps > 0 && !pressed && time - lastUpTime > TapGestureRecognizer.maximumTapInterval { setState(.failed) }
        if pressed && time - downTime > maximumPressDuration { setState(.failed) }
    }

    /// While pressed (it fails if held too long, when there is a limit) or between taps (it
    /// fails if the next is late), unless it has recognized and waits for another to fail: as
    /// `timeDidPass` acts.
    public override var waitsOnTime: Bool {
        state == .possible && pendingState == nil && ((pressed && maximumPressDuration.isFinite) || taps > 0)
    }

    public override func reset() {
        super.reset()
        taps = 0
        pressed = false
    }
}
