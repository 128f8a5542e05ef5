import Compositor
import Geometry
import Runtime
import SDLPlatform
import SegueTesting
import Testing
import DemoTesting
import Scenes

/// A page revealed through a mask that grows every frame (Logo Reveal) is drawn into an
/// offscreen target once and then reused while only the mask changes; each frame is still
/// the frame a fresh compositor draws directly, and a change to the page itself shows in
/// the very next frame.
@MainActor
@Suite(.serialized) struct MaskedBodyCacheTests {
    static let size = Size(width: 240, height: 160)

    /// A cream page with three coloured rows under a dark window, masked by a star-like
    /// shape, which `grow` scales about a point between pixels.
    static func tree() -> (root: Layer, page: Layer, row: Layer, mask: ShapeLayer) {
        let root = Layer()
        root.frame = Rect(x: 0, y: 0, width: size.width, height: size.height)
        root.backgroundColor = Color(hex: 0x141726)
        let page = Layer()
        page.frame = Rect(x: 10, y: 8, width: 220, height: 144)
        page.backgroundColor = Color(hex: 0xFFFDF7)
        var rows: [Layer] = []
        for (i, hex) in [0x34A853, 0xD1D1D6, 0x3D4BD8].enumerated() {
            let row = Layer()
            row.frame = Rect(x: 12, y: 14 + Double(i) * 40, width: 190, height: 24)
            row.backgroundColor = Color(hex: UInt32(hex))
            row.cornerRadius = 6
            page.addSublayer(row)
            rows.append(row)
        }
        let mask = ShapeLayer()
        var star = Path()
        star.move(to: Point(x: 0, y: -20))
        star.addLine(to: Point(x: 6, y: -6))
        star.addLine(to: Point(x: 20, y: 0))
        star.addLine(to: Point(x: 6, y: 6))
        star.addLine(to: Point(x: 0, y: 20))
        star.addLine(to: Point(x: -6, y: 6))
        star.addLine(to: Point(x: -20, y: 0))
        star.addLine(to: Point(x: -6, y: -6))
        star.closeSubpath()
        mask.path = star
        mask.fillColor = .black
        page.mask = mask
        root.addSublayer(page)
        return (root, page, rows[1], mask)
    }

    static func grow(_ mask: ShapeLayer, frame k: Int) {
        mask.position = Point(x: 110.3, y: 72.6)
        let s = 1 + Double(k) * 0.37
        mask.transform = AffineTransform(scaleX: s, y: s)
        mask.opacity = 0.48
    }

    /// How many commands draw into an offscreen target in the last frame.
    static func offscreenDrawing(_ compositor: Compositor) -> Int {
        var inTarget = false, count = 0
        for c in compositor.drawList.commands {
            if c.kind == .setTarget { inTarget = c.texture != .none } else if inTarget && c.kind != .clear { count += 1 }
        }
        return count
    }

    @Test func aPageUnderAGrowingMaskIsDrawnOnceAndStaysExact() throws {
        let canvas = try HeadlessCanvas(size: MaskedBodyCacheTests.size, fonts: try Resources(app: DemoApp.repository).fonts)
        defer { canvas.close() }
        let (root, _, row, mask) = MaskedBodyCacheTests.tree()
        let compositor = Compositor()
        defer { compositor.releaseResources(on: canvas.renderer) }
        var failures: [String] = []
        for k in 0..<12 {
            MaskedBodyCacheTests.grow(mask, frame: k)
            // The page itself changes once, mid-way: the next frame shows it.
            if k == 7 { row.backgroundColor = Color(hex: 0xF2A341) }
            compositor.render(root, on: canvas.renderer, scale: 1)
            let offscreen = MaskedBodyCacheTests.offscreenDrawing(compositor)
            // Drawn directly (frames 0 and 7), captured (1 and 8), then copied from the cache.
            let reused = k >= 2 && k != 7 && k != 8
            if reused && offscreen > 0 { failures.append("frame \(k): the page was drawn again (\(offscreen) commands offscreen)") }
            guard let drawn = canvas.snapshot() else { throw HarnessError("the canvas could not be read") }
            let direct = try FillInvariantTests.render(root, canvas: canvas)
            if let failure = PixelChecks.cacheFailure(direct: direct, drawn: drawn, tolerance: FillInvariantTests.worstAllowed) {
                failures.append("frame \(k): \(failure)")
            }
        }
        #expect(failures.isEmpty, "\(failures.joined(separator: "\n"))")
    }
}
