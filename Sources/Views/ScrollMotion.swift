import Geometry

/// A scroll view's content moving on its own: each axis's motion, timed from the first
/// frame it is shown in (the release's frame shows where the pointer let go).
struct ScrollMotion {
    /// Whether it follows a drag (UIKit's deceleration: coasting, bouncing, settling on a
    /// page) or was asked for (`setContentOffset(_:animated:)`).
    enum Kind { case deceleration, animation }

    let kind: Kind
    var x: ScrollAxisMotion?
    var y: ScrollAxisMotion?
    /// The animation time of its first frame, once shown.
    var start: Double?
    /// The time of the last frame shown, from `start`.
    var elapsed = 0.0

    /// Where it shows `t` seconds in (axes without motion keep `current`), and whether it has ended.
    func offset(at t: Double, from current: Point) -> (offset: Point, finished: Bool) {
        var p = current, finished = true
        if let x {
            if x.isFinished(at: t) { p.x = x.finalOffset } else { p.x = x.offset(at: t); finished = false }
        }
        if let y {
            if y.isFinished(at: t) { p.y = y.finalOffset } else { p.y = y.offset(at: t); finished = false }
        }
        return (p, finished)
    }

    /// Where it comes to rest (axes without motion keep `current`).
    func finalOffset(from current: Point) -> Point {
        Point(x: x?.finalOffset ?? current.x, y: y?.finalOffset ?? current.y)
    }

    /// Its velocity as last shown (points per second).
    var velocity: Point { Point(x: x?.velocity(at: elapsed) ?? 0, y: y?.velocity(at: elapsed) ?? 0) }
}
