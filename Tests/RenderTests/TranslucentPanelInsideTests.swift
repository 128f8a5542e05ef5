import Compositor
import Geometry
import Runtime
@_spi(Testing) import SDLPlatform
import SegueTesting
import Testing

/// A frosted panel (a large translucent rounded card, as Side by side's) has its inside
/// blended plain and only its rim through coverage; every frame is, to a level, the panel
/// drawn by coverage whole, at fractions of a pixel, inside the window and across its edge.
@MainActor
@Suite(.serialized) struct TranslucentPanelInsideTests {
    static let size = Size(width: 480, height: 320)

    static func tree(x: Double) -> Layer {
        let root = Layer()
        root.frame = Rect(size: size)
        root.backgroundColor = Color(hex: 0x2A3550)
        for i in 0..<6 {
            let stripe = Layer()
            stripe.frame = Rect(x: Double(i) * 80, y: 0, width: 40, height: 320)
            stripe.backgroundColor = Color(hex: UInt32(0x406080 + i * 0x141008))
            root.addSublayer(stripe)
        }
        let panel = Layer()
        panel.frame = Rect(x: x, y: 40.6, width: 300, height: 220)
        panel.backgroundColor = Color(red: 0.95, green: 0.96, blue: 1, alpha: 0.78)
        panel.cornerRadius = 22
        root.addSublayer(panel)
        return root
    }

    /// The window's bytes with the panel at `x`, its inside marked or not.
    static func draw(x: Double, marksInsides: Bool, canvas: HeadlessCanvas) -> [UInt8] {
        let compositor = Compositor()
        compositor.marksPathInteriors = marksInsides
        defer { compositor.releaseResources(on: canvas.renderer) }
        canvas.renderer.tracksDamage = false
        compositor.render(tree(x: x), on: canvas.renderer, scale: 1)
        return canvas.renderer.outputBytes()
    }

    @Test(arguments: [20.3, 95.75, -60.4, 301.1])
    func theInsideBlendedPlainIsWhatCoverageDraws(x: Double) throws {
        let canvas = try HeadlessCanvas(size: TranslucentPanelInsideTests.size, fonts: try SceneHarness.resources().fonts)
        defer { canvas.close() }
        let marked = TranslucentPanelInsideTests.draw(x: x, marksInsides: true, canvas: canvas)
        let plain = TranslucentPanelInsideTests.draw(x: x, marksInsides: false, canvas: canvas)
        #expect(marked.count == plain.count)
        let worst = zip(marked, plain).map { abs(Int($0) - Int($1)) }.max() ?? 0
        #expect(worst <= 1, "at x \(x): \(worst) levels off the panel drawn by coverage")
        // The inside was said: the panel drew its inside plain (it differs from the
        // background there, so a missing inside would show).
        let compositor = Compositor()
        defer { compositor.releaseResources(on: canvas.renderer) }
        compositor.build(TranslucentPanelInsideTests.tree(x: x), for: canvas.renderer, scale: 1)
        #expect(compositor.drawList.commands.contains { $0.kind == .fillPath && $0.interiorCount > 0 && $0.color.a < 255 })
    }
}
