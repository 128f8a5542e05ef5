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
        return needsOffscreen(layer, transform: m, opacity: opacity)
    }

    /// Draws `layer` from the cache, or captures it into the cache; false when it must be
    /// drawn directly this frame.
    mutating func drawCached(_ layer: Layer, transform m: AffineTransform, opacity: Double) -> Bool {
        // A page with an opaque background is captured at whole pixels, so its copy can say
        // exactly which pixels are opaque (and be drawn without blending).
        let opaquePage = isOpaquePage(layer)
        let placed = opaquePage ? AffineTransform(a: m.a, b: m.b, c: m.c, d: m.d, tx: m.tx.rounded(), ty: m.ty.rounded()) : m
        let bounds = subtreeBounds(layer, transform: placed)
        guard !bounds.isEmpty, bounds.width <= 8000, bounds.height <= 8000 else { return false }
        // A size that does not depend on where between pixels the subtree sits, so a subtree
        // sliding by fractions of a pixel keeps its entry.
        let region = Rect(
            x: bounds.minX.rounded(.down) - 1, y: bounds.minY.rounded(.down) - 1,
            width: bounds.width.rounded(.up) + 3, height: bounds.height.rounded(.up) + 3)
        let size = PixelSize(width: Int(region.width), height: Int(region.height))
        let signature = RasterCache.Signature(
            version: layer.subtreeVersion, a: m.a, b: m.b, c: m.c, d: m.d, width: size.width, height: size.height, scale: scale)
        switch caches.rasterCache.lookup(layer, signature: signature, tx: placed.tx, ty: placed.ty) {
        case .miss:
            return false
        case .hit(let texture, let rect, let opaque):
            blit(texture, at: rect, opaque: opaque, opacity: opacity, dimming: layer.presentation.dimming, layer: layer)
            return true
        case .capture:
            guard caches.rasterCache.canHold(size, output: renderer.outputPixelSize),
                let texture = renderer.makeRenderTarget(size: size)
            else { return false }
            drawInto(texture, region: region, transform: placed) { frame, offM in
                // Drawn at full opacity and undimmed: both apply when the texture is drawn.
                frame.render(layer, transform: offM, opacity: 1, ownOpacity: 1, boundsInTarget: offM.apply(to: layer.presentation.bounds), dims: false)
            }
            var opaque: Rect?
            if opaquePage {
                let b = bounds.offsetBy(dx: -region.minX, dy: -region.minY)
                if b.minX == b.minX.rounded(), b.minY == b.minY.rounded(), b.width == b.width.rounded(), b.height == b.height.rounded() { opaque = b }
            }
            caches.rasterCache.store(layer, texture: texture, region: region, tx: placed.tx, ty: placed.ty, opaqueRect: opaque)
            blit(texture, at: region, opaque: opaque, opacity: opacity, dimming: layer.presentation.dimming, layer: layer)
            return true
        }
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

    /// Whether an opaque image fills the layer's bounds.
    private func imageFillsOpaquely(_ layer: Layer) -> Bool {
        guard case .image(let image) = layer.contents, image.isOpaque else { return false }
        return layer.contentsGravity != .resizeAspect
    }

    /// An axis-aligned layer whose opaque, square-cornered background (or opaque image filling
    /// it) is all of its drawing's extent.
    private func isOpaquePage(_ layer: Layer) -> Bool {
        let v = layer.presentation
        return (v.backgroundColor.alpha >= 1 || imageFillsOpaquely(layer)) && v.cornerRadius == 0 && layer.mask == nil && layer.borderWidth == 0
            && v.transform.isRectilinear && subtreeBounds(layer, transform: .identity) == v.bounds
    }

    private mutating func blit(_ texture: Texture, at rect: Rect, opaque: Rect?, opacity: Double, dimming: Double, layer: Layer) {
        let style = MeshStyle(texture: texture.handle, opacity: opacity, premultiplied: premultiplied, uvMap: .identity, dimming: dimming)
        let tw = Double(texture.pixelSize.width), th = Double(texture.pixelSize.height)
        if let o = opaque {
            // Only the opaque pixels: the renderer may copy them without blending.
            let uv = Rect(x: o.minX / tw, y: o.minY / th, width: o.width / tw, height: o.height / th)
            drawList.addTexturedQuad(o.offsetBy(dx: rect.minX, dy: rect.minY), transform: .identity, uv: uv, style: style, layer: ObjectIdentifier(layer))
            drawList.markLastCopyOpaque()
        } else {
            let uv = Rect(x: 0, y: 0, width: rect.width / tw, height: rect.height / th)
            drawList.addTexturedQuad(rect, transform: .identity, uv: uv, style: style, layer: ObjectIdentifier(layer))
        }
    }
}
