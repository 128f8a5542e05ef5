import Geometry

/// One frame's walk of a layer tree into a draw list. `Compositor.build` makes one per frame
/// and drops it after, so the walk's state (target, clip, counts) starts afresh each frame
/// and the long-lived caches are reached only through `caches`.
///
/// The walk is split by concern: the tree and its clipping here, a layer's own drawing in
/// `+Content`, offscreen passes in `+Offscreen`, the raster cache in `+RasterCache`.
@MainActor
struct FrameBuilder {
    /// The draw list being filled: the compositor's, lent for the frame (see `Compositor.build`).
    var drawList = DrawList()
    let caches: CompositorCaches
    let renderer: Renderer
    /// Pixels per point.
    let scale: Double
    /// Whether the renderer blends premultiplied sources; if not, offscreen results are
    /// converted to straight alpha.
    let premultiplied: Bool
    let cachesRasterizedLayers: Bool
    /// The root whose background became the clear colour this frame.
    let skipsRootBackground: ObjectIdentifier?
    /// The visible area of the current target, in its pixels; drawing outside it is culled.
    var clip: Rect
    /// Whether a clip command is in force on the current target (`clip` may be the whole target).
    var clipIsSet = false
    var currentTarget = TextureHandle.none
    /// Counts layers whose own drawing was culled (for tests and the overlay).
    var culledLayerCount = 0
    /// A fault made on purpose (see `RenderFault`).
    var fault: RenderFault?
    /// Whether large paths' insides are said as rectangles (`Compositor.marksPathInteriors`).
    var marksPathInteriors = true

    init(root: Layer, renderer: Renderer, scale: Double, cachesRasterizedLayers: Bool, caches: CompositorCaches) {
        self.caches = caches
        self.renderer = renderer
        self.scale = scale > 0 && scale.isFinite ? scale : 1
        self.cachesRasterizedLayers = cachesRasterizedLayers
        premultiplied = renderer.supportsPremultipliedBlending
        let out = renderer.outputPixelSize
        clip = Rect(x: 0, y: 0, width: Double(max(0, out.width)), height: Double(max(0, out.height)))
        // An opaque root that fills the window is the clear colour: no second full-window pass.
        let rootCovers = root.presentation.backgroundColor.alpha >= 1 && root.presentation.cornerRadius == 0 && root.superlayer == nil
            && root.localToSuperlayer.isRectilinear && root.frame.contains(Point(x: 0, y: 0))
            && root.frame.maxX * self.scale >= Double(out.width) && root.frame.maxY * self.scale >= Double(out.height)
        skipsRootBackground = rootCovers ? ObjectIdentifier(root) : nil
    }

    /// Starts the draw list afresh and fills it with the frame: the window's clear, then the tree.
    mutating func draw(_ root: Layer, clearColor: Color) {
        drawList.reset()
        drawList.drawsPaths = renderer.fillsPaths
        drawList.setTarget(.none)
        clearWindow(root, clearColor: skipsRootBackground != nil ? root.presentation.backgroundColor : clearColor)
        // The clip is the whole output here: empty only when the output is.
        if !clip.isEmpty {
            drawLayer(root, parent: AffineTransform(scaleX: scale, y: scale), opacity: 1)
        }
    }

    /// Clears the window where no opaque layer paints over it: nowhere, when pages and bars
    /// cover it. Only an opaque colour is cleared in pieces (filled over what was there).
    mutating func clearWindow(_ root: Layer, clearColor: Color) {
        let window = AffineTransform(scaleX: scale, y: scale)
        var pieces: [Rect]?
        if clearColor.alpha >= 1 {
            // A root whose background is the clear is covered by its sublayers.
            if skipsRootBackground == nil {
                pieces = uncovered(clip, by: CollectionOfOne(root), parent: window)
            } else if root.presentation.opacity >= 1 {
                pieces = uncovered(clip, by: root.sublayers, parent: PixelPlacement.transform(of: root, parent: window, scale: scale))
            }
        }
        guard let pieces, pieces.count != 1 || pieces[0] != clip else {
            drawList.clear(clearColor)
            return
        }
        let c = (Color.byte(clearColor.red), Color.byte(clearColor.green), Color.byte(clearColor.blue), UInt8(255))
        for piece in pieces { drawList.addFillRect(piece, color: c, layer: nil) }
    }

    mutating func drawLayer(_ layer: Layer, parent: AffineTransform, opacity parentOpacity: Double) {
        let layerOpacity = layer.presentation.opacity.isNaN ? 0 : min(1, max(0, layer.presentation.opacity))
        guard !layer.isHidden, layerOpacity > 0 else { return }
        let m = PixelPlacement.transform(of: layer, parent: parent, scale: scale)
        guard m.isFinite, m.determinant != 0 else { return }
        let opacity = parentOpacity * layerOpacity
        if let light = scrimLight(layer, transform: m, opacity: opacity) {
            drawList.darkenWindow(by: light)
            return
        }
        let boundsInTarget = m.apply(to: layer.presentation.bounds)
        let clips = layer.masksToBounds || layer.mask != nil
        if clips && !boundsInTarget.intersects(clip) {
            culledLayerCount += 1
            return
        }
        // The cache draws a subtree whole, then applies its opacity to the whole: the same
        // look as drawing it directly only when it is opaque or drawn as a group anyway.
        if cachesRasterizedLayers, currentTarget == .none, layer.superlayer != nil, opacity >= 1, drawWholeHit(layer, transform: m, opacity: opacity) {
            return
        }
        if cachesRasterizedLayers, currentTarget == .none, layer.superlayer != nil, isCostly(layer, transform: m, opacity: layerOpacity),
            opacity >= 1 || needsOffscreen(layer, transform: m, opacity: layerOpacity),
            drawCached(layer, transform: m, opacity: opacity, ownOpacity: layerOpacity)
        {
            return
        }
        render(layer, transform: m, opacity: opacity, ownOpacity: layerOpacity, boundsInTarget: boundsInTarget)
    }

    /// Draws a layer and its subtree, offscreen when its clipping or opacity needs it.
    mutating func render(_ layer: Layer, transform m: AffineTransform, opacity: Double, ownOpacity: Double, boundsInTarget: Rect, dims: Bool = true) {
        if needsOffscreen(layer, transform: m, opacity: ownOpacity, dims: dims) {
            drawOffscreen(layer, transform: m, opacity: opacity, dims: dims)
            return
        }
        drawBody(layer, transform: m, opacity: opacity, boundsInTarget: boundsInTarget)
    }

    /// Background, contents, shape, sublayers (clipped to a rectangle when asked) and border.
    mutating func drawBody(_ layer: Layer, transform m: AffineTransform, opacity: Double, boundsInTarget: Rect) {
        if boundsInTarget.intersects(clip) {
            drawOwnContent(layer, transform: m, opacity: opacity)
        } else {
            culledLayerCount += 1
        }
        if !layer.sublayers.isEmpty {
            let saved = clip
            let savedSet = clipIsSet
            if layer.masksToBounds {
                // The pixels whose centres the bounds cover, as copies and fills are snapped:
                // rounded outward, an edge row 6% inside the bounds showed whatever lay under
                // the sublayers in full (a page's black under a picture snapped short of it).
                clip = clip.intersection(boundsInTarget.nearestPixels.insetBy(dx: -faultyClipReach, dy: -faultyClipReach))
                setClip()
            }
            if !clip.isEmpty {
                let subs = layer.sublayers
                // What each sublayer covers, worked out once for the parent, so that a
                // sibling drawn earlier is drawn only where it still shows (a page under a
                // sliding page) without transforming its followers again for every one.
                let base = caches.covers.count
                let occludes = opacity >= 1 && subs.count > 1
                if occludes { for sub in subs { caches.covers.append(FrameBuilder.cover(of: sub, parent: m, scale: scale)) } }
                for (i, sub) in subs.enumerated() {
                    let later = (base + i + 1)..<min(base + subs.count, base + i + 9)
                    let shown = occludes ? unoccluded(clip, coversFrom: later.lowerBound, to: later.upperBound) : clip
                    if occludes { caches.occluders.append(later) }
                    defer { if occludes { caches.occluders.removeLast() } }
                    if shown == clip {
                        drawLayer(sub, parent: m, opacity: opacity)
                    } else if !shown.isEmpty {
                        let outer = clip, outerSet = clipIsSet
                        clip = shown
                        setClip()
                        drawLayer(sub, parent: m, opacity: opacity)
                        restoreClip(outer, isSet: outerSet)
                    } else {
                        culledLayerCount += 1
                    }
                }
                if occludes { caches.covers.removeSubrange(base...) }
            }
            if layer.masksToBounds { restoreClip(saved, isSet: savedSet) }
        }
        if layer.borderWidth > 0, boundsInTarget.intersects(clip) {
            drawBorder(layer, transform: m, opacity: opacity)
        }
    }

    /// The whole pixels an opaque, axis-aligned, full-opacity layer surely covers under `m`
    /// (between its corners when they are round), or `Rect.null`.
    static func cover(of s: Layer, parent m: AffineTransform, scale: Double) -> Rect {
        let v = s.presentation
        guard !s.isHidden, v.opacity >= 1, paintsItsBoundsOpaque(s), v.dimming == 0, s.mask == nil else { return .null }
        let sm = PixelPlacement.transform(of: s, parent: m, scale: scale)
        guard DrawList.isAxisAligned(sm) else { return .null }
        return solidPart(of: s, transform: sm).innerPixels
    }

    /// The part of `area` not covered by the covers in `caches.covers[start..<end]` (the next
    /// siblings, up to eight), as far as the remainder stays a rectangle.
    func unoccluded(_ area: Rect, coversFrom start: Int, to end: Int) -> Rect {
        var r = area
        var j = start
        while j < end && !r.isEmpty {
            let covered = caches.covers[j]
            j += 1
            guard !covered.isNull else { continue }
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

    /// Puts `clip` in force in the draw list; one too far off to be a pixel rect clips everything.
    mutating func setClip() {
        clipIsSet = true
        let r = clip.isEmpty || !(abs(clip.minX) < 1e6 && abs(clip.maxX) < 1e6 && abs(clip.minY) < 1e6 && abs(clip.maxY) < 1e6) ? Rect.zero : clip
        drawList.setClip(PixelRect(
            x: Int32(clamping: Int(r.minX)), y: Int32(clamping: Int(r.minY)),
            width: Int32(clamping: Int(r.width)), height: Int32(clamping: Int(r.height))))
    }

    /// Returns to a clip saved before a narrower one was set, in the walk and in the draw list.
    mutating func restoreClip(_ saved: Rect, isSet: Bool) {
        clip = saved
        clipIsSet = isSet
        if isSet { setClip() } else { drawList.setClip(nil) }
    }

    /// How far a clip reaches past its bounds, in pixels: 0 unless a leak is made on purpose.
    var faultyClipReach: Double { fault == .clipLeak ? 3 : 0 }

    func hasVisibleSublayers(_ layer: Layer) -> Bool {
        for s in layer.sublayers where !s.isHidden && s.presentation.opacity > 0 { return true }
        return false
    }
}
