import CCairo
import Compositor
import Geometry

/// Path fills: a colour or a texture by coverage, a large path's inside as held fills, and a
/// page blended over them in one pass.
extension CairoRenderer {
    /// Fills the command's contours with its colour or its texture, by coverage; through a
    /// mask of their own where they cross the edge of what may be drawn, or a texture is
    /// drawn translucent (`CoverageMask`). Where the path's inside is known
    /// (`DrawList.markPathInterior`), an opaque colour is held there as a fill, and a texture
    /// over fills held there is blended over their colour in one pass.
    func fillPath(_ cmd: DrawCommand, at index: Int, of list: DrawList, _ cr: OpaquePointer) {
        guard cmd.contourCount > 0 else { return }
        let tex = cmd.texture == .none ? nil : surfaces[cmd.texture.rawValue]
        if cmd.texture != .none && tex == nil { return }
        let (opacity, light) = CairoRenderer.modulation(cmd)
        let visible = visibleArea(cr), coverage = coverageArea(cr)
        let reach = CairoContours.reach(cmd, of: list).intersection(visible)
        guard let tex else {
            fillSolid(cmd, at: index, of: list, visible: visible, coverage: coverage, reach: reach, cr)
            return
        }
        let map = cmd.paintMap.concatenating(AffineTransform(scaleX: Double(tex.size.width), y: Double(tex.size.height)))
        // The same path filled opaque just before (the logo, under the page it reveals): its
        // mask, at this opacity.
        if light >= 1, opacity < 1, cmd.interiorCount > 0, let kept = keptMask, kept.visible == coverage,
            list.sameContours(list.commands[kept.command], cmd),
            blendOverHeldFills(tex, map: map, through: kept.mask.at(opacity: opacity), inside: list.interior(of: cmd), cr)
        {
            return
        }
        // An opaque texture's inside is copied (an opaque page through its rounded outline).
        let opaqueInside = cmd.sourceIsOpaque && opacity >= 1 && light >= 1 && cmd.interiorCount > 0
        // Through a rounded outline, one texel per pixel, with no held fills to blend over or an
        // inside to copy: the rest in one pass, no mask.
        if drawsOutlinesWithoutMasks, let outline = cmd.outline, light >= 1, cmd.interiorCount == 0 || opaqueInside,
            blendThroughOutline(outline, tex, map: map, opacity: opacity, visible: visible, reach: reach,
                copiedInside: opaqueInside ? list.interior(of: cmd) : [])
        {
            return
        }
        let mask = coverageMask(cmd, of: list, visible: coverage, opacity: opacity, always: opaqueInside)
        defer { mask?.release() }
        if let mask, light >= 1, cmd.interiorCount > 0,
            blendOverHeldFills(tex, map: map, through: mask, inside: list.interior(of: cmd), copiesInside: opaqueInside, cr)
        {
            return
        }
        drawDeferred(meeting: reach)
        cairo_new_path(cr)
        if mask == nil { CairoContours.add(cmd, of: list, to: cr) }
        let fullyInside = drawsOutlinesWithoutMasks ? cmd.outline?.insideBands ?? [] : []
        paint(tex, map: map, opacity: opacity, light: light, through: mask, fullyInside: fullyInside, cr)
    }

    /// A path filled with a colour: a rounded rectangle by its outline (`fillOutline`). Else
    /// an opaque one's inside hides held fills under it and is held as a fill; the rest of its
    /// coverage is blended through a mask of its own (cut by a clip instead, cairo's rows at
    /// the cut come out a few levels other), which is kept for a texture drawn next through
    /// the same path.
    func fillSolid(_ cmd: DrawCommand, at index: Int, of list: DrawList, visible: Rect, coverage: Rect, reach: Rect, _ cr: OpaquePointer) {
        if let outline = cmd.outline { return fillOutline(outline, of: cmd, visible: visible, reach: reach) }
        let c = cmd.color
        let inside = c.a == 255 ? list.interior(of: cmd) : []
        let mask = coverageMask(cmd, of: list, visible: coverage, opacity: 1, always: !inside.isEmpty)
        for r in inside { deferred.cover(r) }
        drawDeferred(meeting: reach)
        if let mask, !inside.isEmpty, let current, let image = current.image {
            pieces.removeAll(keepingCapacity: true)
            mask.box.intersection(visible).subtracting(all: inside, into: &pieces, edges: &bandEdges)
            mask.drawSolid(CairoRenderer.word(c), over: pieces, of: (current.surface, image))
            // The inside was found for the list's window: only what may be drawn on this one.
            for whole in inside {
                let r = whole.intersection(visible)
                if !r.isEmpty && !deferred.add(r, color: CairoRenderer.word(c)) { fill(r, color: CairoRenderer.word(c)) }
            }
            releaseKeptMask()
            keptMask = (mask, index, coverage)
            return
        }
        defer { mask?.release() }
        cairo_new_path(cr)
        if mask == nil { CairoContours.add(cmd, of: list, to: cr) }
        cairo_set_source_rgba(cr, Double(c.r) / 255, Double(c.g) / 255, Double(c.b) / 255, Double(c.a) / 255)
        if let mask { mask.draw(on: cr) } else { cairo_fill(cr) }
    }

    /// The mask for `cmd` at `opacity` (`CoverageMask.box(for:)`: nil when a plain fill draws
    /// it as well): worked out from its rounded outline, else its contours rasterised.
    func coverageMask(_ cmd: DrawCommand, of list: DrawList, visible: Rect, opacity: Double, always: Bool) -> CoverageMask? {
        guard let box = CoverageMask.box(for: cmd, of: list, visible: visible, opacity: opacity, always: always) else { return nil }
        if let outline = cmd.outline { return CoverageMask(outline, box: box, opacity: opacity) }
        return CoverageMask(cmd, of: list, box: box, opacity: opacity)
    }

    /// Lets go of the mask kept from the last opaque path (a new one, another target, the end).
    func releaseKeptMask() {
        keptMask?.mask.release()
        keptMask = nil
    }

    /// A texture through its mask where the path's `inside` is known: with `copiesInside` (its
    /// texels there are opaque and drawn at full opacity) the inside copied, replacing what is
    /// there; else the parts of the inside over held fills blended over the fills' colours in
    /// one pass (`segue_over_solid`, the same pixels as filling and then blending). The rest
    /// through the mask (`MaskedOver`). False when the texture is not drawn one texel per
    /// pixel (cairo draws it then).
    func blendOverHeldFills(_ tex: Surface, map: AffineTransform, through mask: CoverageMask, inside: ArraySlice<Rect>, copiesInside: Bool = false,
        _ cr: OpaquePointer) -> Bool
    {
        guard let placed = MaskedOver.placement(of: tex.surface, map: map, mask: mask, visible: visibleArea(cr)) else { return false }
        guard !placed.shown.isEmpty else { return true }
        holes.removeAll(keepingCapacity: true)
        if copiesInside {
            for r in inside {
                let part = r.intersection(placed.shown)
                guard !part.isEmpty else { continue }
                deferred.cover(part)
                holes.append(part)
            }
            drawDeferred(meeting: placed.shown)
            for h in holes {
                _ = plainCopy(tex, src: h.offsetBy(dx: Double(placed.texelOffset.x), dy: Double(placed.texelOffset.y)), dst: h, shown: h, opaque: true)
            }
            blendRim(tex, placed: placed, through: mask, cr)
            return true
        }
        fused.removeAll(keepingCapacity: true)
        for r in inside {
            let part = r.intersection(placed.shown)
            if !part.isEmpty { deferred.takeParts(under: part, into: &fused) }
        }
        drawDeferred(meeting: placed.shown)
        let target = cairo_get_target(cr)!
        for f in fused {
            pixelsBlendedOverFills += Int(f.rect.width * f.rect.height)
            MaskedOver.overSolid(source: tex.surface, placement: placed, mask: mask, rect: f.rect, color: f.color, target: target)
            holes.append(f.rect)
        }
        blendRim(tex, placed: placed, through: mask, cr)
        return true
    }

    /// What `holes` leave of the texture's shown part, blended through the mask.
    private func blendRim(_ tex: Surface, placed: MaskedOver.Placement, through mask: CoverageMask, _ cr: OpaquePointer) {
        let target = cairo_get_target(cr)!
        pieces.removeAll(keepingCapacity: true)
        placed.shown.subtracting(all: holes, into: &pieces, edges: &bandEdges)
        for p in pieces { MaskedOver.run(source: tex.surface, placement: placed, mask: mask, rect: p, target: target) }
    }
}
