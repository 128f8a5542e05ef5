import Compositor
import Geometry
import Runtime
import SDLPlatform
import SegueTesting
import Testing
import DemoTesting
import Scenes

/// A rounded layer is drawn from what it is now, not from what the compositor drew before:
/// a compositor that has drawn a nearly identical rounded rect or border (a size within 1/64
/// pt, a flattening tolerance within a power of two: the last frames of a zoom coming to
/// rest) draws the resting layer, captured into the raster cache and copied, exactly as a
/// fresh compositor draws it directly. The tessellation caches merged such shapes and handed
/// out whichever came first, so the app's compositor and `--check-pixels`' own, with other
/// histories, drew the Modal zoom's resting icon with corners 3 levels apart.
@MainActor
@Suite(.serialized) struct ShapeCacheHistoryTests {
    static let size = Size(width: 240, height: 160)

    /// An indigo card with round corners (and a border if asked) over a white window, drawn
    /// `zoom` times its size around a point between pixels.
    static func tree(bordered: Bool) -> (root: Layer, card: Layer) {
        let root = Layer()
        root.frame = Rect(x: 0, y: 0, width: size.width, height: size.height)
        root.backgroundColor = .white
        let card = Layer()
        card.backgroundColor = Color(hex: 0x3D4BD8)
        card.cornerRadius = 9
        if bordered {
            card.borderWidth = 2
            card.borderColor = Color(hex: 0xF2A341)
        }
        root.addSublayer(card)
        return (root, card)
    }

    static func place(_ card: Layer, side: Double, zoom: Double) {
        card.bounds = Rect(x: 0, y: 0, width: side, height: side * 0.75)
        card.position = Point(x: 120.3, y: 80.6)
        card.transform = AffineTransform(scaleX: zoom, y: zoom)
    }

    /// The card drawn by a compositor that first drew it at `before` (side, zoom), then at
    /// `after` for three frames (drawn, captured, copied), against a fresh compositor's direct
    /// draw of `after`.
    func failure(bordered: Bool, before: (Double, Double), after: (Double, Double), canvas: HeadlessCanvas) throws -> PixelCheckFailure? {
        let (root, card) = ShapeCacheHistoryTests.tree(bordered: bordered)
        let compositor = Compositor()
        defer { compositor.releaseResources(on: canvas.renderer) }
        ShapeCacheHistoryTests.place(card, side: before.0, zoom: before.1)
        for _ in 0..<3 { compositor.render(root, on: canvas.renderer, scale: 1) }
        ShapeCacheHistoryTests.place(card, side: after.0, zoom: after.1)
        for _ in 0..<3 { compositor.render(root, on: canvas.renderer, scale: 1) }
        #expect(compositor.rasterCacheCount == 1, "the resting card is not in the raster cache")
        guard let drawn = canvas.snapshot() else { throw HarnessError("the canvas could not be read") }
        let direct = try FillInvariantTests.render(root, canvas: canvas)
        return PixelChecks.cacheFailure(direct: direct, drawn: drawn, tolerance: FillInvariantTests.worstAllowed)
    }

    /// Sizes 0.0075 pt apart (one 1/64 pt step of the old key), drawn 4 times as large.
    @Test(arguments: [false, true])
    func aNearlyIdenticalSizeDrawnBeforeChangesNothing(bordered: Bool) throws {
        let canvas = try HeadlessCanvas(size: ShapeCacheHistoryTests.size, fonts: try Resources(app: DemoApp.repository).fonts)
        defer { canvas.close() }
        let failure = try failure(bordered: bordered, before: (40, 4), after: (40.0075, 4), canvas: canvas)
        #expect(failure == nil, "\(failure.map { "\($0)" } ?? "")")
    }

    /// Zooms 2.1 and 2.9 want flattening tolerances within one power of two of each other.
    @Test func aToleranceWithinTheSamePowerOfTwoDrawnBeforeChangesNothing() throws {
        let canvas = try HeadlessCanvas(size: ShapeCacheHistoryTests.size, fonts: try Resources(app: DemoApp.repository).fonts)
        defer { canvas.close() }
        let failure = try failure(bordered: false, before: (40, 2.1), after: (40, 2.9), canvas: canvas)
        #expect(failure == nil, "\(failure.map { "\($0)" } ?? "")")
    }
}
