import Geometry

/// Drawing costly subtrees through the raster cache.
extension Compositor {
    /// A layer is worth caching when drawing it takes triangulated meshes or offscreen passes:
    /// rounded or bordered shapes, shape fills, masks, clipping, group opacity, rotation.
    func isCostly(_ layer: Layer, transform m: AffineTransform, opacity: Double) -> Bool {
        if !m.isRectilinear { return true }
        if layer.mask != nil || layer.borderWidth > 0 { return true }
        if layer.presentation.cornerRadius > 0 && (layer.presentation.backgroundColor.alpha > 0 || layer.masksToBounds) { return true }
        if let shape = layer as? ShapeLayer, !shape.path.isEmpty { return true }
        return needsOffscreen(layer, transform: m, opacity: opacity)
    }

    /// Draws `layer` from the cache, or captures it into the cache; false when it must be
    /// drawn directly this frame.
    func drawCached(_ layer: Layer, transform m: AffineTransform, opacity: Double) -> Bool {
        guard let renderer else { return false }
        let bounds = subtreeBounds(layer, transform: m)
        guard !bounds.isEmpty, bounds.width <= 8000, bounds.height <= 8000 else { return false }
        // A size that does not depend on where between pixels the subtree sits, so a subtree
        // sliding by fractions of a pixel keeps its entry.
        let region = Rect(
            x: bounds.minX.rounded(.down) - 1, y: bounds.minY.rounded(.down) - 1,
            width: bounds.width.rounded(.up) + 3, height: bounds.height.rounded(.up) + 3)
        let size = PixelSize(width: Int(region.width), height: Int(region.height))
        let signature = RasterCache.Signature(
            version: layer.subtreeVersion, a: m.a, b: m.b, c: m.c, d: m.d, width: size.width, height: size.height, scale: scale)
        switch rasterCache.lookup(layer, signature: signature, tx: m.tx, ty: m.ty) {
        case .miss:
            return false
        case .hit(let texture, let rect):
            blit(texture, at: rect, opacity: opacity, dimming: layer.presentation.dimming, layer: layer)
            return true
        case .capture:
            // The whole subtree is captured, visible or not, so a page sliding in can reuse it.
            guard rasterCache.canHold(size, output: renderer.outputPixelSize),
                let texture = renderer.makeRenderTarget(size: size)
            else { return false }
            drawInto(texture, region: region, transform: m) { offM in
                // Drawn at full opacity and undimmed: both apply when the texture is drawn.
                render(layer, transform: offM, opacity: 1, ownOpacity: 1, boundsInTarget: offM.apply(to: layer.presentation.bounds), dims: false)
            }
            rasterCache.store(layer, texture: texture, region: region, tx: m.tx, ty: m.ty)
            blit(texture, at: region, opacity: opacity, dimming: layer.presentation.dimming, layer: layer)
            return true
        }
    }

    private func blit(_ texture: Texture, at rect: Rect, opacity: Double, dimming: Double, layer: Layer) {
        let style = MeshStyle(texture: texture.handle, opacity: opacity, premultiplied: premultiplied, uvMap: .identity, dimming: dimming)
        let uv = Rect(x: 0, y: 0, width: rect.width / Double(texture.pixelSize.width), height: rect.height / Double(texture.pixelSize.height))
        drawList.addTexturedQuad(rect, transform: .identity, uv: uv, style: style, layer: ObjectIdentifier(layer))
        let v = layer.presentation
        if v.backgroundColor.alpha >= 1 && v.cornerRadius == 0 && layer.mask == nil && subtreeBounds(layer, transform: .identity) == v.bounds {
            drawList.markLastCopyOpaque()
        }
    }
}
