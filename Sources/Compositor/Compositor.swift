import Geometry

/// Turns a layer tree into a draw list and runs it on a renderer.
///
/// Layers draw in tree order: background, contents, shape fill, sublayers, border. A layer
/// with a mask, with rounded or rotated clipping around sublayers, or with group opacity is
/// drawn into an offscreen target first, then composited through its mask or clip path
/// (triangulated, with an antialiased fringe). Layers whose pixels miss the visible area are
/// culled, and a clipped layer that misses it is skipped with its whole subtree.
///
/// The compositor keeps only what outlives a frame: its settings, the caches
/// (`CompositorCaches`) and the draw list's buffers. Each frame is walked by a `FrameBuilder`,
/// a value made for that frame, which borrows the draw list and hands it back.
@MainActor
public final class Compositor {
    public internal(set) var drawList = DrawList()
    /// What the window is cleared to before the root draws.
    public var clearColor: Color = .black
    /// Whether finished subtrees are kept as textures (see `RasterCache`). Tests of the
    /// direct drawing path turn it off.
    public var cachesRasterizedLayers = true
    /// Whether a large path's inside is said as rectangles (`DrawList.markPathInterior`), for
    /// a renderer that fills paths to paint plain. Tests compare frames with it off.
    public var marksPathInteriors = true
    /// A fault to make on purpose, for showing that a pixel check catches it (nil: none).
    public var fault: RenderFault?
    /// Counts layers whose own drawing was culled in the last frame (for tests and the overlay).
    public internal(set) var culledLayerCount = 0

    let caches = CompositorCaches()

    public init() {}

    /// Number of subtrees held by the raster cache (for tests and diagnostics).
    public var rasterCacheCount: Int { caches.rasterCache.count }

    /// Builds the frame's draw list for `root`, drawn at `scale` pixels per point, then runs it.
    public func render(_ root: Layer, on renderer: Renderer, scale: Double) {
        build(root, for: renderer, scale: scale)
        renderer.execute(drawList)
        finishFrame(root, renderer: renderer)
    }

    /// Builds the draw list without executing it (tests inspect it; `render` executes it).
    public func build(_ root: Layer, for renderer: Renderer, scale: Double) {
        var frame = FrameBuilder(root: root, renderer: renderer, scale: scale, cachesRasterizedLayers: cachesRasterizedLayers, caches: caches)
        frame.fault = fault
        frame.marksPathInteriors = marksPathInteriors
        // The frame borrows the kept draw list, so its buffers keep their capacity: swapping
        // leaves each buffer with one owner, and nothing is copied.
        swap(&drawList, &frame.drawList)
        frame.draw(root, clearColor: clearColor)
        swap(&drawList, &frame.drawList)
        drawList.fault = fault
        culledLayerCount = frame.culledLayerCount
    }

    /// Ends a frame: marks the tree clean and lets caches drop what went unused.
    public func finishFrame(_ root: Layer, renderer: Renderer) {
        root.didComposite()
        caches.endFrame(renderer: renderer)
    }

    /// Destroys every texture this compositor made (before the renderer goes away).
    public func releaseResources(on renderer: Renderer) {
        caches.releaseAll(renderer: renderer)
    }

    /// Where image contents go in `bounds`, and which part of the image (in 0...1 texture
    /// coordinates) is shown, for a contents gravity.
    public static func imagePlacement(_ image: Size, in bounds: Rect, gravity: ContentsGravity) -> (Rect, Rect) {
        let full = Rect(x: 0, y: 0, width: 1, height: 1)
        guard image.width > 0, image.height > 0, bounds.width > 0, bounds.height > 0 else { return (.zero, full) }
        switch gravity {
        case .resize:
            return (bounds, full)
        case .resizeAspect:
            let s = min(bounds.width / image.width, bounds.height / image.height)
            let w = image.width * s, h = image.height * s
            return (Rect(x: bounds.midX - w / 2, y: bounds.midY - h / 2, width: w, height: h), full)
        case .resizeAspectFill:
            let s = max(bounds.width / image.width, bounds.height / image.height)
            let uw = bounds.width / (image.width * s), uh = bounds.height / (image.height * s)
            return (bounds, Rect(x: (1 - uw) / 2, y: (1 - uh) / 2, width: uw, height: uh))
        }
    }
}
