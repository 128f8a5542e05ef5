import Compositor
import Geometry
import Runtime
import SDLPlatform
import SegueTesting
import Testing
import DemoTesting
import Scenes

/// Black at some opacity over the whole window is not drawn but folded into what is under
/// it (`DrawList.darkenWindow`): the frame must be the frame without it, darkened. The tree
/// under it draws every kind of command the window gets: the clear, an opaque page, a
/// picture, text, a rounded translucent shape, a group drawn offscreen at half opacity, and
/// (from the second frame) the raster cache's copies.
@MainActor
struct ScrimFoldTests {
    static let size = Size(width: 200, height: 140)

    func tree(scrim: Double?) -> Layer {
        let root = Layer()
        root.frame = Rect(size: Self.size)
        root.backgroundColor = Color(red: 0.95, green: 0.95, blue: 0.97)
        let page = Layer()
        page.frame = Rect(x: 10, y: 10, width: 120, height: 100)
        page.backgroundColor = Color(red: 0.2, green: 0.6, blue: 0.9)
        page.cornerRadius = 12
        root.addSublayer(page)
        var pixels = [UInt8]()
        for y in 0..<16 { for x in 0..<16 { pixels += [UInt8(x * 16), UInt8(y * 16), 200, 255] } }
        let picture = Layer()
        picture.frame = Rect(x: 20, y: 20, width: 32, height: 32)
        picture.contents = .image(Image(width: 16, height: 16, pixels: pixels)!)
        page.addSublayer(picture)
        let label = Layer()
        label.frame = Rect(x: 60, y: 20, width: 70, height: 24)
        label.contents = .text(TextContent("Dim me", color: Color(red: 0.9, green: 0.2, blue: 0.1)))
        page.addSublayer(label)
        let shape = ShapeLayer()
        shape.frame = Rect(x: 100, y: 50, width: 90, height: 80)
        shape.fillColor = Color(red: 0.1, green: 0.8, blue: 0.3, alpha: 0.6)
        var path = Path()
        path.move(to: Point(x: 5, y: 5))
        path.addLine(to: Point(x: 85, y: 20))
        path.addLine(to: Point(x: 40, y: 75))
        path.closeSubpath()
        shape.path = path
        root.addSublayer(shape)
        let group = Layer()
        group.frame = Rect(x: 30, y: 70, width: 80, height: 60)
        group.opacity = 0.5
        for (i, c) in [Color(red: 1, green: 0.8, blue: 0), Color(red: 0.5, green: 0, blue: 0.9)].enumerated() {
            let part = Layer()
            part.frame = Rect(x: Double(i) * 25, y: Double(i) * 15, width: 50, height: 40)
            part.backgroundColor = c
            part.cornerRadius = 8
            group.addSublayer(part)
        }
        root.addSublayer(group)
        if let scrim {
            let black = Layer()
            black.frame = Rect(x: -5, y: -5, width: Self.size.width + 10, height: Self.size.height + 10)
            black.backgroundColor = .black
            black.opacity = scrim
            root.addSublayer(black)
        }
        return root
    }

    /// The `frames`-th frame of a compositor drawing `root` (1: the first; 3: from the cache),
    /// and how many commands drew it.
    func render(_ root: Layer, frames: Int) throws -> (image: RGBAImage, commands: Int) {
        let canvas = try HeadlessCanvas(size: Self.size, fonts: try Resources(app: DemoApp.repository).fonts)
        defer { canvas.close() }
        let compositor = Compositor()
        defer { compositor.releaseResources(on: canvas.renderer) }
        for _ in 0..<frames { compositor.render(root, on: canvas.renderer, scale: 1) }
        return (try #require(canvas.snapshot()), compositor.drawList.commands.count)
    }

    @Test(arguments: [0.15, 0.5, 0.85])
    func aScrimIsTheFrameUnderItDarkened(opacity: Double) throws {
        for frames in [1, 3] {
            let (under, plain) = try render(tree(scrim: nil), frames: frames)
            let (dimmed, folded) = try render(tree(scrim: opacity), frames: frames)
            // Folded: not one command more than the frame without it.
            #expect(folded == plain, "at \(opacity), frame \(frames): \(folded) commands against \(plain)")
            var worst = 0, at = (0, 0)
            for y in 0..<under.height {
                for x in 0..<under.width {
                    let u = under.pixel(x: x, y: y), d = dimmed.pixel(x: x, y: y)
                    let k = 1 - opacity
                    for (a, b) in [(u.r, d.r), (u.g, d.g), (u.b, d.b)] {
                        let off = abs(Int((Double(a) * k).rounded()) - Int(b))
                        if off > worst { worst = off; at = (x, y) }
                    }
                }
            }
            #expect(worst <= 2, "at \(opacity), frame \(frames): \(worst) levels off the darkened frame at \(at)")
        }
    }

    @Test func aScrimThatDoesNotCoverTheWindowIsDrawn() throws {
        // Short of the window's right edge by one point: drawn as a layer, the column past it
        // stays as it was.
        let root = tree(scrim: 0.5)
        root.sublayers.last!.frame = Rect(x: 0, y: 0, width: Self.size.width - 1, height: Self.size.height)
        let (under, plain) = try render(tree(scrim: nil), frames: 1), (dimmed, drawn) = try render(root, frames: 1)
        #expect(drawn > plain)
        for y in 0..<under.height { #expect(under.pixel(x: under.width - 1, y: y) == dimmed.pixel(x: dimmed.width - 1, y: y)) }
        #expect(dimmed.pixel(x: 5, y: 5).r < under.pixel(x: 5, y: 5).r)
    }
}
