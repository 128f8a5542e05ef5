import Geometry

/// Masks, rounded or rotated clipping of sublayers, and group opacity: the subtree is drawn
/// into an offscreen target, which is then drawn through the mask's (or clip's) triangulated
/// path with texture coordinates, or as a plain quad for group opacity.
extension Compositor {
    /// `dims`: whether this pass applies the layer's dimming (a capture for the raster cache
    /// does not; the copy of the capture does).
    func needsOffscreen(_ layer: Layer, transform m: AffineTransform, opacity: Double, dims: Bool = true) -> Bool {
        if layer.mask != nil { return true }
        let subs = hasVisibleSublayers(layer)
        if layer.masksToBounds {
            if subs && (layer.presentation.cornerRadius > 0 || !m.isRectilinear) { return true }
            if case .text = layer.contents, layer.presentation.cornerRadius > 0 || !m.isRectilinear { return true }
        }
        if dims && layer.presentation.dimming > 0 { return true }
        return opacity < 1 && layer.allowsGroupOpacity && subs
    }

    func drawOffscreen(_ layer: Layer, transform m: AffineTransform, opacity: Double) {
        guard let renderer else { return }
        var region: Rect
        if let mask = layer.mask {
            let maskM = mask.localToSuperlayer.concatenating(m)
            region = maskM.apply(to: mask.maskPath.controlPointBounds)
            if layer.masksToBounds { region = region.intersection(m.apply(to: layer.presentation.bounds)) }
        } else if layer.masksToBounds {
            region = m.apply(to: layer.presentation.bounds)
        } else {
            region = subtreeBounds(layer, transform: m)
        }
        region = region.insetBy(dx: -1, dy: -1).intersection(clip).integral.intersection(clip)
        guard !region.isEmpty, region.width >= 1, region.height >= 1 else {
            culledLayerCount += 1
            return
        }
        let size = PixelSize(width: Int(region.width), height: Int(region.height))
        guard let target = targets.acquire(size, renderer: renderer) else {
            // No offscreen target: draw unmasked rather than not at all.
            drawBody(layer, transform: m, opacity: opacity, boundsInTarget: m.apply(to: layer.presentation.bounds))
            return
        }
        drawInto(target, region: region, transform: m) { offM in
            drawBody(layer, transform: offM, opacity: 1, boundsInTarget: offM.apply(to: layer.presentation.bounds))
        }

        let tw = Double(target.pixelSize.width), th = Double(target.pixelSize.height)
        let uvMap = AffineTransform(translationX: -region.minX, y: -region.minY).concatenating(AffineTransform(scaleX: 1 / tw, y: 1 / th))
        let id = ObjectIdentifier(layer)
        if let mask = layer.mask {
            let maskOpacity = mask.isHidden ? 0 : min(1, max(0, mask.presentation.opacity.isNaN ? 0 : mask.presentation.opacity))
            let style = MeshStyle(texture: target.handle, opacity: opacity * maskOpacity, premultiplied: premultiplied, uvMap: uvMap)
            let maskM = mask.localToSuperlayer.concatenating(m)
            if let shape = mask as? ShapeLayer {
                let tolerance = Compositor.localTolerance(maskM)
                if shape.tessellation.map({ !$0.suits(tolerance: tolerance) }) ?? true {
                    shape.tessellation = Tessellation(path: shape.path, tolerance: tolerance)
                }
                if let t = shape.tessellation {
                    let mark = drawList.indices.count
                    drawList.addFill(t, transform: maskM, style: style, layer: id, scratch: &scratch)
                    // A mask reaching well outside the target (grown past the window) is cut
                    // to it, so its texture coordinates stay exact.
                    let reach = maskM.apply(to: shape.path.controlPointBounds)
                    let slack = region.insetBy(dx: -2, dy: -2)
                    if reach.minX < slack.minX || reach.minY < slack.minY || reach.maxX > slack.maxX || reach.maxY > slack.maxY { drawList.clipTriangles(since: mark, to: region) }
                }
            } else {
                fillRoundedRect(mask.presentation.bounds, radius: mask.presentation.cornerRadius, transform: maskM, style: style, layer: id)
            }
        } else if layer.masksToBounds {
            let style = MeshStyle(texture: target.handle, opacity: opacity, premultiplied: premultiplied, uvMap: uvMap)
            fillRoundedRect(layer.presentation.bounds, radius: layer.presentation.cornerRadius, transform: m, style: style, layer: id)
        } else {
            let style = MeshStyle(texture: target.handle, opacity: opacity, premultiplied: premultiplied, uvMap: uvMap, dimming: layer.presentation.dimming)
            drawList.addQuad(region, transform: .identity, style: style, layer: id)
        }
        targets.release(target)
    }

    /// Draws into `target` what `draw` draws with the window-pixel transform `m` moved so that
    /// `region` lands at the target's origin, then returns to the current target and clip.
    func drawInto(_ target: Texture, region: Rect, transform m: AffineTransform, _ draw: (AffineTransform) -> Void) {
        let savedClip = clip, savedClipSet = clipIsSet, savedTarget = currentTarget
        currentTarget = target.handle
        drawList.setTarget(target.handle)
        drawList.clear(.clear)
        clip = Rect(x: 0, y: 0, width: region.width, height: region.height)
        clipIsSet = false
        draw(m.concatenating(AffineTransform(translationX: -region.minX, y: -region.minY)))
        if !premultiplied { drawList.unpremultiply(target.handle, rect: clip) }
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
            let sm = sub.localToSuperlayer.concatenating(m)
            guard sm.isFinite else { continue }
            r = r.union(subtreeBounds(sub, transform: sm))
        }
        return r
    }
}
