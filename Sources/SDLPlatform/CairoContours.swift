import CCairo
import Compositor
import Geometry

/// A `fillPath` command's contours (target pixels) as cairo sees them: one path of closed
/// polygons, points too far off to be drawn left out. Read from the draw list in place, so
/// drawing a frame's paths builds no array.
enum CairoContours {
    /// Whether a point is near enough to be drawn (cairo's fixed point overflows far off).
    static func isDrawable(_ p: Point) -> Bool { abs(p.x) < 1e7 && abs(p.y) < 1e7 }

    /// Adds the command's contours to `cr`'s current path.
    static func add(_ cmd: DrawCommand, of list: DrawList, to cr: OpaquePointer) {
        for i in cmd.contourStart..<(cmd.contourStart + cmd.contourCount) {
            let points = list.contour(i)
            guard let first = points.first, isDrawable(first) else { continue }
            cairo_move_to(cr, first.x, first.y)
            for p in points.dropFirst() where isDrawable(p) { cairo_line_to(cr, p.x, p.y) }
            cairo_close_path(cr)
        }
    }

    /// The pixels the command's coverage may reach: its extent and a pixel around it (the
    /// anti-aliased edge), or `Rect.null`.
    static func reach(_ cmd: DrawCommand, of list: DrawList) -> Rect {
        let e = extent(cmd, of: list)
        return e.isNull ? e : e.insetBy(dx: -1, dy: -1)
    }

    /// The box around the command's drawable points, or `Rect.null`.
    static func extent(_ cmd: DrawCommand, of list: DrawList) -> Rect {
        var x0 = Double.infinity, y0 = Double.infinity, x1 = -Double.infinity, y1 = -Double.infinity
        for i in cmd.contourStart..<(cmd.contourStart + cmd.contourCount) {
            for p in list.contour(i) where isDrawable(p) {
                x0 = min(x0, p.x)
                y0 = min(y0, p.y)
                x1 = max(x1, p.x)
                y1 = max(y1, p.y)
            }
        }
        return x1 >= x0 ? Rect(x: x0, y: y0, width: x1 - x0, height: y1 - y0) : .null
    }
}
