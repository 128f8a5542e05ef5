import Compositor
import Geometry
import Runtime
@_spi(Testing) import SDLPlatform
import SegueTesting
import Testing

/// A translucent rounded panel sliding by whole pixels across the window's edge (as Side by
/// side's frosted panels do) uses its coverage mask again, and draws, to the byte, what a
/// fresh renderer draws there; a panel of another size makes a new mask.
@MainActor
@Suite(.serialized) struct MaskCacheTests {
    static let size = Size(width: 320, height: 200)

    static func tree() -> (root: Layer, panel: Layer) {
        let root = Layer()
        root.frame = Rect(size: size)
        root.backgroundColor = Color(hex: 0x203040)
        let panel = Layer()
        panel.frame = Rect(x: -50.3, y: 30.6, width: 180, height: 90)
        panel.backgroundColor = Color(red: 1, green: 1, blue: 1, alpha: 0.7)
        panel.cornerRadius = 18
        root.addSublayer(panel)
        return (root, panel)
    }

    /// The window's bytes with the panel at `x`, `width` wide, drawn by a renderer that drew
    /// nothing before.
    static func fresh(at x: Double, width: Double = 180) throws -> [UInt8] {
        let canvas = try HeadlessCanvas(size: size, fonts: try SceneHarness.resources().fonts)
        defer { canvas.close() }
        let (root, panel) = tree()
        panel.frame.origin.x = x
        panel.frame.size.width = width
        let compositor = Compositor()
        defer { compositor.releaseResources(on: canvas.renderer) }
        compositor.render(root, on: canvas.renderer, scale: 1)
        return canvas.renderer.outputBytes()
    }

    @Test func aPanelMovedByWholePixelsUsesItsMaskAgainAndDrawsTheSame() throws {
        let canvas = try HeadlessCanvas(size: MaskCacheTests.size, fonts: try SceneHarness.resources().fonts)
        defer { canvas.close() }
        let (root, panel) = MaskCacheTests.tree()
        let compositor = Compositor()
        defer { compositor.releaseResources(on: canvas.renderer) }
        compositor.render(root, on: canvas.renderer, scale: 1)
        let before = canvas.renderer.maskCacheCounts
        #expect(before.misses >= 1, "the panel's mask was made")
        for x in [-35.3, -10.3, -9.3] {
            panel.frame.origin.x = x
            compositor.render(root, on: canvas.renderer, scale: 1)
            #expect(canvas.renderer.outputBytes() == (try MaskCacheTests.fresh(at: x)), "at x \(x)")
        }
        let after = canvas.renderer.maskCacheCounts
        #expect(after.hits - before.hits == 3, "\(after)")
        // Another size is another mask.
        panel.frame.size.width = 180.4
        compositor.render(root, on: canvas.renderer, scale: 1)
        #expect(canvas.renderer.maskCacheCounts.hits == after.hits)
        #expect(canvas.renderer.outputBytes() == (try MaskCacheTests.fresh(at: -9.3, width: 180.4)))
    }
}
