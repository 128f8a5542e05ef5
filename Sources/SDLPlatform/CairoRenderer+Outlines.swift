import CCairo
import CPixels
import Compositor
import Geometry

/// Rounded rectangles (`DrawCommand.outline`) by their exact coverage, worked out from the
/// rectangle and its radii (`segue_rounded_rect_fill`, `segue_rounded_rect_coverage`): no
/// path to build or scan, and each pixel's level depends on nothing but the shape, so a cut
/// (the clip, the damage, a target's edge) never changes a pixel.
extension CairoRenderer {
    /// Fills the outline with the command's colour within `visible`. An opaque one hides the
    /// held fills under its band between the corners.
    func fillOutline(_ o: RoundedOutline, of cmd: DrawCommand, visible: Rect, reach: Rect) {
        guard let surface = current?.surface, let data = cairo_image_surface_get_data(surface) else { return }
        let area = SurfaceBlock(reach.integral.intersection(visible), target: surface).rect
        guard !area.isEmpty else { return }
        let c = cmd.color
        if c.a == 255 { deferred.cover(o.solidPart.innerPixels.intersection(area)) }
        drawDeferred(meeting: area)
        cairo_surface_flush(surface)
        let r = o.rect
        segue_rounded_rect_fill(UnsafeMutableRawPointer(data).assumingMemoryBound(to: UInt32.self), cairo_image_surface_get_stride(surface),
            Int32(area.minX), Int32(area.minY), Int32(area.maxX), Int32(area.maxY),
            r.minX, r.minY, r.maxX, r.maxY, o.radiusX, o.radiusY, CairoRenderer.premultipliedWord(c))
        cairo_surface_mark_dirty_rectangle(surface, Int32(area.minX), Int32(area.minY), Int32(area.width), Int32(area.height))
    }
}

extension CairoRenderer {
    /// Blends a texture placed one texel per pixel (`map`: target pixel -> texel) through the
    /// outline at `opacity`, within `visible`, with no mask (`segue_rounded_rect_over`); false
    /// when the texture is scaled or sits between pixels. `copiedInside`: whole pixels inside
    /// the outline whose texels are opaque, drawn at full opacity (an opaque page through its
    /// rounded corners), copied in place, replacing what is there; only around them is blended.
    func blendThroughOutline(_ o: RoundedOutline, _ tex: Surface, map: AffineTransform, opacity: Double, visible: Rect, reach: Rect,
        copiedInside: ArraySlice<Rect> = []) -> Bool
    {
        // Only the pixels the outline touches: a picture at its own size has texels for all of them.
        let box = o.rect.integral.intersection(reach).intersection(visible)
        guard let placed = MaskedOver.placement(of: tex.surface, map: map, box: box, visible: visible) else { return false }
        guard !placed.shown.isEmpty else { return true }
        guard let current, let targetImage = current.image, let texImage = tex.image, let dst = cairo_image_surface_get_data(current.surface),
            let src = cairo_image_surface_get_data(tex.surface)
        else { return false }
        holes.removeAll(keepingCapacity: true)
        for r in copiedInside where r.intersects(placed.shown) {
            let part = r.intersection(placed.shown)
            deferred.cover(part)
            holes.append(part)
        }
        drawDeferred(meeting: placed.shown)
        let offset = placed.texelOffset
        for h in holes {
            PixmanCopy.run((tex.surface, texImage), from: (Int(h.minX) + offset.x, Int(h.minY) + offset.y), to: (current.surface, targetImage),
                at: (Int(h.minX), Int(h.minY)), width: Int(h.width), height: Int(h.height), opaque: true)
        }
        pieces.removeAll(keepingCapacity: true)
        placed.shown.subtracting(all: holes, into: &pieces, edges: &bandEdges)
        cairo_surface_flush(tex.surface)
        cairo_surface_flush(current.surface)
        let r = o.rect
        let opaqueSource: Int32 = cairo_image_surface_get_format(tex.surface) == CAIRO_FORMAT_RGB24 ? 1 : 0
        for piece in pieces {
            // The C loop reads texels at the offset and writes the piece: both cut to their surfaces.
            guard let cut = SurfaceBlock.cut(from: (Int(piece.minX) + offset.x, Int(piece.minY) + offset.y), in: tex.surface,
                to: (Int(piece.minX), Int(piece.minY)), in: current.surface, width: Int(piece.width), height: Int(piece.height))
            else { continue }
            let a = Rect(x: Double(cut.to.x), y: Double(cut.to.y), width: Double(cut.width), height: Double(cut.height))
            segue_rounded_rect_over(UnsafeRawPointer(src).assumingMemoryBound(to: UInt32.self), cairo_image_surface_get_stride(tex.surface),
                Int32(offset.x), Int32(offset.y), opaqueSource, CoverageMask.alpha(opacity),
                UnsafeMutableRawPointer(dst).assumingMemoryBound(to: UInt32.self), cairo_image_surface_get_stride(current.surface),
                Int32(a.minX), Int32(a.minY), Int32(a.maxX), Int32(a.maxY), r.minX, r.minY, r.maxX, r.maxY, o.radiusX, o.radiusY)
            cairo_surface_mark_dirty_rectangle(current.surface, Int32(a.minX), Int32(a.minY), Int32(a.width), Int32(a.height))
        }
        return true
    }
}

extension CoverageMask {
    /// An opacity as cairo takes a colour's alpha: to 16 bits, then 8 (`at(opacity:)`).
    static func alpha(_ opacity: Double) -> UInt32 { UInt32(max(0, min(1, opacity)) * 65535 + 0.5) >> 8 }

    /// The outline's coverage at `opacity` over `box` (whole target pixels).
    init?(_ o: RoundedOutline, box: Rect, opacity: Double) {
        guard let m = cairo_image_surface_create(CAIRO_FORMAT_A8, Int32(box.width), Int32(box.height)) else { return nil }
        guard cairo_surface_status(m) == CAIRO_STATUS_SUCCESS, let data = cairo_image_surface_get_data(m) else {
            cairo_surface_destroy(m)
            return nil
        }
        cairo_surface_flush(m)
        let alpha = CoverageMask.alpha(opacity)
        let r = o.rect
        segue_rounded_rect_coverage(data, cairo_image_surface_get_stride(m), Int32(box.minX), Int32(box.minY), Int32(box.width), Int32(box.height),
            r.minX, r.minY, r.maxX, r.maxY, o.radiusX, o.radiusY, alpha)
        cairo_surface_mark_dirty(m)
        self.init(surface: m, origin: (box.minX, box.minY))
    }
}
