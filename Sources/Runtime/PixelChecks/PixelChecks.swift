import Compositor
import Geometry
import SDLPlatform

/// The pixel invariants, checked on whole frames of a real layer tree (`segue replay
/// --check-pixels` runs them on every frame of a session):
/// - cache: the frame as the app drew it (with the raster cache) is the tree drawn directly,
///   to `cacheTolerance` levels;
/// - clip and mask: for each clipping or masked layer, the tree drawn with that layer's
///   subtree recoloured changes nothing outside its clip or mask (`ClipCheck`);
/// - fill: each opaque fill, drawn alone, covers its inside exactly (`FillCheck`).
/// The clip and fill checks repaint a still copy of the tree (`Layer.snapshot`), never the
/// tree itself, so the app's layers, animations and raster cache are left as they were.
/// Every check draws on a canvas of its own, without the raster cache.
@MainActor
public final class PixelChecks {
    public let canvas: HeadlessCanvas
    let compositor = Compositor()
    public let scale: Double
    /// The largest channel difference allowed between a cached and a direct frame.
    public var cacheTolerance = 2
    /// A fault the checks' own drawing makes on purpose (see `RenderFault`). Damage faults
    /// are the app's to make (the frame it drew is checked against the checks' sound one).
    public var fault: RenderFault? {
        get { compositor.fault }
        set { compositor.fault = newValue?.isDamageFault == true ? nil : newValue }
    }
    /// What was checked so far.
    public private(set) var frames = 0
    public private(set) var clipsChecked = 0
    public private(set) var fillsChecked = 0

    /// Checks for frames of `size` points at `scale` pixels a point, cleared to `clearColor`
    /// as the app's are.
    public init(size: Size, scale: Double, fonts: FontLibrary, clearColor: Color) throws(PlatformError) {
        canvas = try HeadlessCanvas(size: size, scale: scale, fonts: fonts)
        // The reference is drawn whole every time, not as what changed since the last draw.
        canvas.renderer.tracksDamage = false
        self.scale = scale
        compositor.cachesRasterizedLayers = false
        compositor.clearColor = clearColor
    }

    /// Runs every check on `root`'s tree as it is now; `drawn` is the frame as the app drew
    /// it (nil: no cache check). The first failure, or nil when all hold.
    public func check(_ root: Layer, drawn: RGBAImage?) throws(PixelCheckError) -> PixelCheckFailure? {
        frames += 1
        let direct = try draw(root)
        if let drawn, let failure = PixelChecks.cacheFailure(direct: direct, drawn: drawn, tolerance: cacheTolerance) { return failure }
        let still = root.snapshot()
        // The copy must draw what the tree draws, or the checks below would be of another frame.
        let copy = try draw(still)
        if let box = ImageDifference.box(direct, copy, tolerance: 0) {
            throw PixelCheckError("a still copy of the frame's layers draws other pixels than the layers (first at \(box.x0), \(box.y0))")
        }
        var failure: PixelCheckFailure?
        do {
            let clips = ClipCheck(scale: scale)
            clipsChecked += ClipCheck.clippingLayers(still).count
            failure = try clips.failures(in: still, reference: copy, firstOnly: true) { try draw(still) }.first
            if failure != nil { return failure }
            let fills = try FillCheck(scale: scale).failure(in: still) { clear in try draw(still, clearColor: clear) }
            fillsChecked += fills.checked
            failure = fills.failure
        } catch let error as PixelCheckError {
            throw error
        } catch {
            throw PixelCheckError("\(error)")
        }
        return failure
    }

    /// The first pixel of `drawn` more than `tolerance` off `direct` in any channel.
    public static func cacheFailure(direct: RGBAImage, drawn: RGBAImage, tolerance: Int) -> PixelCheckFailure? {
        guard let box = ImageDifference.box(direct, drawn, tolerance: tolerance) else { return nil }
        var count = 0
        var first: (x: Int, y: Int)?
        for y in box.y0..<box.y1 {
            for x in box.x0..<box.x1 {
                let a = direct.pixel(x: x, y: y), b = drawn.pixel(x: x, y: y)
                let d = max(abs(Int(a.r) - Int(b.r)), abs(Int(a.g) - Int(b.g)), abs(Int(a.b) - Int(b.b)), abs(Int(a.a) - Int(b.a)))
                guard d > tolerance else { continue }
                if first == nil { first = (x, y) }
                count += 1
            }
        }
        guard let first else { return nil }
        return PixelCheckFailure(check: .cache, layer: "the frame", x: first.x, y: first.y,
            expected: direct.pixel(x: first.x, y: first.y), found: drawn.pixel(x: first.x, y: first.y), pixels: count,
            expectation: "the frame drawn directly and whole (no raster cache, no damage), to \(tolerance) levels")
    }

    /// `root`'s tree drawn directly on the checks' canvas.
    func draw(_ root: Layer, clearColor: Color? = nil) throws(PixelCheckError) -> RGBAImage {
        let kept = compositor.clearColor
        if let clearColor { compositor.clearColor = clearColor }
        defer { compositor.clearColor = kept }
        compositor.render(root, on: canvas.renderer, scale: scale)
        guard let image = canvas.snapshot() else { throw PixelCheckError("the checks' canvas could not be read") }
        return image
    }

    /// Lets go of the canvas and what was drawn on it.
    public func close() {
        compositor.releaseResources(on: canvas.renderer)
        canvas.close()
    }
}
