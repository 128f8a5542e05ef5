import CCairo
import CPixels
import Geometry

/// A texture drawn one texel per pixel through a coverage mask (`CoverageMask`), over what
/// is there: a page revealed through a grown logo at the mask's opacity. The same pixels as
/// cairo's `cairo_mask_surface`, which pixman draws four pixels at a time; this loop is C
/// (`CPixels`), built for the widest vectors the CPU has.
@_spi(Testing) public enum MaskedOver {
    /// Blends the `width` x `height` pixels at `from` in `source` (premultiplied ARGB32, or
    /// RGB24: opaque) through `mask` (A8, from `maskAt`; each byte times `maskAlpha` / 255)
    /// over `to` in `target`, cut to the three surfaces.
    @_spi(Testing) public static func run(source: OpaquePointer, from: (x: Int, y: Int), mask: OpaquePointer, maskAt: (x: Int, y: Int),
        maskAlpha: UInt8 = 255, target: OpaquePointer, to: (x: Int, y: Int), width: Int, height: Int)
    {
        cairo_surface_flush(source)
        cairo_surface_flush(mask)
        cairo_surface_flush(target)
        var b = SurfaceBlock(x: to.x, y: to.y, width: width, height: height, target: target)
        b.keep(inside: source, offset: (from.x - to.x, from.y - to.y))
        b.keep(inside: mask, offset: (maskAt.x - to.x, maskAt.y - to.y))
        guard !b.isEmpty, let src = cairo_image_surface_get_data(source), let m = cairo_image_surface_get_data(mask),
            let dst = cairo_image_surface_get_data(target)
        else { return }
        let from = b.start(of: from, placedAt: to), maskAt = b.start(of: maskAt, placedAt: to)
        let to = (x: b.x, y: b.y), width = b.width, height = b.height
        let srcStride = Int(cairo_image_surface_get_stride(source)), maskStride = Int(cairo_image_surface_get_stride(mask))
        let dstStride = Int(cairo_image_surface_get_stride(target))
        let opaqueSource: Int32 = cairo_image_surface_get_format(source) == CAIRO_FORMAT_RGB24 ? 1 : 0
        segue_over_masked(DarkenedCopy.pointer(src, from, srcStride), Int32(srcStride), m + maskAt.y * maskStride + maskAt.x, Int32(maskStride),
            UInt32(maskAlpha), DarkenedCopy.pointer(dst, to, dstStride), Int32(dstStride), Int32(width), Int32(height), opaqueSource)
        cairo_surface_mark_dirty_rectangle(target, Int32(to.x), Int32(to.y), Int32(width), Int32(height))
    }

    /// Where a texture placed by `map` (target pixel -> texel) and a mask at `maskOrigin` meet
    /// what may be drawn: `shown` (target pixels) and the texel offset, or nil when the map is
    /// not a whole-texel move or the texels under `shown` leave the texture.
    struct Placement {
        let shown: Rect
        let texelOffset: (x: Int, y: Int)
    }

    static func placement(of source: OpaquePointer, map: AffineTransform, mask: CoverageMask, visible: Rect) -> Placement? {
        placement(of: source, map: map, box: mask.box, visible: visible)
    }

    /// The same for what lies in `box` (target pixels).
    static func placement(of source: OpaquePointer, map: AffineTransform, box: Rect, visible: Rect) -> Placement? {
        // Whole texels, to float rounding (pixman samples in 1/65536 pixel: these are exact).
        func near(_ v: Double, _ w: Double) -> Bool { abs(v - w) < 1e-7 }
        guard near(map.a, 1), near(map.b, 0), near(map.c, 0), near(map.d, 1), near(map.tx, map.tx.rounded()), near(map.ty, map.ty.rounded()) else { return nil }
        let shown = box.intersection(visible)
        let offset = (x: Int(map.tx.rounded()), y: Int(map.ty.rounded()))
        guard !shown.isEmpty else { return Placement(shown: .null, texelOffset: offset) }
        let texels = shown.offsetBy(dx: Double(offset.x), dy: Double(offset.y))
        guard texels.minX >= 0, texels.minY >= 0, texels.maxX <= Double(cairo_image_surface_get_width(source)),
            texels.maxY <= Double(cairo_image_surface_get_height(source))
        else { return nil }
        return Placement(shown: shown, texelOffset: offset)
    }

    /// Blends the `rect` part (target pixels, within `placement.shown`) through the mask.
    static func run(source: OpaquePointer, placement p: Placement, mask: CoverageMask, rect: Rect, target: OpaquePointer) {
        guard !rect.isEmpty else { return }
        let x = Int(rect.minX), y = Int(rect.minY)
        run(source: source, from: (x + p.texelOffset.x, y + p.texelOffset.y), mask: mask.mask, maskAt: (x - Int(mask.origin.x), y - Int(mask.origin.y)),
            maskAlpha: mask.alpha, target: target, to: (x, y), width: Int(rect.width), height: Int(rect.height))
    }

    /// What `run` makes of `rect` where the mask holds one value throughout (a path's inside)
    /// and the target the opaque `color` (premultiplied ARGB32): written in one pass, without
    /// reading the target (`segue_over_solid`).
    static func overSolid(source: OpaquePointer, placement p: Placement, mask: CoverageMask, rect: Rect, color: UInt32, target: OpaquePointer) {
        cairo_surface_flush(mask.mask)
        guard !rect.isEmpty, let m = cairo_image_surface_get_data(mask.mask) else { return }
        let x = Int(rect.minX), y = Int(rect.minY)
        let coverage = UInt32(m[(y - Int(mask.origin.y)) * Int(cairo_image_surface_get_stride(mask.mask)) + x - Int(mask.origin.x)])
        let t = coverage * UInt32(mask.alpha) + 0x80
        overSolid(source: source, from: (x + p.texelOffset.x, y + p.texelOffset.y), alpha: UInt8((t + (t >> 8)) >> 8), color: color, target: target,
            to: (x, y), width: Int(rect.width), height: Int(rect.height))
    }

    /// Writes the `width` x `height` pixels at `to` in `target` as the pixels at `from` in
    /// `source` (premultiplied ARGB32, or RGB24: opaque) at `alpha` / 255 over the opaque
    /// `color` (premultiplied ARGB32): what filling them with the colour and then `run` with
    /// every mask byte `alpha` makes, cut to both surfaces.
    @_spi(Testing) public static func overSolid(source: OpaquePointer, from: (x: Int, y: Int), alpha: UInt8, color: UInt32, target: OpaquePointer,
        to: (x: Int, y: Int), width: Int, height: Int)
    {
        cairo_surface_flush(source)
        cairo_surface_flush(target)
        guard let (from, to, width, height) = SurfaceBlock.cut(from: from, in: source, to: to, in: target, width: width, height: height),
            let src = cairo_image_surface_get_data(source), let dst = cairo_image_surface_get_data(target)
        else { return }
        let srcStride = Int(cairo_image_surface_get_stride(source)), dstStride = Int(cairo_image_surface_get_stride(target))
        let opaqueSource: Int32 = cairo_image_surface_get_format(source) == CAIRO_FORMAT_RGB24 ? 1 : 0
        segue_over_solid(DarkenedCopy.pointer(src, from, srcStride), Int32(srcStride), UInt32(alpha), color,
            DarkenedCopy.pointer(dst, to, dstStride), Int32(dstStride), Int32(width), Int32(height), opaqueSource)
        cairo_surface_mark_dirty_rectangle(target, Int32(to.x), Int32(to.y), Int32(width), Int32(height))
    }
}
