import Geometry

/// Turns a layer tree into a draw list and runs it on a renderer.
///
/// Layers draw in tree order: background, contents, shape fill, sublayers, border. A layer
/// with a mask, with rounded or rotated clipping around sublayers, or with group opacity is
/// drawn into an offscreen target first, then composited through its mask or clip path
/// (triangulated, with an antialiased fringe). Layers whose pixels miss the visible area are
/// culled, and a clipped layer that misses it is skipped with its whole subtree.
@MainActor
public final class Compositor {
    public internal(set) var drawList = DrawList()
    /// What the window is cleared to before the root draws.
    public var clearColor: Color = .black

    let textures = TextureCache()
    let targets = RenderTargetPool()
    let rasterCache = RasterCache()
    /// Whether finished subtrees are kept as textures (see `RasterCache`). Tests of the
    /// direct drawing path turn it off.
    public var cachesRasterizedLayers = true
    var roundedRects: [RoundedRectKey: Tessellation] = [:]
    var borders: [BorderKey: BorderRing] = [:]
    var scratch: [Point] = []

    // Per-frame state.
    var renderer: Renderer?
    var scale: Double = 1
    var premultiplied = false
    /// The visible area of the current target, in its pixels; drawing outside it is culled.
    var clip = Rect.zero
    var clipIsSet = false
    var currentTarget = TextureHandle.none
    /// The root whose background became the clear colour this frame.
    var skipsRootBackground: ObjectIdentifier?
    /// Counts layers whose own drawing was culled in the last frame (for tests and the overlay).
    public internal(set) var culledLayerCount = 0

    public init() {}

    /// Number of subtrees held by the raster cache (for tests and diagnostics).
    public var rasterCacheCount: Int { rasterCache.count }

    /// Builds the frame's draw list for `root`, drawn at `scale` pixels per point, then runs it.
    public func render(_ root: Layer, on renderer: Renderer, scale: Double) {
        build(root, for: renderer, scale: scale)
        renderer.execute(drawList)
        finishFrame(root, renderer: renderer)
    }

    /// Builds the draw list without executing it (tests inspect it; `render` executes it).
    public func build(_ root: Layer, for renderer: Renderer, scale: Double) {
        self.renderer = renderer
        self.scale = scale > 0 && scale.isFinite ? scale : 1
        premultiplied = renderer.supportsPremultipliedBlending
        culledLayerCount = 0
        drawList.reset()
        let out = renderer.outputPixelSize
        clip = Rect(x: 0, y: 0, width: Double(max(0, out.width)), height: Double(max(0, out.height)))
        clipIsSet = false
        currentTarget = .none
        drawList.setTarget(.none)
        // An opaque root that fills the window is the clear colour: no second full-window pass.
        let rootFill = root.presentation.backgroundColor
        let rootCovers = rootFill.alpha >= 1 && root.presentation.cornerRadius == 0 && root.superlayer == nil
            && root.localToSuperlayer.isRectilinear && root.frame.contains(Point(x: 0, y: 0))
            && root.frame.maxX * self.scale >= Double(out.width) && root.frame.maxY * self.scale >= Double(out.height)
        skipsRootBackground = rootCovers ? ObjectIdentifier(root) : nil
        drawList.clear(rootCovers ? rootFill : clearColor)
        if !out.isEmpty {
            drawLayer(root, parent: AffineTransform(scaleX: self.scale, y: self.scale), opacity: 1)
        }
    }

    /// Ends a frame: marks the tree clean and lets caches drop what went unused.
    public func finishFrame(_ root: Layer, renderer: Renderer) {
        root.didComposite()
        textures.endFrame(renderer: renderer)
        targets.endFrame(renderer: renderer)
        rasterCache.endFrame(renderer: renderer)
        self.renderer = nil
    }

    /// Destroys every texture this compositor made (before the renderer goes away).
    public func releaseResources(on renderer: Renderer) {
        textures.releaseAll(renderer: renderer)
        targets.releaseAll(renderer: renderer)
        rasterCache.releaseAll(renderer: renderer)
    }

    // MARK: The walk

    func drawLayer(_ layer: Layer, parent: AffineTransform, opacity parentOpacity: Double) {
        let layerOpacity = layer.presentation.opacity.isNaN ? 0 : min(1, max(0, layer.presentation.opacity))
        guard !layer.isHidden, layerOpacity > 0 else { return }
        let m = layer.localToSuperlayer.concatenating(parent)
        guard m.isFinite, m.determinant != 0 else { return }
        let opacity = parentOpacity * layerOpacity
        let boundsInTarget = m.apply(to: layer.presentation.bounds)
        let clips = layer.masksToBounds || layer.mask != nil
        if clips && !boundsInTarget.intersects(clip) {
            culledLayerCount += 1
            return
        }
        if cachesRasterizedLayers, currentTarget == .none, layer.superlayer != nil, isCostly(layer, transform: m, opacity: layerOpacity),
            drawCached(layer, transform: m, opacity: opacity)
        {
            return
        }
        render(layer, transform: m, opacity: opacity, ownOpacity: layerOpacity, boundsInTarget: boundsInTarget)
    }

    /// Draws a layer and its subtree, offscreen when its clipping or opacity needs it.
    func render(_ layer: Layer, transform m: AffineTransform, opacity: Double, ownOpacity: Double, boundsInTarget: Rect, dims: Bool = true) {
        if needsOffscreen(layer, transform: m, opacity: ownOpacity, dims: dims) {
            drawOffscreen(layer, transform: m, opacity: opacity)
            return
        }
        drawBody(layer, transform: m, opacity: opacity, boundsInTarget: boundsInTarget)
    }

    /// Background, contents, shape, sublayers (clipped to a rectangle when asked) and border.
    func drawBody(_ layer: Layer, transform m: AffineTransform, opacity: Double, boundsInTarget: Rect) {
        if boundsInTarget.intersects(clip) {
            drawOwnContent(layer, transform: m, opacity: opacity)
        } else {
            culledLayerCount += 1
        }
        if !layer.sublayers.isEmpty {
            let saved = clip
            let savedSet = clipIsSet
            if layer.masksToBounds {
                clip = clip.intersection(boundsInTarget.integral)
                setClip()
            }
            if !clip.isEmpty {
                let subs = layer.sublayers
                for (i, sub) in subs.enumerated() {
                    // Siblings drawn later that are opaque rectangles hide part of this one:
                    // draw it only where it still shows (a page under a sliding page).
                    let shown = unoccluded(clip, by: subs, after: i, parent: m, opacity: opacity)
                    if shown == clip {
                        drawLayer(sub, parent: m, opacity: opacity)
                    } else if !shown.isEmpty {
                        let outer = clip, outerSet = clipIsSet
                        clip = shown
                        setClip()
                        drawLayer(sub, parent: m, opacity: opacity)
                        clip = outer
                        clipIsSet = outerSet
                        if outerSet { setClip() } else { drawList.setClip(nil) }
                    } else {
                        culledLayerCount += 1
                    }
                }
            }
            if layer.masksToBounds {
                clip = saved
                clipIsSet = savedSet
                if savedSet { setClip() } else { drawList.setClip(nil) }
            }
        }
        if layer.borderWidth > 0, boundsInTarget.intersects(clip) {
            drawBorder(layer, transform: m, opacity: opacity)
        }
    }

    /// The part of `area` not covered by the opaque, axis-aligned, full-opacity rectangles
    /// among `siblings` after index `i`, as far as the remainder stays a rectangle.
    func unoccluded(_ area: Rect, by siblings: [Layer], after i: Int, parent m: AffineTransform, opacity: Double) -> Rect {
        guard opacity >= 1 else { return area }
        var r = area
        var j = i + 1
        while j < siblings.count && j <= i + 8 && !r.isEmpty {
            let s = siblings[j]
            j += 1
            let v = s.presentation
            guard !s.isHidden, v.opacity >= 1, v.backgroundColor.alpha >= 1, v.cornerRadius == 0, v.dimming == 0, s.mask == nil else { continue }
            let sm = s.localToSuperlayer.concatenating(m)
            guard DrawList.isAxisAligned(sm) else { continue }
            // Shrink only by whole pixels the sibling surely covers.
            let c = sm.apply(to: v.bounds)
            let cover = Rect(x: c.minX.rounded(.up), y: c.minY.rounded(.up), width: 0, height: 0)
            let x1 = c.maxX.rounded(.down), y1 = c.maxY.rounded(.down)
            guard x1 > cover.origin.x, y1 > cover.origin.y else { continue }
            let covered = Rect(x: cover.origin.x, y: cover.origin.y, width: x1 - cover.origin.x, height: y1 - cover.origin.y)
            if covered.minY <= r.minY && covered.maxY >= r.maxY {
                if covered.minX <= r.minX && covered.maxX >= r.maxX { return .null }
                if covered.minX <= r.minX && covered.maxX > r.minX { r = Rect(x: covered.maxX, y: r.minY, width: r.maxX - covered.maxX, height: r.height) }
                else if covered.maxX >= r.maxX && covered.minX < r.maxX { r = Rect(x: r.minX, y: r.minY, width: covered.minX - r.minX, height: r.height) }
            } else if covered.minX <= r.minX && covered.maxX >= r.maxX {
                if covered.minY <= r.minY && covered.maxY > r.minY { r = Rect(x: r.minX, y: covered.maxY, width: r.width, height: r.maxY - covered.maxY) }
                else if covered.maxY >= r.maxY && covered.minY < r.maxY { r = Rect(x: r.minX, y: r.minY, width: r.width, height: covered.minY - r.minY) }
            }
        }
        return r.isEmpty ? .null : r
    }

    func setClip() {
        clipIsSet = true
        let r = clip.isEmpty || !(abs(clip.minX) < 1e6 && abs(clip.maxX) < 1e6 && abs(clip.minY) < 1e6 && abs(clip.maxY) < 1e6) ? Rect.zero : clip
        drawList.setClip(PixelRect(
            x: Int32(clamping: Int(r.minX)), y: Int32(clamping: Int(r.minY)),
            width: Int32(clamping: Int(r.width)), height: Int32(clamping: Int(r.height))))
    }

    func hasVisibleSublayers(_ layer: Layer) -> Bool {
        for s in layer.sublayers where !s.isHidden && s.presentation.opacity > 0 { return true }
        return false
    }
}
