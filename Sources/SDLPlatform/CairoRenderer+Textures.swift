import CCairo
import Compositor
import Geometry

/// Textures drawn into the target: rectangle copies (plain, darkened, or through cairo when
/// scaled or translucent), and a texture painted through a path or a coverage mask.
extension CairoRenderer {
    /// Copies the `source` part of a texture into whole pixels of the target, as SDL's copy does
    /// (edges rounded, so neighbours meet exactly and text stays on the pixel grid).
    func drawCopy(_ cmd: DrawCommand, _ cr: OpaquePointer) {
        guard let tex = surfaces[cmd.texture.rawValue], let dst = CairoRenderer.pixelRect(cmd.dest) else { return }
        let shown = dst.intersection(visibleArea(cr))
        // An opaque copy replaces every pixel of its rectangle: fills held under it are spared.
        if cmd.sourceIsOpaque && CairoRenderer.modulation(cmd).opacity >= 1 {
            deferred.cover(shown)
        } else {
            drawDeferred(meeting: shown)
        }
        let src = CairoRenderer.texels(of: cmd, in: tex)
        guard src.width > 0, src.height > 0 else { return }
        // Target pixel -> texel.
        let map = AffineTransform(translationX: -dst.minX, y: -dst.minY)
            .concatenating(AffineTransform(scaleX: src.width / dst.width, y: src.height / dst.height))
            .concatenating(AffineTransform(translationX: src.minX, y: src.minY))
        let (opacity, light) = CairoRenderer.modulation(cmd)
        guard opacity > 0 else { return }
        if opacity >= 1 && light < 1 && darkenedCopy(tex, src: src, dst: dst, shown: shown, light: light, blends: !cmd.sourceIsOpaque, cr) { return }
        if opacity >= 1 && light >= 1 && plainCopy(tex, src: src, dst: dst, shown: shown, opaque: cmd.sourceIsOpaque) { return }
        cairo_rectangle(cr, dst.minX, dst.minY, dst.width, dst.height)
        if cmd.sourceIsOpaque && opacity >= 1 {
            // Opaque pixels replace what is under them: a copy, no blending. A darkening is
            // then translucent black over the copy, which is exactly the darkened picture.
            paint(tex, map: map, opacity: 1, operator: CAIRO_OPERATOR_SOURCE, cr)
            if light < 1 {
                cairo_rectangle(cr, dst.minX, dst.minY, dst.width, dst.height)
                cairo_set_source_rgba(cr, 0, 0, 0, 1 - light)
                cairo_fill(cr)
            }
            return
        }
        paint(tex, map: map, opacity: opacity, light: light, cr)
    }

    /// The texels a copy reads: its source (texture coordinates) snapped to whole texels, as
    /// its destination is to whole pixels.
    static func texels(of cmd: DrawCommand, in tex: Surface) -> Rect {
        let tw = Double(tex.size.width), th = Double(tex.size.height)
        return Rect(x: snap(cmd.source.minX * tw), y: snap(cmd.source.minY * th), width: snap(cmd.source.width * tw), height: snap(cmd.source.height * th))
    }

    /// A texture copied one texel per pixel and darkened, in one pass (`DarkenedCopy`), over
    /// `shown` (the part of `dst` that may be drawn): replacing what is there when it is
    /// opaque, else blended over it; false when the copy is scaled or reaches outside the
    /// texture.
    func darkenedCopy(_ tex: Surface, src: Rect, dst: Rect, shown: Rect, light: Double, blends: Bool, _ cr: OpaquePointer) -> Bool {
        guard CairoRenderer.isOneToOne(src, dst, in: tex) else { return false }
        guard !shown.isEmpty else { return true }
        let target = cairo_get_target(cr)!
        let from = (Int(src.minX + shown.minX - dst.minX), Int(src.minY + shown.minY - dst.minY))
        if blends {
            DarkenedCopy.blend(source: tex.surface, from: from, target: target, to: (Int(shown.minX), Int(shown.minY)), width: Int(shown.width), height: Int(shown.height), light: light)
        } else {
            DarkenedCopy.run(source: tex.surface, from: from, target: target, to: (Int(shown.minX), Int(shown.minY)), width: Int(shown.width), height: Int(shown.height), light: light)
        }
        return true
    }

    /// Whether `src` (texels) is `dst` (pixels) one to one, inside the texture.
    static func isOneToOne(_ src: Rect, _ dst: Rect, in tex: Surface) -> Bool {
        src.width == dst.width && src.height == dst.height && src.minX >= 0 && src.minY >= 0
            && src.maxX <= Double(tex.size.width) && src.maxY <= Double(tex.size.height)
    }

    /// A texture copied one texel per pixel, unmodulated, straight through pixman
    /// (`PixmanCopy`), over `shown`; false when the copy is scaled or reaches outside the
    /// texture.
    func plainCopy(_ tex: Surface, src: Rect, dst: Rect, shown: Rect, opaque: Bool) -> Bool {
        guard CairoRenderer.isOneToOne(src, dst, in: tex), let texImage = tex.image, let current, let targetImage = current.image else { return false }
        guard !shown.isEmpty else { return true }
        PixmanCopy.run((tex.surface, texImage), from: (Int(src.minX + shown.minX - dst.minX), Int(src.minY + shown.minY - dst.minY)),
            to: (current.surface, targetImage), at: (Int(shown.minX), Int(shown.minY)), width: Int(shown.width), height: Int(shown.height), opaque: opaque)
        return true
    }

    /// Paints `tex` through the current path (consumed), or through `mask` (which holds the
    /// opacity), placed by `map` (target pixel -> texel), at `opacity` and darkened to `light`.
    /// Where the mask is known to be full (`fullyInside`, whole pixels), the texture is drawn
    /// at the opacity with no mask to read: the same pixels, as a cairo fill draws a path's
    /// inside spans, at about half the cost of a mask over all of it.
    func paint(_ tex: Surface, map: AffineTransform, opacity: Double, light: Double = 1, operator op: cairo_operator_t = CAIRO_OPERATOR_OVER,
        through mask: CoverageMask? = nil, fullyInside: [Rect] = [], _ cr: OpaquePointer)
    {
        guard opacity > 0, map.isFinite, map.determinant != 0 else {
            cairo_new_path(cr)
            return
        }
        let pattern = cairo_pattern_create_for_surface(tex.surface)!
        defer { cairo_pattern_destroy(pattern) }
        var m = cairo_matrix_t()
        cairo_matrix_init(&m, map.a, map.b, map.c, map.d, map.tx, map.ty)
        cairo_pattern_set_matrix(pattern, &m)
        cairo_pattern_set_filter(pattern, CairoRenderer.filter(for: map))
        // Images and text are clamped at their edges (the shape's outline is the edge);
        // offscreen targets are transparent beyond what was drawn into them.
        cairo_pattern_set_extend(pattern, tex.isTarget ? CAIRO_EXTEND_NONE : CAIRO_EXTEND_PAD)
        cairo_save(cr)
        defer { cairo_restore(cr) }
        if light < 1 {
            // Darkened: the texture drawn into a group as large as the shape, black over it
            // ATOP (which keeps its alpha, so translucent pixels stay exact), then the group
            // through the shape at the opacity.
            if let mask {
                cairo_rectangle(cr, mask.origin.x, mask.origin.y, Double(cairo_image_surface_get_width(mask.mask)), Double(cairo_image_surface_get_height(mask.mask)))
            }
            cairo_clip(cr)
            cairo_push_group(cr)
            // Inside the group the shape's edge is not cut again (it is, once, when the group is
            // painted): the group keeps only the clip's extent.
            cairo_reset_clip(cr)
            cairo_set_source(cr, pattern)
            cairo_paint(cr)
            cairo_set_operator(cr, CAIRO_OPERATOR_ATOP)
            cairo_set_source_rgba(cr, 0, 0, 0, 1 - light)
            cairo_paint(cr)
            cairo_pop_group_to_source(cr)
            cairo_set_operator(cr, op)
            if let mask { mask.draw(on: cr) } else { cairo_paint_with_alpha(cr, opacity) }
            return
        }
        if let mask, op == CAIRO_OPERATOR_OVER,
            maskedOver(tex, map: map, through: mask, fullyInside: opacity >= 1 ? fullyInside : [], cr)
        {
            return
        }
        cairo_set_operator(cr, op)
        cairo_set_source(cr, pattern)
        if let mask, !fullyInside.isEmpty {
            splitAtFullCoverage(mask.box.intersection(visibleArea(cr)), fullyInside)
            clip(cr, to: holes)
            cairo_paint_with_alpha(cr, opacity)
            clip(cr, to: pieces)
            mask.draw(on: cr)
        } else if let mask {
            mask.draw(on: cr)
        } else if opacity >= 1 {
            cairo_fill(cr)
        } else {
            cairo_clip(cr)
            cairo_paint_with_alpha(cr, opacity)
        }
    }

    /// How a texture placed by `map` (target pixel -> texel) is sampled: bilinear, unless a
    /// pixel spans more than two texels along either axis (a photo shrunk into its cell), where
    /// bilinear reads only a few of them and fine detail comes out as streaks (a sea's ripples
    /// as long lines): then cairo's GOOD filter, which averages every texel under the pixel.
    static func filter(for map: AffineTransform) -> cairo_filter_t {
        averagesTexels(map) ? CAIRO_FILTER_GOOD : CAIRO_FILTER_BILINEAR
    }

    /// Whether a pixel spans more than `mostTexelsBilinear` texels along either axis.
    @_spi(Testing) public static func averagesTexels(_ map: AffineTransform) -> Bool {
        map.largestAxisScale > mostTexelsBilinear
    }

    /// The most texels a pixel may span along an axis for bilinear sampling to read them all.
    static let mostTexelsBilinear = 2.0

    /// A texture drawn one texel per pixel through a mask, over the target, in one pass of
    /// our own (`MaskedOver`), and with pixman's plain OVER where the mask is known to be
    /// full (`fullyInside`); false when it is scaled, sits between pixels or the mask reaches
    /// outside it (cairo then draws it).
    func maskedOver(_ tex: Surface, map: AffineTransform, through mask: CoverageMask, fullyInside: [Rect] = [], _ cr: OpaquePointer) -> Bool {
        guard let placed = MaskedOver.placement(of: tex.surface, map: map, mask: mask, visible: visibleArea(cr)) else { return false }
        guard !placed.shown.isEmpty else { return true }
        let target = cairo_get_target(cr)!
        guard !fullyInside.isEmpty, let texImage = tex.image, let current, let targetImage = current.image else {
            MaskedOver.run(source: tex.surface, placement: placed, mask: mask, rect: placed.shown, target: target)
            return true
        }
        splitAtFullCoverage(placed.shown, fullyInside)
        for h in holes {
            PixmanCopy.run((tex.surface, texImage), from: (Int(h.minX) + placed.texelOffset.x, Int(h.minY) + placed.texelOffset.y),
                to: (current.surface, targetImage), at: (Int(h.minX), Int(h.minY)), width: Int(h.width), height: Int(h.height), opaque: false)
        }
        for p in pieces { MaskedOver.run(source: tex.surface, placement: placed, mask: mask, rect: p, target: target) }
        return true
    }

    /// Splits `area` into the parts of `fullyInside` in it (`holes`) and the rest (`pieces`).
    private func splitAtFullCoverage(_ area: Rect, _ fullyInside: [Rect]) {
        pieces.removeAll(keepingCapacity: true)
        holes.removeAll(keepingCapacity: true)
        for r in fullyInside where r.intersects(area) { holes.append(r.intersection(area)) }
        area.subtracting(all: holes, into: &pieces, edges: &bandEdges)
    }

    /// Sets cairo's clip to the union of `rects` (whole pixels, not overlapping) within what
    /// may be drawn.
    private func clip(_ cr: OpaquePointer, to rects: [Rect]) {
        applyClip(cr, to: clipRect)
        for r in rects where !r.isEmpty { cairo_rectangle(cr, r.minX, r.minY, r.width, r.height) }
        if rects.allSatisfy(\.isEmpty) { cairo_rectangle(cr, 0, 0, 0, 0) }
        cairo_clip(cr)
    }
}
