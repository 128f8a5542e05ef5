import CCairo

/// Opaque pixels copied and darkened in one pass (a page dimmed under the page sliding over
/// it): the same pixels as copying them and then filling translucent black over them, which
/// is what cairo would do, in pixman's own arithmetic, without the second pass that blends.
@_spi(Testing) public enum DarkenedCopy {
    /// The 8-bit alpha cairo gives black at `1 - light` (its colour to 16 bits, pixman's to 8).
    static func blackAlpha(light: Double) -> UInt32 {
        UInt32(max(0, min(1, 1 - light)) * 65535 + 0.5) >> 8
    }

    /// Each colour channel of `x` times `a`/255, rounded as pixman rounds (UN8x4_MUL_UN8).
    @inline(__always)
    static func multiply(_ x: UInt32, by a: UInt32) -> UInt32 {
        var rb = (x & 0xFF00FF) &* a &+ 0x80_0080
        rb = ((rb &+ ((rb >> 8) & 0xFF00FF)) >> 8) & 0xFF00FF
        var ag = ((x >> 8) & 0xFF00FF) &* a &+ 0x80_0080
        ag = (ag &+ ((ag >> 8) & 0xFF00FF)) & 0xFF00_FF00
        return rb | ag
    }

    /// Copies the `width` x `height` pixels at `from` in `source` to `to` in `target` (both
    /// ARGB32 or RGB24 image surfaces, the rectangles inside them), darkened to `light`, as
    /// opaque pixels.
    @_spi(Testing) public static func run(source: OpaquePointer, from: (x: Int, y: Int), target: OpaquePointer, to: (x: Int, y: Int), width: Int, height: Int, light: Double) {
        cairo_surface_flush(source)
        cairo_surface_flush(target)
        guard width > 0, height > 0, let src = cairo_image_surface_get_data(source), let dst = cairo_image_surface_get_data(target) else { return }
        let srcStride = Int(cairo_image_surface_get_stride(source)), dstStride = Int(cairo_image_surface_get_stride(target))
        let keep = 255 - blackAlpha(light: light)
        for y in 0..<height {
            let s = UnsafeRawPointer(src + (from.y + y) * srcStride).assumingMemoryBound(to: UInt32.self) + from.x
            let d = UnsafeMutableRawPointer(dst + (to.y + y) * dstStride).assumingMemoryBound(to: UInt32.self) + to.x
            for x in 0..<width { d[x] = multiply(s[x], by: keep) | 0xFF00_0000 }
        }
        cairo_surface_mark_dirty_rectangle(target, Int32(to.x), Int32(to.y), Int32(width), Int32(height))
    }
}
