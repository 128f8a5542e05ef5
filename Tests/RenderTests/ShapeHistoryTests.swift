import Compositor
import Geometry
import Runtime
@_spi(Testing) import SDLPlatform
import SegueTesting
import Testing
import DemoTesting

/// A shape draws the same pixels at the same size whatever sizes it went through: a logo
/// grown 150 times and shrunk back (a cancelled Logo Reveal) is its first frame again, to the
/// byte. Its flattening follows only how large it is drawn now (`Tessellation.bucket`);
/// kept from a size it passed through, its edge came out up to 15 levels off.
@MainActor
@Suite(.serialized) struct ShapeHistoryTests {
    @Test func aShapeGrownAndShrunkBackDrawsItsFirstFrame() throws {
        let size = Size(width: 160, height: 120)
        let canvas = try HeadlessCanvas(size: size, fonts: try SceneHarness.resources().fonts)
        defer { canvas.close() }
        let root = Layer()
        root.frame = Rect(size: size)
        root.backgroundColor = Color(hex: 0xF2F2F7)
        let logo = ShapeLayer()
        logo.frame = Rect(x: 40.3, y: 20.6, width: 80, height: 70)
        var path = Path.ellipse(in: Rect(x: 0, y: 0, width: 80, height: 70))
        path.addEllipse(in: Rect(x: 20, y: 15, width: 30, height: 25))
        logo.path = path
        logo.fillColor = Color(hex: 0x1F3A93)
        root.addSublayer(logo)
        let compositor = Compositor()
        defer { compositor.releaseResources(on: canvas.renderer) }
        canvas.renderer.tracksDamage = false
        compositor.render(root, on: canvas.renderer, scale: 1)
        let first = canvas.renderer.outputBytes()
        var drew: [Double] = []
        for s in [1.3, 1.9, 3, 12, 150, 40, 5, 1.9, 1.3, 1] {
            logo.transform = AffineTransform(scaleX: s, y: s)
            compositor.render(root, on: canvas.renderer, scale: 1)
            drew.append(s)
        }
        #expect(drew.last == 1)
        let now = canvas.renderer.outputBytes()
        let differing = zip(now, first).filter { $0 != $1 }.count
        #expect(now.count == first.count && differing == 0, "back at its size, \(differing) bytes differ from its first frame")
    }
}
