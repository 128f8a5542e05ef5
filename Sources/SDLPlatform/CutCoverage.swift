import CCairo
import Compositor
import Geometry

/// A path's coverage where the path crosses the edge of what may be drawn (a clip, or the
/// target's own edge), the same as where it is drawn whole.
///
/// Cairo's scan converter computes a pixel row exactly when no edge starts or ends inside
/// it, else by 15 sub-rows; a path cut at a vertical line gains edges that start and end in
/// the rows the line crosses, so those rows come out up to a dozen levels other than the
/// same path drawn whole, all along the row. So a path that crosses the edge is rasterised
/// alone into an alpha mask as wide as the whole path and cut only above and below, at whole
/// rows outside what shows (a horizontal cut adds edges only in the rows it lies in), and
/// drawn through that mask. Its pixels are then the path's own wherever it is cut, which is
/// what lets a subtree captured whole (`RasterCache`) draw exactly what a direct draw does.
struct CutCoverage {
    /// The widest path rasterised whole, as a multiple of the visible width: a wider one (a
    /// logo grown past the window) is cut by cairo where it is drawn, as the subtree holding
    /// it is then captured cut at the same lines (`RasterCache` holds only subtrees of at
    /// most two windows whole).
    static let widest = 2.0

    let mask: OpaquePointer
    /// Where the mask lies in the target, in whole pixels.
    let origin: (x: Double, y: Double)

    /// The mask for the contours `contours` (target pixels) when their extent reaches past
    /// `visible`, else nil (drawn as a path, uncut, or too wide to rasterise whole).
    init?(contours: [ArraySlice<Point>], visible: Rect) {
        var extent = Rect.null
        for points in contours { for p in points where abs(p.x) < 1e7 && abs(p.y) < 1e7 { extent = extent.union(Rect(x: p.x, y: p.y, width: 0, height: 0)) } }
        guard !extent.isNull, !visible.isEmpty else { return nil }
        let inside = extent.minX >= visible.minX && extent.maxX <= visible.maxX && extent.minY >= visible.minY && extent.maxY <= visible.maxY
        if inside || extent.width > CutCoverage.widest * visible.width { return nil }
        // Whole across; above and below, cut two rows clear of what shows.
        let rows = Rect(x: extent.minX - 1, y: visible.minY - 2, width: extent.width + 2, height: visible.height + 4)
        let box = extent.insetBy(dx: -1, dy: -1).intersection(rows).integral
        guard !box.isEmpty, box.width <= 32767, box.height <= 32767,
            let m = cairo_image_surface_create(CAIRO_FORMAT_A8, Int32(box.width), Int32(box.height))
        else { return nil }
        guard cairo_surface_status(m) == CAIRO_STATUS_SUCCESS, let cr = cairo_create(m) else {
            cairo_surface_destroy(m)
            return nil
        }
        cairo_translate(cr, -box.minX, -box.minY)
        for points in contours {
            guard let first = points.first else { continue }
            cairo_move_to(cr, first.x, first.y)
            for p in points.dropFirst() where abs(p.x) < 1e7 && abs(p.y) < 1e7 { cairo_line_to(cr, p.x, p.y) }
            cairo_close_path(cr)
        }
        cairo_set_source_rgba(cr, 0, 0, 0, 1)
        cairo_fill(cr)
        cairo_destroy(cr)
        mask = m
        origin = (box.minX, box.minY)
    }

    /// Draws `cr`'s source through the mask, at `opacity`.
    func draw(on cr: OpaquePointer, opacity: Double) {
        if opacity >= 1 {
            cairo_mask_surface(cr, mask, origin.x, origin.y)
            return
        }
        cairo_push_group(cr)
        cairo_mask_surface(cr, mask, origin.x, origin.y)
        cairo_pop_group_to_source(cr)
        cairo_paint_with_alpha(cr, opacity)
    }

    /// Lets go of the mask.
    func release() { cairo_surface_destroy(mask) }
}
