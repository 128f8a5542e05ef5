import Compositor
import Geometry
import Runtime
import SDLPlatform
import SegueTesting
import Testing
import DemoTesting
import Scenes

/// A steady page of many plain cells (a contacts grid, a photo grid) is drawn once into the
/// raster cache and copied after, rather than walked and drawn cell by cell every frame; a
/// change to one cell shows in the very next frame and the page is cached again after.
@MainActor
@Suite(.serialized) struct ManyLayersCacheTests {
    static let size = Size(width: 240, height: 160)

    static func tree() -> (root: Layer, page: Layer, cells: [Layer]) {
        let root = Layer()
        root.frame = Rect(x: 0, y: 0, width: size.width, height: size.height)
        root.backgroundColor = .white
        let page = Layer()
        page.frame = Rect(x: 0, y: 20, width: 240, height: 140)
        page.backgroundColor = Color(hex: 0xF2F2F7)
        var cells: [Layer] = []
        for i in 0..<30 {
            let cell = Layer()
            cell.frame = Rect(x: 6 + Double(i % 6) * 39, y: 6 + Double(i / 6) * 26, width: 34, height: 21)
            cell.backgroundColor = Color(hex: UInt32(0x203040 + i * 0x050307))
            page.addSublayer(cell)
            cells.append(cell)
        }
        root.addSublayer(page)
        return (root, page, cells)
    }

    @Test func aSteadyPageOfManyCellsIsCopiedAndAChangeShowsAtOnce() throws {
        let canvas = try HeadlessCanvas(size: ManyLayersCacheTests.size, fonts: try Resources(app: DemoApp.repository).fonts)
        defer { canvas.close() }
        let (root, _, cells) = ManyLayersCacheTests.tree()
        let compositor = Compositor()
        defer { compositor.releaseResources(on: canvas.renderer) }
        var failures: [String] = []
        for k in 0..<9 {
            if k == 4 { cells[7].backgroundColor = Color(hex: 0xF2A341) }
            compositor.render(root, on: canvas.renderer, scale: 1)
            // Cells filled on the window (not into the cache's texture; not the white clear).
            var onWindow = true, fills = 0
            for c in compositor.drawList.commands {
                if c.kind == .setTarget { onWindow = c.texture == .none }
                if onWindow && c.kind == .fillRect && c.dest.minY >= 24 && c.color != (255, 255, 255, 255) { fills += 1 }
            }
            // Drawn cell by cell (frames 0 and 4), captured (1 and 5: one copy), then copied.
            let copied = k >= 1 && k != 4
            if copied && fills > 0 { failures.append("frame \(k): \(fills) cells drawn one by one") }
            guard let drawn = canvas.snapshot() else { throw HarnessError("the canvas could not be read") }
            let direct = try FillInvariantTests.render(root, canvas: canvas)
            if let failure = PixelChecks.cacheFailure(direct: direct, drawn: drawn, tolerance: 0) { failures.append("frame \(k): \(failure)") }
        }
        #expect(failures.isEmpty, "\(failures.joined(separator: "\n"))")
    }
}
