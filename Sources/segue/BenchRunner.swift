import CAllocCounter
import Compositor
import Foundation
import Geometry
import Scenes
import SDLPlatform
import Views

/// Runs the benchmark figures headless (software renderer, 1280x800) in one process, so each
/// figure is a ratio of two things measured the same way in the same run.
@MainActor
struct BenchRunner {
    let framesPerRound: Int
    let rounds = 7
    let size = Size(width: 1280, height: 800)

    func run() throws -> [(String, Double)] {
        let fonts = try FontLibrary()
        let assets = try Assets.locate()
        let canvas = try HeadlessCanvas(size: size, fonts: fonts)
        defer { canvas.close() }
        let renderer = canvas.renderer
        let clock = MonotonicClock()

        // The bare frame: clear plus one full-screen textured quad.
        let blitRoot = Layer()
        blitRoot.frame = Rect(size: size)
        let blit = Layer()
        blit.frame = Rect(size: size)
        blit.contents = .image(Artwork.dusk(width: Int(size.width), height: Int(size.height)))
        blitRoot.addSublayer(blit)
        let blitCompositor = Compositor()

        let galleryWindow = Window(size: size, textMeasurer: fonts)
        let shell = try AppShell(window: galleryWindow, assets: assets, scene: "gallery")
        shell.layout()
        let galleryCompositor = Compositor()

        func blitFrame() {
            blitCompositor.render(blitRoot, on: renderer, scale: 1)
            renderer.present()
        }
        func galleryFrame() {
            galleryCompositor.render(galleryWindow.layer, on: renderer, scale: 1)
            renderer.present()
        }
        let (blitTime, galleryTime) = compare(blitFrame, galleryFrame, clock: clock)

        // Allocations in steady Gallery frames, after the caches are warm.
        for _ in 0..<10 { galleryFrame() }
        let allocFrames = 100
        let before = segue_alloc_count()
        for _ in 0..<allocFrames { galleryFrame() }
        let allocs = segue_alloc_counting_available() != 0
            ? Double(segue_alloc_count() - before) / Double(allocFrames) : Double.nan

        let (small, large) = compare(gridFrames(count: 100, renderer: renderer, fonts: fonts), gridFrames(count: 10_000, renderer: renderer, fonts: fonts), clock: clock)

        return [
            ("frame.gallery_vs_blit", galleryTime / blitTime),
            ("frame.steady_allocs", allocs),
            ("grid.10000_vs_100", large / small),
        ]
    }

    /// A scrolling grid frame: move the offset, lay out (recycling cells), composite.
    private func gridFrames(count: Int, renderer: SDLRenderer, fonts: FontLibrary) -> () -> Void {
        let window = Window(size: size, textMeasurer: fonts)
        let grid = GridView(frame: Rect(size: size))
        let source = BenchGridSource(count: count)
        grid.dataSource = source
        window.addSubview(grid)
        window.layoutIfNeeded()
        let compositor = Compositor()
        var k = 0
        return {
            _ = source
            k += 1
            grid.setContentOffset(Point(x: 0, y: Double(k % 40) * 12))
            window.layoutIfNeeded()
            compositor.render(window.layer, on: renderer, scale: 1)
            renderer.present()
        }
    }

    /// Median seconds per frame of each, over interleaved rounds after a warm-up.
    private func compare(_ a: () -> Void, _ b: () -> Void, clock: MonotonicClock) -> (Double, Double) {
        for _ in 0..<5 { a(); b() }
        var ta: [Double] = [], tb: [Double] = []
        for _ in 0..<rounds {
            var t0 = clock.now
            for _ in 0..<framesPerRound { a() }
            ta.append((clock.now - t0) / Double(framesPerRound))
            t0 = clock.now
            for _ in 0..<framesPerRound { b() }
            tb.append((clock.now - t0) / Double(framesPerRound))
        }
        return (ta.sorted()[rounds / 2], tb.sorted()[rounds / 2])
    }
}
