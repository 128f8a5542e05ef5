import Compositor
import Geometry
import Runtime
import SDLPlatform
import SegueTesting
import Testing
import DemoTesting
import Scenes

/// A card drawn over a still page, as a zoom grows one out of a grid: the page's cached copy
/// leaves out what the opaque card hides (between its round corners), and the card, drawn
/// through its rounded outline from an offscreen pass, has its inside copied rather than
/// blended. Every frame is, to the level, the frame cairo draws directly with neither,
/// whatever fraction of a pixel the card sits at.
@MainActor
@Suite(.serialized) struct HiddenUnderCardTests {
    static let size = Size(width: 480, height: 360)

    /// A page of 30 cells (cached whole) and a white card over it, rounded, holding a row that
    /// reaches into its corners (so it is drawn offscreen and through its outline).
    static func tree() -> (root: Layer, card: Layer) {
        let root = Layer()
        root.frame = Rect(x: 0, y: 0, width: size.width, height: size.height)
        root.backgroundColor = .white
        let page = Layer()
        page.frame = Rect(x: 0, y: 20, width: 480, height: 340)
        page.backgroundColor = Color(hex: 0xF2F2F7)
        for i in 0..<30 {
            let cell = Layer()
            cell.frame = Rect(x: 8 + Double(i % 6) * 78, y: 8 + Double(i / 6) * 66, width: 70, height: 58)
            cell.backgroundColor = Color(hex: UInt32(0x203040 + i * 0x050307))
            page.addSublayer(cell)
        }
        root.addSublayer(page)
        let card = Layer()
        card.backgroundColor = .white
        card.cornerRadius = 14
        card.masksToBounds = true
        let row = Layer()
        row.frame = Rect(x: -4, y: -4, width: 400, height: 18)
        row.backgroundColor = Color(hex: 0x3478F6)
        card.addSublayer(row)
        root.addSublayer(card)
        return (root, card)
    }

    /// The area of the page's texture copied to the window in the last frame.
    static func pageCopied(_ compositor: Compositor) -> Double {
        var onWindow = true, area = 0.0
        for c in compositor.drawList.commands {
            if c.kind == .setTarget { onWindow = c.texture == .none }
            if onWindow && c.kind == .copy && c.dest.width >= 20 && c.dest.minY >= 20 && c.color == (255, 255, 255, 255) { area += c.dest.width * c.dest.height }
        }
        return area
    }

    /// The frame drawn directly, with no path's inside marked (cairo fills every path).
    static func plainDraw(_ root: Layer, canvas: HeadlessCanvas) throws -> RGBAImage {
        let compositor = Compositor()
        compositor.cachesRasterizedLayers = false
        compositor.marksPathInteriors = false
        defer { compositor.releaseResources(on: canvas.renderer) }
        compositor.render(root, on: canvas.renderer, scale: 1)
        guard let image = canvas.snapshot() else { throw HarnessError("the canvas could not be read") }
        return image
    }

    @Test func thePageUnderTheCardIsNotCopiedAndTheFramesAreTheDirectOnes() throws {
        let canvas = try HeadlessCanvas(size: HiddenUnderCardTests.size, fonts: try Resources(app: DemoApp.repository).fonts)
        defer { canvas.close() }
        let (root, card) = HiddenUnderCardTests.tree()
        let compositor = Compositor()
        defer { compositor.releaseResources(on: canvas.renderer) }
        var failures: [String] = [], smallestCopy = Double.infinity, insides = 0
        for k in 0..<10 {
            let t = Double(k) / 9
            card.frame = Rect(x: 60.3 + 17.13 * t, y: 48.6 + 9.41 * t, width: 300 + 31.7 * t, height: 230 + 23.3 * t)
            compositor.render(root, on: canvas.renderer, scale: 1)
            if k >= 2 { smallestCopy = min(smallestCopy, HiddenUnderCardTests.pageCopied(compositor)) }
            insides += compositor.drawList.commands.filter { $0.kind == .fillPath && $0.texture != .none && $0.sourceIsOpaque }.count
            guard let drawn = canvas.snapshot() else { throw HarnessError("the canvas could not be read") }
            // Drawn directly, and by cairo alone: every path's coverage rasterised and blended.
            let direct = try HiddenUnderCardTests.plainDraw(root, canvas: canvas)
            if let failure = PixelChecks.cacheFailure(direct: direct, drawn: drawn, tolerance: 0) { failures.append("frame \(k): \(failure)") }
        }
        #expect(failures.isEmpty, "\(failures.joined(separator: "\n"))")
        // The page is 480 x 340; the card hides at least 290 x 190 of it between its corners.
        #expect(smallestCopy <= 480 * 340 - 290 * 190, "the page's copies covered \(smallestCopy) px")
        #expect(insides >= 8, "the card's inside was copied in \(insides) frames")
    }
}
