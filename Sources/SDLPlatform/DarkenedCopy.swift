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
        let k = SIMD16<UInt16>(repeating: UInt16(keep)), half = SIMD16<UInt16>(repeating: 0x80)
        let opaque = SIMD16<UInt8>(0, 0, 0, 255, 0, 0, 0, 255, 0, 0, 0, 255, 0, 0, 0, 255)
        for y in 0..<height {
            let s = UnsafeRawPointer(src + (from.y + y) * srcStride).assumingMemoryBound(to: UInt32.self) + from.x
            let d = UnsafeMutableRawPointer(dst + (to.y + y) * dstStride).assumingMemoryBound(to: UInt32.self) + to.x
            var x = 0
            // Four pixels at a time in 16-bit lanes: each byte times keep / 255, rounded as
            // pixman rounds ((t + (t >> 8)) >> 8 with t = c * keep + 0x80).
            while x + 4 <= width {
                let bytes = UnsafeRawPointer(s + x).loadUnaligned(as: SIMD16<UInt8>.self)
                let t = SIMD16<UInt16>(truncatingIfNeeded: bytes) &* k &+ half
                let r = SIMD16<UInt8>(truncatingIfNeeded: (t &+ (t &>> 8)) &>> 8) | opaque
                UnsafeMutableRawPointer(d + x).storeBytes(of: r, as: SIMD16<UInt8>.self)
                x += 4
            }
            while x < width {
                d[x] = multiply(s[x], by: keep) | 0xFF00_0000
                x += 1
            }
        }
        cairo_surface_mark_dirty_rectangle(target, Int32(to.x), Int32(to.y), Int32(width), Int32(height))
    }

    /// Blends the `width` x `height` pixels at `from` in `source` (premultiplied ARGB32, or
    /// RGB24: opaque) over `to` in `target`, the source's colour darkened to `light` and its
    /// coverage kept. Over a target already darkened to the same `light` this is blending it
    /// and then filling translucent black over both (a text or a page's edge under a scrim,
    /// `DrawList.darkenWindow`).
    @_spi(Testing) public static func blend(source: OpaquePointer, from: (x: Int, y: Int), target: OpaquePointer, to: (x: Int, y: Int), width: Int, height: Int, light: Double) {
        cairo_surface_flush(source)
        cairo_surface_flush(target)
        guard width > 0, height > 0, let src = cairo_image_surface_get_data(source), let dst = cairo_image_surface_get_data(target) else { return }
        let srcStride = Int(cairo_image_surface_get_stride(source)), dstStride = Int(cairo_image_surface_get_stride(target))
        let opaqueSource = cairo_image_surface_get_format(source) == CAIRO_FORMAT_RGB24
        let keep = 255 - blackAlpha(light: light)
        for y in 0..<height {
            let s = UnsafeRawPointer(src + (from.y + y) * srcStride).assumingMemoryBound(to: UInt32.self) + from.x
            let d = UnsafeMutableRawPointer(dst + (to.y + y) * dstStride).assumingMemoryBound(to: UInt32.self) + to.x
            for x in 0..<width {
                let p = s[x], sa = opaqueSource ? 255 : p >> 24
                guard sa > 0 else { continue }
                // Premultiplied colour darkened, its alpha kept, over what is there.
                let colour = multiply(p & 0x00FF_FFFF, by: keep) | (sa << 24)
                let under = multiply(d[x], by: 255 - sa)
                var out: UInt32 = 0
                for shift in stride(from: 0 as UInt32, through: 24, by: 8) {
                    out |= min(255, ((colour >> shift) & 0xFF) + ((under >> shift) & 0xFF)) << shift
                }
                d[x] = out
            }
        }
        cairo_surface_mark_dirty_rectangle(target, Int32(to.x), Int32(to.y), Int32(width), Int32(height))
    }
}
