import CCairo
import CPixels

/// Opaque pixels copied and darkened in one pass (a page dimmed under the page sliding over
/// it): the same pixels as copying them and then filling translucent black over them, which
/// is what cairo would do, in pixman's own arithmetic, without the second pass that blends.
/// The loops are C (`CPixels`), built for the widest vectors the CPU has.
@_spi(Testing) public enum DarkenedCopy {
    /// The 8-bit alpha cairo gives black at `1 - light` (its colour to 16 bits, pixman's to 8).
    static func blackAlpha(light: Double) -> UInt32 {
        UInt32(max(0, min(1, 1 - light)) * 65535 + 0.5) >> 8
    }

    /// Copies the `width` x `height` pixels at `from` in `source` to `to` in `target` (both
    /// ARGB32 or RGB24 image surfaces, the rectangles inside them), darkened to `light`, as
    /// opaque pixels.
    @_spi(Testing) public static func run(source: OpaquePointer, from: (x: Int, y: Int), target: OpaquePointer, to: (x: Int, y: Int), width: Int, height: Int, light: Double) {
        cairo_surface_flush(source)
        cairo_surface_flush(target)
        guard let (from, to, width, height) = SurfaceBlock.cut(from: from, in: source, to: to, in: target, width: width, height: height),
            let src = cairo_image_surface_get_data(source), let dst = cairo_image_surface_get_data(target)
        else { return }
        let srcStride = Int(cairo_image_surface_get_stride(source)), dstStride = Int(cairo_image_surface_get_stride(target))
        segue_darken_copy(pointer(src, from, srcStride), Int32(srcStride), pointer(dst, to, dstStride), Int32(dstStride),
            Int32(width), Int32(height), 255 - blackAlpha(light: light))
        cairo_surface_mark_dirty_rectangle(target, Int32(to.x), Int32(to.y), Int32(width), Int32(height))
    }

    /// The pixel at `at` of a surface's data.
    static func pointer(_ base: UnsafeMutablePointer<UInt8>, _ at: (x: Int, y: Int), _ stride: Int) -> UnsafeMutablePointer<UInt32> {
        UnsafeMutableRawPointer(base + at.y * stride).assumingMemoryBound(to: UInt32.self) + at.x
    }

    /// Blends the `width` x `height` pixels at `from` in `source` (premultiplied ARGB32, or
    /// RGB24: opaque) over `to` in `target`, the source's colour darkened to `light` and its
    /// coverage kept. Over a target already darkened to the same `light` this is blending it
    /// and then filling translucent black over both (a text or a page's edge under a scrim,
    /// `DrawList.darkenWindow`).
    @_spi(Testing) public static func blend(source: OpaquePointer, from: (x: Int, y: Int), target: OpaquePointer, to: (x: Int, y: Int), width: Int, height: Int, light: Double) {
        cairo_surface_flush(source)
        cairo_surface_flush(target)
        guard let (from, to, width, height) = SurfaceBlock.cut(from: from, in: source, to: to, in: target, width: width, height: height),
            let src = cairo_image_surface_get_data(source), let dst = cairo_image_surface_get_data(target)
        else { return }
        let srcStride = Int(cairo_image_surface_get_stride(source)), dstStride = Int(cairo_image_surface_get_stride(target))
        let opaqueSource: Int32 = cairo_image_surface_get_format(source) == CAIRO_FORMAT_RGB24 ? 1 : 0
        segue_darken_blend(pointer(src, from, srcStride), Int32(srcStride), pointer(dst, to, dstStride), Int32(dstStride),
            Int32(width), Int32(height), 255 - blackAlpha(light: light), opaqueSource)
        cairo_surface_mark_dirty_rectangle(target, Int32(to.x), Int32(to.y), Int32(width), Int32(height))
    }
}
