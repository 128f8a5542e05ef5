import CCairo
import CPixels

/// A texture drawn one texel per pixel through a coverage mask (`CoverageMask`), over what
/// is there: a page revealed through a grown logo at the mask's opacity. The same pixels as
/// cairo's `cairo_mask_surface`, which pixman draws four pixels at a time; this loop is C
/// (`CPixels`), built for the widest vectors the CPU has.
@_spi(Testing) public enum MaskedOver {
    /// Blends the `width` x `height` pixels at `from` in `source` (premultiplied ARGB32, or
    /// RGB24: opaque) through `mask` (A8, from `maskAt`) over `to` in `target`. All the
    /// rectangles lie inside their surfaces.
    @_spi(Testing) public static func run(source: OpaquePointer, from: (x: Int, y: Int), mask: OpaquePointer, maskAt: (x: Int, y: Int),
        target: OpaquePointer, to: (x: Int, y: Int), width: Int, height: Int)
    {
        cairo_surface_flush(source)
        cairo_surface_flush(mask)
        cairo_surface_flush(target)
        guard width > 0, height > 0, let src = cairo_image_surface_get_data(source), let m = cairo_image_surface_get_data(mask),
            let dst = cairo_image_surface_get_data(target)
        else { return }
        let srcStride = Int(cairo_image_surface_get_stride(source)), maskStride = Int(cairo_image_surface_get_stride(mask))
        let dstStride = Int(cairo_image_surface_get_stride(target))
        let opaqueSource: Int32 = cairo_image_surface_get_format(source) == CAIRO_FORMAT_RGB24 ? 1 : 0
        segue_over_masked(DarkenedCopy.pointer(src, from, srcStride), Int32(srcStride), m + maskAt.y * maskStride + maskAt.x, Int32(maskStride),
            DarkenedCopy.pointer(dst, to, dstStride), Int32(dstStride), Int32(width), Int32(height), opaqueSource)
        cairo_surface_mark_dirty_rectangle(target, Int32(to.x), Int32(to.y), Int32(width), Int32(height))
    }
}
