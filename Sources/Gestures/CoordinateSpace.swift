import Geometry

/// Something whose coordinates recognizers report in (a view). Gestures work in window
/// points and convert on request, so this module needs nothing from the view tree.
@MainActor
public protocol CoordinateSpace: AnyObject {
    /// A window point in this space.
    func convertFromWindow(_ p: Point) -> Point
}

extension CoordinateSpace {
    /// A window-space vector (translation, velocity) in this space: the linear part only.
    public func convertVectorFromWindow(_ v: Point) -> Point {
        convertFromWindow(v) - convertFromWindow(.zero)
    }

    /// A vector in this space, in window points (the inverse of the linear part).
    public func convertVectorToWindow(_ v: Point) -> Point {
        let o = convertFromWindow(.zero)
        let ex = convertFromWindow(Point(x: 1, y: 0)) - o, ey = convertFromWindow(Point(x: 0, y: 1)) - o
        let det = ex.x * ey.y - ey.x * ex.y
        guard det != 0, det.isFinite else { return v }
        // Solve [ex ey] w = v for the window vector w.
        return Point(x: (v.x * ey.y - ey.x * v.y) / det, y: (ex.x * v.y - v.x * ex.y) / det)
    }
}
