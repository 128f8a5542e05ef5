import Geometry

/// Drawing costly subtrees through the raster cache.
extension FrameBuilder {
    /// A layer is worth caching when drawing it takes triangulated meshes, offscreen passes or
    /// resampling: rounded or bordered shapes, shape fills, masks, clipping, group opacity,
    /// rotation, an image drawn at another size than its own.
    func isCostly(_ layer: Layer, transform m: AffineTransform, opacity: Double) -> Bool {
        if !m.isRectilinear { return true }
        if isResampled(layer, transform: m) { return true }
        if layer.mask != nil || layer.borderWidth > 0 { return true }
        if layer.presentation.cornerRadius > 0 && (layer.presentation.backgroundColor.alpha > 0 || layer.masksToBounds) { return true }
        if let shape = layer as? ShapeLayer, !shape.path.isEmpty { return true }
        if needsOffscreen(layer, transform: m, opacity: opacity) { return true }
        // An opaque page of many cells: its capture is exact (opaque pixels are copied, not
        // blended), where a translucent group's would be composited twice, a level off.
        return FrameBuilder.drawsMany(layer) && isOpaquePage(layer)
    }

    /// How many visible layers under a layer make walking it every frame cost more than one
    /// copy of it (a page of cells, a grid of pictures).
    static let manyLayers = 24

    /// Whether at least `manyLayers` visible layers lie under `layer` (counted no further).
    static func drawsMany(_ layer: Layer) -> Bool {
        var count = 0
        func visit(_ l: Layer) {
            for sub in l.sublayers where !sub.isHidden && sub.presentation.opacity > 0 {
                count += 1
                if count >= manyLayers { return }
                visit(sub)
                if count >= manyLayers { return }
            }
        }
        visit(layer)
        return count >= manyLayers
    }

    /// Draws `layer` from a whole capture still good as it is (`RasterCache.wholeHit`);
    /// false when the cache must be asked the long way.
    mutating func drawWholeHit(_ layer: Layer, transform m: AffineTransform, opacity: Double) -> Bool {
        guard let hit = caches.rasterCache.wholeHit(layer, version: layer.subtreeVersion, transform: m, scale: scale) else { return false }
        let rect = fault == .cacheOffset ? hit.rect.offsetBy(dx: 1, dy: 0) : hit.rect
        blit(hit.texture, at: rect, opaque: hit.opaque, drawn: hit.drawn, opacity: opacity, dimming: layer.presentation.dimming, layer: layer)
        return true
    }

    /// Draws `layer` from the cache, or captures it into the cache; false when it must be
    /// drawn directly this frame.
    mutating func drawCached(_ layer: Layer, transform m: AffineTransform, opacity: Double, ownOpacity: Double) -> Bool {
        // A page with an opaque background is captured where it is (between pixels too, so
        // the copy draws what a direct draw does); its copy says which whole pixels are
        // opaque, and those are drawn without blending.
        // A subtree that changed since the last frame is drawn directly, unmeasured.
        guard caches.rasterCache.drewTheSame(layer, version: layer.subtreeVersion) else { return false }
        let opaquePage = isOpaquePage(layer)
        let placed = m
        let bounds = subtreeBounds(layer, transform: placed)
        guard !bounds.isEmpty, bounds.width <= 8000, bounds.height <= 8000 else { return false }
        // The capture holds every path a direct draw fills whole (a mask reaching past its
        // layer too), so the paths are cut at the same lines either way (see `region`).
        let reach = bounds.union(maskReach(layer, transform: placed))
        // A size that does not depend on where between pixels the subtree sits.
        let whole = Rect(
            x: reach.minX.rounded(.down) - 1, y: reach.minY.rounded(.down) - 1,
            width: reach.width.rounded(.up) + 3, height: reach.height.rounded(.up) + 3)
        // A page or a picture is captured whole when the cache can hold it, so that it stays
        // good while it slides under the window's edge or a page over it (its paths cut there
        // in a direct draw come out as if whole: see `CoverageMask`). Anything else is cut
        // where a direct draw is cut (the window, a clipping ancestor, a page over it): a
        // translucent group cut at the window and composited twice comes out a few levels
        // apart from one composited once.
        let slides = opaquePage || isPicture(layer)
        let region = slides && caches.rasterCache.holdsWhole(whole, output: renderer.outputPixelSize) ? whole : whole.intersection(clip)
        guard !region.isEmpty, region.width >= 1, region.height >= 1 else { return false }
        let size = PixelSize(width: Int(region.width), height: Int(region.height))
        let signature = RasterCache.Signature(
            version: layer.subtreeVersion, a: m.a, b: m.b, c: m.c, d: m.d, width: size.width, height: size.height, scale: scale,
            cut: region == whole ? nil : region)
        switch caches.rasterCache.lookup(layer, signature: signature, tx: placed.tx, ty: placed.ty) {
        case .miss:
            return false
        case .hit(let texture, let rect, let opaque, let drawn):
            let rect = fault == .cacheOffset ? rect.offsetBy(dx: 1, dy: 0) : rect
            blit(texture, at: rect, opaque: opaque, drawn: drawn, opacity: opacity, dimming: layer.presentation.dimming, layer: layer)
            return true
        case .capture:
            guard caches.rasterCache.canHold(size, output: renderer.outputPixelSize),
                let texture = renderer.makeRenderTarget(size: size)
            else { return false }
            drawInto(texture, region: region, transform: placed) { frame, offM in
                // Drawn at full opacity and undimmed (both apply when the texture is drawn), but
                // by the path a direct draw takes: a group's clip is then its anti-aliased
                // outline, not the whole pixels a rectangle clip keeps.
                frame.render(layer, transform: offM, opacity: 1, ownOpacity: ownOpacity, boundsInTarget: offM.apply(to: layer.presentation.bounds), dims: false)
            }
            var opaque: Rect?, drawn: Rect?
            if opaquePage {
                // Nothing of a page lies outside its bounds: the capture's margin is clear.
                drawn = bounds.offsetBy(dx: -region.minX, dy: -region.minY).integral
                // The whole pixels inside the page's fractional bounds (between its corners
                // when they are round: a card).
                let inner = FrameBuilder.solidPart(of: layer, transform: m).offsetBy(dx: -region.minX, dy: -region.minY).innerPixels
                if !inner.isNull { opaque = inner }
            }
            caches.rasterCache.store(layer, texture: texture, region: region, tx: placed.tx, ty: placed.ty, opaqueRect: opaque, drawnRect: drawn)
            blit(texture, at: region, opaque: opaque, drawn: drawn, opacity: opacity, dimming: layer.presentation.dimming, layer: layer)
            return true
        }
    }

    /// Where the masks in a subtree reach (window pixels), past their layers' bounds too.
    private func maskReach(_ layer: Layer, transform m: AffineTransform) -> Rect {
        var r = Rect.null
        if let mask = layer.mask { r = PixelPlacement.transform(of: mask, parent: m, scale: scale).apply(to: mask.maskPath.controlPointBounds) }
        for sub in layer.sublayers where !sub.isHidden && sub.presentation.opacity > 0 {
            let sm = PixelPlacement.transform(of: sub, parent: m, scale: scale)
            guard sm.isFinite else { continue }
            r = r.union(maskReach(sub, transform: sm))
        }
        return r
    }

    /// Whether the layer's image is drawn at another pixel size than its own (scaled in every
    /// frame unless cached).
    private func isResampled(_ layer: Layer, transform m: AffineTransform) -> Bool {
        guard case .image(let image) = layer.contents else { return false }
        let (dest, uv) = Compositor.imagePlacement(image.size, in: layer.presentation.bounds, gravity: layer.contentsGravity)
        let drawnWidth = dest.width * (m.a * m.a + m.b * m.b).squareRoot()
        let drawnHeight = dest.height * (m.c * m.c + m.d * m.d).squareRoot()
        return abs(drawnWidth - Double(image.width) * uv.width) > 0.5 || abs(drawnHeight - Double(image.height) * uv.height) > 0.5
    }

    /// Whether the layer is a picture alone: an image, nothing under it.
    private func isPicture(_ layer: Layer) -> Bool {
        guard case .image = layer.contents else { return false }
        return layer.sublayers.isEmpty && layer.mask == nil
    }

    /// An axis-aligned layer whose opaque background (or opaque image filling it) is all of
    /// its drawing's extent; its corners may be round.
    private func isOpaquePage(_ layer: Layer) -> Bool {
        let v = layer.presentation
        return FrameBuilder.paintsItsBoundsOpaque(layer) && layer.mask == nil && layer.borderWidth == 0
            && v.transform.isRectilinear && subtreeBounds(layer, transform: .identity) == v.bounds
    }

    /// Draws the texture at `rect`: only its `drawn` part (texture pixels; nil: all), the
    /// `opaque` part of that copied without blending, and nothing of what the opaque
    /// siblings drawn after it hide (`hidingCovers`).
    private mutating func blit(_ texture: Texture, at rect: Rect, opaque: Rect?, drawn: Rect?, opacity: Double, dimming: Double, layer: Layer) {
        let style = MeshStyle(texture: texture.handle, opacity: opacity, premultiplied: premultiplied, uvMap: .identity, dimming: dimming)
        let tw = Double(texture.pixelSize.width), th = Double(texture.pixelSize.height)
        let hidden = hidingCovers(of: rect)
        func quad(_ r: Rect, opaque: Bool) {
            let uv = Rect(x: r.minX / tw, y: r.minY / th, width: r.width / tw, height: r.height / th)
            drawList.addTexturedQuad(r.offsetBy(dx: rect.minX, dy: rect.minY), transform: .identity, uv: uv, style: style, layer: ObjectIdentifier(layer))
            if opaque { drawList.markLastCopyOpaque() }
        }
        func part(_ r: Rect, opaque: Bool) {
            guard r.width > 0, r.height > 0 else { return }
            guard hidden, let pieces = FrameBuilder.cut(r, by: caches.hiding, into: &caches.copyPieces, scratch: &caches.pieces) else { return quad(r, opaque: opaque) }
            for piece in pieces { quad(piece, opaque: opaque) }
        }
        let d = drawn?.intersection(Rect(x: 0, y: 0, width: rect.width, height: rect.height)) ?? Rect(x: 0, y: 0, width: rect.width, height: rect.height)
        guard let o = opaque?.intersection(d), !o.isEmpty else {
            part(d, opaque: false)
            return
        }
        // The opaque pixels are copied without blending; the partly covered ones around
        // them (a page between pixels), blended.
        part(o, opaque: true)
        part(Rect(x: d.minX, y: d.minY, width: d.width, height: o.minY - d.minY), opaque: false)
        part(Rect(x: d.minX, y: o.maxY, width: d.width, height: d.maxY - o.maxY), opaque: false)
        part(Rect(x: d.minX, y: o.minY, width: o.minX - d.minX, height: o.height), opaque: false)
        part(Rect(x: o.maxX, y: o.minY, width: d.maxX - o.maxX, height: o.height), opaque: false)
    }

    /// Puts in `caches.hiding` the covers of the siblings drawn after this subtree, and after
    /// each of its ancestors, that meet `rect` (window pixels), in the texture's pixels (from
    /// `rect`'s corner), each 2 px in from its edges as a cached copy may lie half a pixel off:
    /// whatever a copy there draws is painted over opaque. False when none meets it (or the
    /// copy goes into an offscreen target, whose pixels the covers are not in).
    private func hidingCovers(of rect: Rect) -> Bool {
        caches.hiding.removeAll(keepingCapacity: true)
        guard currentTarget == .none else { return false }
        for run in caches.occluders {
            for j in run {
                let cover = caches.covers[j]
                guard !cover.isNull else { continue }
                let inner = cover.insetBy(dx: FrameBuilder.coverInset, dy: FrameBuilder.coverInset).intersection(rect)
                guard !inner.isEmpty, inner.width * inner.height >= FrameBuilder.leastCover else { continue }
                caches.hiding.append(inner.offsetBy(dx: -rect.minX, dy: -rect.minY))
            }
        }
        return !caches.hiding.isEmpty
    }

    /// `area` without `covers` (which may overlap), in `pieces`; nil when it would take more
    /// than `pieceLimit` pieces (draw it whole).
    static func cut(_ area: Rect, by covers: [Rect], into pieces: inout [Rect], scratch: inout [Rect]) -> [Rect]? {
        pieces.removeAll(keepingCapacity: true)
        pieces.append(area)
        for cover in covers {
            scratch.removeAll(keepingCapacity: true)
            for piece in pieces { piece.subtracting(cover, into: &scratch) }
            guard scratch.count <= pieceLimit else { return nil }
            swap(&pieces, &scratch)
            if pieces.isEmpty { break }
        }
        return pieces
    }
}
