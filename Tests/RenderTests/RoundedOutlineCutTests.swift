import Compositor
import Geometry
import Runtime
@_spi(Testing) import SDLPlatform
import SegueTesting
import Testing
import DemoTesting

/// A rounded rectangle's pixels depend on nothing but the shape (`DrawCommand.outline`): a
/// translucent panel sliding by whole pixels across the window's edge (as Side by side's
/// frosted panels do) draws, to the byte, what a fresh renderer draws there, and a panel cut
/// by a clip draws inside the clip exactly what it draws uncut.
@MainActor
@Suite(.serialized) struct RoundedOutlineCutTests {
    static let size = Size(width: 320, height: 200)

    static func tree(panelAt x: Double, clippedTo clip: Rect? = nil) -> Layer {
        let root = Layer()
        root.frame = Rect(size: size)
        root.backgroundColor = Color(hex: 0x203040)
        let panel = Layer()
        panel.frame = Rect(x: x, y: 30.6, width: 180, height: 90)
        panel.backgroundColor = Color(red: 1, green: 1, blue: 1, alpha: 0.7)
        panel.cornerRadius = 18
        guard let clip else {
            root.addSublayer(panel)
            return root
        }
        let clipper = Layer()
        clipper.frame = clip
        clipper.masksToBounds = true
        panel.frame.origin = Point(x: panel.frame.minX - clip.minX, y: panel.frame.minY - clip.minY)
        clipper.addSublayer(panel)
        root.addSublayer(clipper)
        return root
    }

    static func draw(_ root: Layer, on canvas: HeadlessCanvas, compositor: Compositor = Compositor()) -> [UInt8] {
        compositor.render(root, on: canvas.renderer, scale: 1)
        return canvas.renderer.outputBytes()
    }

    /// The window's bytes with the panel at `x`, drawn by a renderer that drew nothing before.
    static func fresh(at x: Double) throws -> [UInt8] {
        let canvas = try HeadlessCanvas(size: size, fonts: try SceneHarness.resources().fonts)
        defer { canvas.close() }
        let compositor = Compositor()
        defer { compositor.releaseResources(on: canvas.renderer) }
        return draw(tree(panelAt: x), on: canvas, compositor: compositor)
    }

    @Test func aPanelMovedByWholePixelsAcrossTheEdgeDrawsWhatAFreshRendererDraws() throws {
        let canvas = try HeadlessCanvas(size: RoundedOutlineCutTests.size, fonts: try SceneHarness.resources().fonts)
        defer { canvas.close() }
        let compositor = Compositor()
        defer { compositor.releaseResources(on: canvas.renderer) }
        let root = RoundedOutlineCutTests.tree(panelAt: -50.3)
        let first = RoundedOutlineCutTests.draw(root, on: canvas, compositor: compositor)
        #expect(first == (try RoundedOutlineCutTests.fresh(at: -50.3)))
        for x in [-35.3, -10.3, -9.3, 150.7] {
            root.sublayers[0].frame.origin.x = x
            let bytes = RoundedOutlineCutTests.draw(root, on: canvas, compositor: compositor)
            #expect(bytes == (try RoundedOutlineCutTests.fresh(at: x)), "at x \(x)")
        }
    }

    @Test func aPanelCutByAClipDrawsInsideItWhatItDrawsUncut() throws {
        let canvas = try HeadlessCanvas(size: RoundedOutlineCutTests.size, fonts: try SceneHarness.resources().fonts)
        defer { canvas.close() }
        let clip = Rect(x: 37, y: 41, width: 101, height: 63)
        let whole = RoundedOutlineCutTests.draw(RoundedOutlineCutTests.tree(panelAt: 20.4), on: canvas)
        let cut = RoundedOutlineCutTests.draw(RoundedOutlineCutTests.tree(panelAt: 20.4, clippedTo: clip), on: canvas)
        let width = Int(RoundedOutlineCutTests.size.width)
        var inside = 0, differing: [(Int, Int)] = []
        for y in Int(clip.minY)..<Int(clip.maxY) {
            for x in Int(clip.minX)..<Int(clip.maxX) {
                let i = (y * width + x) * 4
                inside += 1
                if whole[i..<(i + 4)] != cut[i..<(i + 4)] { differing.append((x, y)) }
            }
        }
        #expect(inside > 0 && differing.isEmpty, "\(differing.count) pixels inside the clip differ, first at \(differing.first.map { "\($0)" } ?? "-")")
        // The cut runs through the panel's corner and its straight edge.
        #expect(whole != cut)
    }
}
