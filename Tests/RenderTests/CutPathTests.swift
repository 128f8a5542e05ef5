import Compositor
import Geometry
import Runtime
import SDLPlatform
import SegueTesting
import Testing
import DemoTesting
import Scenes

/// A path cut by the window's edge draws, where it shows, the pixels it draws whole: what
/// lets a page sliding out of the window be copied from a capture of all of it. Cairo cut at
/// the edge computes the rows the cut crosses by sub-rows, up to 12 levels off all along the
/// row (seen on a nearly level edge 30 px from the cut); `CoverageMask` keeps them exact.
@MainActor
struct CutPathTests {
    /// A long, nearly level parallelogram from x = -30 across to x = 136 (on the window),
    /// or the same 64 px further right on a canvas 64 px wider (drawn whole).
    private func frame(shift: Double, width: Double) throws -> RGBAImage {
        let canvas = try HeadlessCanvas(size: Size(width: width, height: 120), fonts: try Resources(app: DemoApp.repository).fonts)
        defer { canvas.close() }
        let root = Layer()
        root.frame = Rect(x: 0, y: 0, width: width, height: 120)
        root.backgroundColor = Color(red: 0.95, green: 0.95, blue: 0.97)
        let shape = ShapeLayer()
        shape.frame = root.bounds
        shape.fillColor = Color(red: 0.74, green: 0.59, blue: 0.55)
        var path = Path()
        path.move(to: Point(x: -29.96 + shift, y: 41.83))
        path.addLine(to: Point(x: 135.9 + shift, y: 47.76))
        path.addLine(to: Point(x: 135.5 + shift, y: 58.8))
        path.addLine(to: Point(x: -30.36 + shift, y: 52.87))
        path.closeSubpath()
        shape.path = path
        root.addSublayer(shape)
        let compositor = Compositor()
        compositor.cachesRasterizedLayers = false
        defer { compositor.releaseResources(on: canvas.renderer) }
        compositor.render(root, on: canvas.renderer, scale: 1)
        return try #require(canvas.snapshot())
    }

    @Test func aPathCutAtTheWindowsEdgeDrawsWhatItDrawsWhole() throws {
        let cut = try frame(shift: 0, width: 160)
        let whole = try frame(shift: 64, width: 224)
        var worst = 0
        for y in 0..<120 {
            for x in 0..<160 {
                let a = cut.pixel(x: x, y: y), b = whole.pixel(x: x + 64, y: y)
                worst = max(worst, abs(Int(a.r) - Int(b.r)), abs(Int(a.g) - Int(b.g)), abs(Int(a.b) - Int(b.b)))
            }
        }
        #expect(worst <= 1, "the cut path is up to \(worst) levels off the whole one")
    }
}
