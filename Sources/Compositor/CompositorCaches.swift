import Geometry

/// What a compositor keeps from frame to frame: textures, offscreen targets, finished
/// subtrees, tessellated shapes and a scratch buffer. Kept apart from the per-frame walk
/// (`FrameBuilder`) so that a steady frame reuses all of it and allocates nothing.
@MainActor
final class CompositorCaches {
    let textures = TextureCache()
    let targets = RenderTargetPool()
    let rasterCache = RasterCache()
    /// Masked layers' drawings before the mask, reused while only the mask changes
    /// (`FrameBuilder.cachedBody`).
    let maskedBodies = RasterCache(budgetScreens: 2)
    private var roundedRects: [RoundedRectKey: Tessellation] = [:]
    private var borders: [BorderKey: BorderRing] = [:]
    /// Working points for meshes (`DrawList.addFill`, `addRing`), kept for its capacity.
    var scratch: [Point] = []
    /// The window pixels each sublayer surely covers (`Rect.null`: none), a stack with one run
    /// per parent being drawn (see `FrameBuilder.drawBody`), kept for its capacity.
    var covers: [Rect] = []
    /// The runs of `covers` that hide what is being drawn: for each ancestor whose sublayers
    /// occlude, the covers of the siblings drawn after the one on the way down (a stack, see
    /// `FrameBuilder.drawBody`). A copy from the raster cache leaves out what they hide.
    var occluders: [Range<Int>] = []
    /// The covers that hide one copy, in its texture's pixels, and the pieces it is cut into.
    var hiding: [Rect] = []
    var copyPieces: [Rect] = []
    /// What opaque layers surely paint, and what they leave of an area (see
    /// `FrameBuilder.uncovered`), with a buffer to cut into; kept for their capacity.
    var sureCovers: [Rect] = []
    var uncovered: [Rect] = []
    var pieces: [Rect] = []

    /// A rounded rect at the origin, flattened at `tolerance` (in its own units) or finer, and
    /// triangulated if asked. Made from its key alone, so the same rect is the same contours
    /// whatever this cache held before (a raster-cache capture and a direct draw agree).
    func roundedRect(_ size: Size, radius: Double, tolerance: Double, triangulated: Bool) -> Tessellation {
        let key = RoundedRectKey(width: size.width, height: size.height, radius: radius, tolerance: tolerance, triangulated: triangulated)
        if let t = roundedRects[key] { return t }
        let t = Tessellation(path: .roundedRect(Rect(x: 0, y: 0, width: key.width, height: key.height), cornerRadius: key.radius),
            tolerance: key.tolerance, triangulated: triangulated)
        // A bound, not an eviction policy: shapes animating through many sizes start afresh.
        if roundedRects.count > 512 { roundedRects.removeAll() }
        roundedRects[key] = t
        return t
    }

    /// The border ring of a rounded rect of `size`, made on first use.
    func border(_ size: Size, cornerRadius: Double, lineWidth: Double) -> BorderRing {
        let key = BorderKey(width: size.width, height: size.height, radius: cornerRadius, lineWidth: lineWidth)
        if let cached = borders[key] { return cached }
        let ring = BorderRing(size: Size(width: key.width, height: key.height), cornerRadius: key.radius, lineWidth: key.lineWidth)
        // Bounded as the rounded rects are.
        if borders.count > 512 { borders.removeAll() }
        borders[key] = ring
        return ring
    }

    /// After a frame has run: caches drop what went unused and destroy replaced textures.
    func endFrame(renderer: Renderer) {
        textures.endFrame(renderer: renderer)
        targets.endFrame(renderer: renderer)
        rasterCache.endFrame(renderer: renderer)
        maskedBodies.endFrame(renderer: renderer)
    }

    /// Destroys every texture held (before the renderer goes away).
    func releaseAll(renderer: Renderer) {
        textures.releaseAll(renderer: renderer)
        targets.releaseAll(renderer: renderer)
        rasterCache.releaseAll(renderer: renderer)
        maskedBodies.releaseAll(renderer: renderer)
    }
}
