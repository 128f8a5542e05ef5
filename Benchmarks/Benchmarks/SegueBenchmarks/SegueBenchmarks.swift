import Benchmark
import Compositor
import Geometry
import Views

/// A renderer that does nothing, so the compositor's own work is what is measured.
@MainActor
final class NullRenderer: Renderer {
    let outputPixelSize = PixelSize(width: 1280, height: 800)
    let supportsPremultipliedBlending = true
    private var next: Int32 = 1
    private func make(_ w: Int, _ h: Int) -> Texture {
        next += 1
        return Texture(handle: TextureHandle(rawValue: next), pixelSize: PixelSize(width: w, height: h))
    }
    func makeTexture(image: Image) -> Texture? { make(image.width, image.height) }
    func makeTexture(text: TextContent, scale: Double) -> Texture? { make(text.string.count * 8, 16) }
    func makeRenderTarget(size: PixelSize) -> Texture? { make(size.width, size.height) }
    func destroyTexture(_ handle: TextureHandle) {}
    func execute(_ list: DrawList) {}
}

let logoData = "M 10 80 C 20 44, 50 18, 90 10 C 73 24, 63 36, 58 49 C 68 45, 80 45, 92 50 C 73 58, 55 72, 42 92 C 41 80, 30 73, 10 80 Z"

@MainActor
func cardTree(cards: Int) -> Layer {
    let root = Layer()
    root.frame = Rect(x: 0, y: 0, width: 1280, height: 800)
    root.backgroundColor = .white
    for i in 0..<cards {
        let card = Layer()
        card.frame = Rect(x: Double(i % 6) * 210 + 10, y: Double(i / 6) * 130 + 10, width: 200, height: 120)
        card.backgroundColor = Color(white: 0.9)
        card.cornerRadius = 14
        card.borderWidth = 1
        let label = Layer()
        label.frame = Rect(x: 10, y: 10, width: 180, height: 24)
        label.contents = .text(TextContent("Card \(i)"))
        card.addSublayer(label)
        root.addSublayer(card)
    }
    return root
}

@MainActor
final class GridSource: GridViewDataSource {
    func numberOfItems(in grid: GridView) -> Int { 10_000 }
    func makeCell(for grid: GridView) -> View { View() }
    func grid(_ grid: GridView, configure cell: View, at index: Int) {}
}

let benchmarks: @Sendable () -> Void = {
    Benchmark.defaultConfiguration.metrics = [.wallClock, .mallocCountTotal]
    Benchmark.defaultConfiguration.maxDuration = .seconds(2)

    Benchmark("Path: flatten and triangulate the logo") { benchmark in
        let path = try Path(svgData: logoData)
        benchmark.startMeasurement()
        for _ in benchmark.scaledIterations {
            blackHole(Tessellation(path: path, tolerance: 0.05))
        }
    }

    // The engine lives on the main actor: fixtures are built there, and each sample runs its
    // iterations in one hop, so the hop's own cost is spread over a thousand frames.
    let kilo = Benchmark.Configuration(scalingFactor: .kilo)

    Benchmark("Compositor: build a 36-card frame, drawn directly", configuration: kilo) { benchmark in
        let count = benchmark.scaledIterations.count
        let fixture = await MainActor.run { () -> (Layer, Compositor, NullRenderer) in
            let c = Compositor()
            c.cachesRasterizedLayers = false
            return (cardTree(cards: 36), c, NullRenderer())
        }
        benchmark.startMeasurement()
        await MainActor.run {
            for _ in 0..<count { fixture.1.render(fixture.0, on: fixture.2, scale: 1) }
        }
    }

    Benchmark("Compositor: build a 36-card frame, from the raster cache", configuration: kilo) { benchmark in
        let count = benchmark.scaledIterations.count
        let fixture = await MainActor.run { () -> (Layer, Compositor, NullRenderer) in
            let f = (cardTree(cards: 36), Compositor(), NullRenderer())
            for _ in 0..<3 { f.1.render(f.0, on: f.2, scale: 1) }
            return f
        }
        benchmark.startMeasurement()
        await MainActor.run {
            for _ in 0..<count { fixture.1.render(fixture.0, on: fixture.2, scale: 1) }
        }
    }

    Benchmark("GridView: scroll a 10,000-item grid one step", configuration: kilo) { benchmark in
        let count = benchmark.scaledIterations.count
        let grid = await MainActor.run { () -> (GridView, GridSource) in
            let source = GridSource()
            let grid = GridView(frame: Rect(x: 0, y: 0, width: 1280, height: 800))
            grid.dataSource = source
            grid.layoutIfNeeded()
            return (grid, source)
        }
        benchmark.startMeasurement()
        await MainActor.run {
            for k in 0..<count {
                grid.0.setContentOffset(Point(x: 0, y: Double(k % 1000) * 7))
                grid.0.layoutIfNeeded()
            }
        }
    }
}
