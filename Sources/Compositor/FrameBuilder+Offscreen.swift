import Geometry

/// Masks, rounded or rotated clipping of sublayers, and group opacity: the subtree is drawn
/// into an offscreen target, which is then drawn through the mask's (or clip's) triangulated
/// path with texture coordinates, or as a plain quad for group opacity.
extension FrameBuilder {
    /// `dims`: whether this pass applies the layer's dimming (a capture for the raster cache
    /// does not; the copy of the capture does).
    func needsOffscreen(_ layer: Layer, transform m: AffineTransform, opacity: Double, dims: Bool = true) -> Bool {
        if layer.mask != nil { return true }
        let subs = hasVisibleSublayers(layer)
        if layer.masksToBounds {
            if subs && !m.isRectilinear { return true }
            if subs && FrameBuilder.roundsCorners(layer, m) && !sublayersClearOfCorners(layer, transform: m) { return true }
            if case .text = layer.contents, FrameBuilder.roundsCorners(layer, m) || !m.isRectilinear { return true }
            // A shape's fill reaching past the bounds is clipped with the rest.
            if let shape = layer as? ShapeLayer, shape.fillColor.alpha > 0, !shape.path.isEmpty,
                !layer.presentation.bounds.contains(shape.path.controlPointBounds) { return true }
        }
        // A dimmed layer goes offscreen even in a raster-cache capture (which leaves the
        // dimming to its copy), so its clip is drawn the same way whether cached or not.
        if layer.presentation.dimming > 0 { return true }
        return opacity < 1 && layer.allowsGroupOpacity && subs
    }

    /// `dims`: whether the copy applies the layer's dimming (not in a raster-cache capture).
    mutating func drawOffscreen(_ layer: Layer, transform m: AffineTransform, opacity: Double, dims: Bool = true) {
        let region = offscreenRegion(layer, transform: m)
        guard !region.isEmpty, region.width >= 1, region.height >= 1 else {
            culledLayerCount += 1
            return
        }
        // A masked body drawn before and unchanged but for its mask is drawn from its cache.
        let body = layer.mask == nil ? nil : cachedBody(layer, transform: m)
        var pooled: Texture?
        if body == nil {
            let size = PixelSize(width: Int(region.width), height: Int(region.height))
            guard let target = caches.targets.acquire(size, renderer: renderer) else {
                // No offscreen target: draw unmasked rather than not at all.
                drawBody(layer, transform: m, opacity: opacity, boundsInTarget: m.apply(to: layer.presentation.bounds))
                return
            }
            drawInto(target, region: region, transform: m, opaque: FrameBuilder.opaqueUnder(layer, transform: m, region: region)) { frame, offM in
                frame.drawBody(layer, transform: offM, opacity: 1, boundsInTarget: offM.apply(to: layer.presentation.bounds))
            }
            pooled = target
        }
        guard let (target, origin) = body ?? pooled.map({ ($0, Point(x: region.minX, y: region.minY)) }) else { return }
        defer { if let pooled { caches.targets.release(pooled) } }

        let tw = Double(target.pixelSize.width), th = Double(target.pixelSize.height)
        let uvMap = AffineTransform(translationX: -origin.x, y: -origin.y).concatenating(AffineTransform(scaleX: 1 / tw, y: 1 / th))
        let dimming = dims ? layer.presentation.dimming : 0
        if let mask = layer.mask {
            let maskOpacity = mask.isHidden ? 0 : min(1, max(0, mask.presentation.opacity.isNaN ? 0 : mask.presentation.opacity))
            // Dimmed as the cached copy of this layer is (a masked layer's dimming was lost).
            let style = MeshStyle(texture: target.handle, opacity: opacity * maskOpacity, premultiplied: premultiplied, uvMap: uvMap,
                dimming: dimming)
            drawThroughMask(mask, of: layer, transform: m, region: region, style: style)
        } else if layer.masksToBounds {
            let style = MeshStyle(texture: target.handle, opacity: opacity, premultiplied: premultiplied, uvMap: uvMap,
                dimming: dimming)
            drawThroughClip(layer, transform: m, region: region, style: style)
        } else {
            let style = MeshStyle(texture: target.handle, opacity: opacity, premultiplied: premultiplied, uvMap: uvMap, dimming: dimming)
            drawList.addQuad(region, transform: .identity, style: style, layer: ObjectIdentifier(layer))
        }
    }

    /// A masked layer's drawing without its mask, from the cache of masked bodies, and where
    /// its texture's origin lies in target pixels; nil when it must be drawn this frame (not
    /// yet steady, too large, or caching is off). The body is held whole, so it stays good
    /// while the mask grows, shrinks or moves over it; it is drawn anew when its own drawing
    /// changes (`Layer.bodyVersion`), its scale or rotation, or it moves by a fraction of a
    /// pixel. Only on renderers that fill paths, which read nothing outside a target: the
    /// mask may reach past the body, where the direct draw's target is transparent.
    private mutating func cachedBody(_ layer: Layer, transform m: AffineTransform) -> (Texture, Point)? {
        guard cachesRasterizedLayers, drawList.drawsPaths, currentTarget == .none else { return nil }
        let bounds = subtreeBounds(layer, transform: m)
        guard !bounds.isEmpty, bounds.width <= 8000, bounds.height <= 8000 else { return nil }
        let whole = Rect(
            x: bounds.minX.rounded(.down) - 1, y: bounds.minY.rounded(.down) - 1,
            width: bounds.width.rounded(.up) + 3, height: bounds.height.rounded(.up) + 3)
        let output = renderer.outputPixelSize
        guard caches.maskedBodies.holdsWhole(whole, output: output) else { return nil }
        let size = PixelSize(width: Int(whole.width), height: Int(whole.height))
        let signature = RasterCache.Signature(version: layer.bodyVersion, a: m.a, b: m.b, c: m.c, d: m.d, width: size.width, height: size.height,
            scale: scale, cut: nil)
        switch caches.maskedBodies.lookup(layer, signature: signature, tx: m.tx, ty: m.ty) {
        case .miss:
            return nil
        case .hit(let texture, let rect, _, _):
            let rect = fault == .cacheOffset ? rect.offsetBy(dx: 1, dy: 0) : rect
            return (texture, Point(x: rect.minX, y: rect.minY))
        case .capture:
            guard caches.maskedBodies.canHold(size, output: output), let texture = renderer.makeRenderTarget(size: size) else { return nil }
            drawInto(texture, region: whole, transform: m, opaque: FrameBuilder.opaqueUnder(layer, transform: m, region: whole)) { frame, offM in
                frame.drawBody(layer, transform: offM, opacity: 1, boundsInTarget: offM.apply(to: layer.presentation.bounds))
            }
            caches.maskedBodies.store(layer, texture: texture, region: whole, tx: m.tx, ty: m.ty, opaqueRect: nil)
            return (texture, Point(x: whole.minX, y: whole.minY))
        }
    }

    /// The target pixels the offscreen pass needs: the mask's reach, the clip's or the
    /// subtree's, within the frame's clip, in whole pixels.
    private func offscreenRegion(_ layer: Layer, transform m: AffineTransform) -> Rect {
        var region: Rect
        if let mask = layer.mask {
            let maskM = PixelPlacement.transform(of: mask, parent: m, scale: scale)
            region = maskM.apply(to: mask.maskPath.controlPointBounds)
            if layer.masksToBounds { region = region.intersection(m.apply(to: layer.presentation.bounds)) }
        } else if layer.masksToBounds {
            region = m.apply(to: layer.presentation.bounds).insetBy(dx: -faultyClipReach, dy: -faultyClipReach)
        } else {
            region = subtreeBounds(layer, transform: m)
        }
        // On a renderer that fills paths, whole when the raster cache would hold it whole too
        // (cut at the window's edge, cairo draws an offscreen pass a few levels other than
        // drawn whole, so a page captured whole would not draw what the direct draw does);
        // else only what shows, which triangles need (a triangle reaching past its target
        // would stretch the picture, renderers clamping texture coordinates per vertex).
        let whole = region.insetBy(dx: -1, dy: -1).integral
        if drawList.drawsPaths, !whole.isEmpty, caches.rasterCache.holdsWhole(whole, output: renderer.outputPixelSize), whole.intersects(clip) { return whole }
        return region.insetBy(dx: -1, dy: -1).intersection(clip).integral.intersection(clip)
    }

    /// An opaque, square-cornered background under the whole region leaves no partly
    /// transparent pixel to unpremultiply (a page revealed through a mask).
    private static func opaqueUnder(_ layer: Layer, transform m: AffineTransform, region: Rect) -> Bool {
        let v = layer.presentation
        return v.backgroundColor.alpha >= 1 && v.cornerRadius == 0 && DrawList.isAxisAligned(m) && {
            let b = m.apply(to: v.bounds)
            return b.minX <= region.minX && b.minY <= region.minY && b.maxX >= region.maxX && b.maxY >= region.maxY
        }()
    }

    /// The target drawn through the mask: a shape mask's fill (its inside copied when it has
    /// grown large), or another layer's rounded bounds.
    private mutating func drawThroughMask(_ mask: Layer, of layer: Layer, transform m: AffineTransform, region: Rect, style: MeshStyle) {
        let id = ObjectIdentifier(layer)
        let maskM = PixelPlacement.transform(of: mask, parent: m, scale: scale)
        guard let shape = mask as? ShapeLayer else {
            fillRoundedRect(mask.presentation.bounds, radius: mask.presentation.cornerRadius, transform: maskM, style: style, layer: id)
            return
        }
        guard let t = FrameBuilder.tessellation(of: shape, transform: maskM, paths: drawList.drawsPaths) else { return }
        let mark = drawList.indices.count
        drawList.addFill(t, transform: maskM, style: style, layer: id, scratch: &caches.scratch)
        if drawList.drawsPaths {
            // A mask grown large: where it covers fully, the texture at one opacity.
            if marksPathInteriors { drawList.markPathInterior(within: clip.intersection(region)) }
        } else if let covered = drawList.tileTriangles(since: mark, within: region) {
            // A mask grown large: triangles at its edges, its inside copied.
            for run in covered { copyRect(run, from: style, layer: id) }
        } else {
            // A mask reaching well outside the target (grown past the window) is
            // cut to it, so its texture coordinates stay exact.
            let reach = maskM.apply(to: shape.path.controlPointBounds)
            let slack = region.insetBy(dx: -2, dy: -2)
            if reach.minX < slack.minX || reach.minY < slack.minY || reach.maxX > slack.maxX || reach.maxY > slack.maxY { drawList.clipTriangles(since: mark, to: region) }
        }
    }

    /// The target drawn through the layer's own (rounded) bounds.
    private mutating func drawThroughClip(_ layer: Layer, transform m: AffineTransform, region: Rect, style: MeshStyle) {
        let radius = FrameBuilder.roundsCorners(layer, m) ? layer.presentation.cornerRadius : 0
        let mark = drawList.indices.count
        let reach = faultyClipReach / max(1e-9, m.averageScale)
        let bounds = layer.presentation.bounds.insetBy(dx: -reach, dy: -reach)
        fillRoundedRect(bounds, radius: radius, transform: m, style: style, layer: ObjectIdentifier(layer))
        copyMiddle(of: layer, radius: radius, transform: m, region: region, style: style, since: mark)
        // An opaque page through its rounded outline: its inside is a copy, no coverage to
        // rasterise or blend there (its corners, the larger scale's radius, stay out of it).
        if drawList.drawsPaths, marksPathInteriors, DrawList.isAxisAligned(m), FrameBuilder.paintsItsBoundsOpaque(layer) {
            if drawList.markRoundedRectInterior(m.apply(to: bounds), radius: radius * m.largestAxisScale, within: clip.intersection(region)) > 0 {
                drawList.markLastPathOpaqueInside()
            }
        }
    }

    /// A rounded clip on screen is mostly a rectangle: its middle, clear of the corners and
    /// the edge ramps, is copied from the target (exact, and cheap on every renderer), and
    /// the triangles keep only the rim around it. No triangle spans the page, which on the
    /// software renderer costs a temporary surface of its bounding box.
    /// The target holds only `region` (the bounds as far as the clip lets them show, a page
    /// partly covered or partly off screen): both parts are cut to it, so no texture
    /// coordinate reaches outside the target (where renderers clamp, bending the mapping).
    private mutating func copyMiddle(of layer: Layer, radius: Double, transform m: AffineTransform, region: Rect, style: MeshStyle, since mark: Int) {
        // A renderer that fills paths has drawn the whole clip shape already.
        if drawList.drawsPaths { return }
        guard DrawList.isAxisAligned(m), let (mid, rim) = FrameBuilder.middleAndRim(of: m.apply(to: layer.presentation.bounds), radius: radius * m.a.squareRoot() * m.d.squareRoot()) else {
            drawList.clipTriangles(since: mark, to: region)
            return
        }
        drawList.clipTriangles(since: mark, toEach: rim.map { $0.intersection(region) }.filter { !$0.isEmpty })
        let shown = mid.intersection(region)
        if !shown.isEmpty { copyRect(shown, from: style, layer: ObjectIdentifier(layer)) }
    }

    /// Copies `rect` (target pixels) from the texture `style` maps onto it, as that style's
    /// triangles would draw it.
    mutating func copyRect(_ rect: Rect, from style: MeshStyle, layer: ObjectIdentifier) {
        let uv0 = style.uvMap.apply(to: Point(x: rect.minX, y: rect.minY)), uv1 = style.uvMap.apply(to: Point(x: rect.maxX, y: rect.maxY))
        drawList.addCopy(style.texture, source: Rect(x: uv0.x, y: uv0.y, width: uv1.x - uv0.x, height: uv1.y - uv0.y), dest: rect,
            color: (style.r, style.g, style.b, style.a), blend: style.blend, layer: layer)
    }

    /// A rounded rectangle `b` (window pixels, corner radius `r` pixels) as the whole-pixel
    /// middle clear of its corners and edge ramps, and the four bands of rim around it; nil
    /// when too small to be worth splitting.
    static func middleAndRim(of b: Rect, radius r: Double) -> (mid: Rect, rim: [Rect])? {
        let inner = Rect(x: (b.minX + r + 1).rounded(.up), y: (b.minY + r + 1).rounded(.up), width: 0, height: 0)
        let x1 = (b.maxX - r - 1).rounded(.down), y1 = (b.maxY - r - 1).rounded(.down)
        guard x1 - inner.minX >= 8, y1 - inner.minY >= 8 else { return nil }
        let mid = Rect(x: inner.minX, y: inner.minY, width: x1 - inner.minX, height: y1 - inner.minY)
        let o = b.insetBy(dx: -2, dy: -2).integral
        let rim = [
            Rect(x: o.minX, y: o.minY, width: o.width, height: mid.minY - o.minY),
            Rect(x: o.minX, y: mid.maxY, width: o.width, height: o.maxY - mid.maxY),
            Rect(x: o.minX, y: mid.minY, width: mid.minX - o.minX, height: mid.height),
            Rect(x: mid.maxX, y: mid.minY, width: o.maxX - mid.maxX, height: mid.height),
        ]
        return (mid, rim)
    }

    /// Whether a rounded clip's visible sublayers stay out of its corners (window pixels),
    /// where the clip differs from its bounds: then a rectangle clip is exact and the
    /// subtree needs no offscreen pass (a zooming page whose contents keep a margin).
    func sublayersClearOfCorners(_ layer: Layer, transform m: AffineTransform) -> Bool {
        guard DrawList.isAxisAligned(m) else { return false }
        let b = m.apply(to: layer.presentation.bounds)
        let r = (layer.presentation.cornerRadius * m.a.squareRoot() * m.d.squareRoot()).rounded(.up) + 2
        let corners = [
            Rect(x: b.minX - 1, y: b.minY - 1, width: r, height: r), Rect(x: b.maxX - r + 1, y: b.minY - 1, width: r, height: r),
            Rect(x: b.minX - 1, y: b.maxY - r + 1, width: r, height: r), Rect(x: b.maxX - r + 1, y: b.maxY - r + 1, width: r, height: r),
        ]
        for sub in layer.sublayers where !sub.isHidden && sub.presentation.opacity > 0 {
            let sm = PixelPlacement.transform(of: sub, parent: m, scale: scale)
            guard sm.isFinite else { return false }
            let extent = subtreeBounds(sub, transform: sm)
            guard !extent.isNull, !extent.isEmpty else { continue }
            if corners.contains(where: { extent.intersects($0) }) { return false }
        }
        return true
    }

    /// Draws into `target` what `draw` draws with the window-pixel transform `m` moved so that
    /// `region` lands at the target's origin, then returns to the current target and clip.
    /// `draw` is handed this frame, as a closure cannot capture `self` while it is held inout here.
    mutating func drawInto(_ target: Texture, region: Rect, transform m: AffineTransform, opaque: Bool = false, _ draw: (inout FrameBuilder, AffineTransform) -> Void) {
        let savedClip = clip, savedClipSet = clipIsSet, savedTarget = currentTarget
        currentTarget = target.handle
        drawList.setTarget(target.handle)
        // An opaque background over the whole region paints every pixel: no clear needed.
        if !opaque { drawList.clear(.clear) }
        clip = Rect(x: 0, y: 0, width: region.width, height: region.height)
        clipIsSet = false
        draw(&self, m.concatenating(AffineTransform(translationX: -region.minX, y: -region.minY)))
        if !premultiplied && !opaque { drawList.unpremultiply(target.handle, rect: clip) }
        currentTarget = savedTarget
        drawList.setTarget(savedTarget)
        clip = savedClip
        clipIsSet = savedClipSet
        if clipIsSet { setClip() }
    }

    /// The pixels a subtree can touch: its visible layers' bounds, limited by clipping layers.
    func subtreeBounds(_ layer: Layer, transform m: AffineTransform) -> Rect {
        var r = m.apply(to: layer.presentation.bounds)
        if layer.borderWidth == 0 && layer.presentation.backgroundColor.alpha == 0 && layer.contents == .none && !(layer is ShapeLayer) {
            r = .null
        }
        if let shape = layer as? ShapeLayer, !shape.path.isEmpty {
            r = r.union(m.apply(to: shape.path.controlPointBounds))
        }
        if layer.masksToBounds { return m.apply(to: layer.presentation.bounds).intersection(subtreeUnion(layer, m, r)) }
        return subtreeUnion(layer, m, r)
    }

    private func subtreeUnion(_ layer: Layer, _ m: AffineTransform, _ start: Rect) -> Rect {
        var r = start
        for sub in layer.sublayers where !sub.isHidden && sub.presentation.opacity > 0 {
            let sm = PixelPlacement.transform(of: sub, parent: m, scale: scale)
            guard sm.isFinite else { continue }
            r = r.union(subtreeBounds(sub, transform: sm))
        }
        return r
    }
}
