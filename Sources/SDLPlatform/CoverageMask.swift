import CCairo
import Compositor
import Geometry

/// A path's coverage as an alpha mask of its own, for the fills a plain `cairo_fill` would
/// draw otherwise than the same path drawn whole, or draw slowly:
///
/// - **Cut.** Cairo's scan converter computes a pixel row exactly when no edge starts or
///   ends inside it, else by 15 sub-rows; a path cut at a vertical line (the clip, the
///   target's edge) gains edges that start and end in the rows the line crosses, so those
///   rows come out up to a dozen levels other than the same path drawn whole, all along the
///   row. A path that crosses the edge is rasterised into a mask as wide as the whole path,
///   cut only above and below at whole rows outside what shows (a horizontal cut adds edges
///   only in the rows it lies in). Its pixels are then the path's own wherever it is cut,
///   which is what lets a subtree captured whole (`RasterCache`) draw exactly what a direct
///   draw does.
/// - **Translucent.** A texture through a path at an opacity is, in cairo, a clip to the
///   path and a paint with alpha, which builds the clip's mask and then another for the
///   alpha (more than half of a Logo Reveal frame); here the opacity is the mask's alpha,
///   one mask and one composite.
struct CoverageMask {
    /// The widest path rasterised whole, as a multiple of the visible width: a wider one (a
    /// logo grown past the window) is cut where it shows, as a subtree holding it is then
    /// captured cut at the same lines (`RasterCache` holds only subtrees of at most two
    /// windows whole).
    static let widest = 2.0

    let mask: OpaquePointer
    /// Where the mask lies in the target, in whole pixels.
    let origin: (x: Double, y: Double)
    /// What each coverage byte stands for, times this / 255: a mask made at full coverage for
    /// an opaque fill is used again for a texture at an opacity through the same path (the
    /// Logo Reveal's page through the logo it grows with). Only `MaskedOver` honours it.
    private(set) var alpha: UInt8 = 255

    /// Where the mask lies in the target.
    var box: Rect {
        Rect(x: origin.x, y: origin.y, width: Double(cairo_image_surface_get_width(mask)), height: Double(cairo_image_surface_get_height(mask)))
    }

    /// This full-coverage mask standing for the same path at `opacity`: cairo's colour alpha
    /// to 16 bits, then pixman's to 8, times each byte as pixman rounds (what rasterising the
    /// path at the opacity gives, but for one level at 171 of 4.35 million pixels measured).
    func at(opacity: Double) -> CoverageMask {
        var m = self
        m.alpha = UInt8(CoverageMask.alpha(opacity))
        return m
    }

    /// Where the mask for `cmd`'s contours (target pixels) lies, in whole pixels, or nil when
    /// a plain fill draws them as well: uncut and opaque (unless `always`, for a fill drawn in
    /// parts). A rounded outline's is only what shows.
    static func box(for cmd: DrawCommand, of list: DrawList, visible: Rect, opacity: Double, always: Bool = false) -> Rect? {
        let extent = CairoContours.extent(cmd, of: list)
        guard !extent.isNull, !visible.isEmpty, opacity > 0 else { return nil }
        if cmd.outline != nil {
            // Worked out exactly, pixel by pixel: no cut changes it, and it is always cheaper
            // than cairo's fill.
            let box = extent.insetBy(dx: -1, dy: -1).intersection(visible).integral
            return box.isEmpty || box.width > 32767 || box.height > 32767 ? nil : box
        }
        let inside = extent.minX >= visible.minX && extent.maxX <= visible.maxX && extent.minY >= visible.minY && extent.maxY <= visible.maxY
        let whole = !inside && extent.width <= CoverageMask.widest * visible.width
        guard whole || opacity < 1 || always else { return nil }
        // Cut: whole across, cut above and below two rows clear of what shows. Else only
        // what shows.
        let rows = Rect(x: extent.minX - 1, y: visible.minY - 2, width: extent.width + 2, height: visible.height + 4)
        let box = extent.insetBy(dx: -1, dy: -1).intersection(whole ? rows : visible).integral
        guard !box.isEmpty, box.width <= 32767, box.height <= 32767 else { return nil }
        return box
    }

    /// A mask already made, placed at `origin`; the caller's reference to it.
    init(surface: OpaquePointer, origin: (x: Double, y: Double)) {
        mask = surface
        self.origin = origin
    }

    /// The mask for `cmd`'s contours (target pixels) at `opacity` over `box` (`box(for:)`).
    init?(_ cmd: DrawCommand, of list: DrawList, box: Rect, opacity: Double) {
        guard let m = cairo_image_surface_create(CAIRO_FORMAT_A8, Int32(box.width), Int32(box.height)) else { return nil }
        guard cairo_surface_status(m) == CAIRO_STATUS_SUCCESS, let cr = cairo_create(m) else {
            cairo_surface_destroy(m)
            return nil
        }
        cairo_translate(cr, -box.minX, -box.minY)
        CairoContours.add(cmd, of: list, to: cr)
        cairo_set_source_rgba(cr, 0, 0, 0, min(1, opacity))
        cairo_fill(cr)
        cairo_destroy(cr)
        mask = m
        origin = (box.minX, box.minY)
    }

    /// Blends `color` (premultiplied ARGB32) through the mask over the `parts` (target pixels,
    /// inside the mask) of `target`, as `draw` with that colour would.
    func drawSolid(_ color: UInt32, over parts: [Rect], of target: (surface: OpaquePointer, image: OpaquePointer)) {
        guard !parts.isEmpty, let maskImage = PixmanCopy.image(over: mask) else { return }
        defer { pixman_image_unref(maskImage) }
        guard let solid = PixmanCopy.solid(color) else { return }
        defer { pixman_image_unref(solid) }
        cairo_surface_flush(mask)
        cairo_surface_flush(target.surface)
        for r in parts where !r.isEmpty {
            pixman_image_composite32(PIXMAN_OP_OVER, solid, maskImage, target.image, 0, 0, Int32(r.minX - origin.x), Int32(r.minY - origin.y),
                Int32(r.minX), Int32(r.minY), Int32(r.width), Int32(r.height))
            cairo_surface_mark_dirty_rectangle(target.surface, Int32(r.minX), Int32(r.minY), Int32(r.width), Int32(r.height))
        }
    }

    /// Draws `cr`'s source through the mask.
    func draw(on cr: OpaquePointer) {
        cairo_mask_surface(cr, mask, origin.x, origin.y)
    }

    /// Lets go of the mask.
    func release() { cairo_surface_destroy(mask) }
}
