import Compositor
import Geometry
import Runtime
@_spi(Testing) import SDLPlatform
import SegueTesting
import Testing
import DemoTesting

/// A picture through rounded corners skips the coverage mask where it can (blended in one
/// pass when it lands one texel per pixel, painted plain where the corners leave it whole)
/// and draws, to the byte, what it draws through the mask throughout: opaque and with a
/// transparent half, at full opacity and translucent, at its own size and scaled.
@MainActor
@Suite(.serialized) struct OutlinePictureTests {
    static let size = Size(width: 360, height: 240)

    static func picture(width: Int, height: Int, opaque: Bool) -> Image {
        var pixels = [UInt8](repeating: 0, count: width * height * 4)
        for y in 0..<height {
            for x in 0..<width {
                let i = (y * width + x) * 4
                pixels[i] = UInt8((x * 5) & 255)
                pixels[i + 1] = UInt8((y * 7) & 255)
                pixels[i + 2] = (x / 6 + y / 6) % 2 == 0 ? 230 : 40
                pixels[i + 3] = opaque || x < width / 2 ? 255 : 0
            }
        }
        return Image(width: width, height: height, pixels: pixels)!
    }

    static func tree(opaque: Bool, opacity: Double, scale: Double, x: Double) -> Layer {
        let root = Layer()
        root.frame = Rect(size: size)
        root.backgroundColor = Color(hex: 0x30506A)
        let stripe = Layer()
        stripe.frame = Rect(x: 0, y: 100, width: 360, height: 30)
        stripe.backgroundColor = Color(hex: 0xE0C040)
        root.addSublayer(stripe)
        let photo = Layer()
        photo.frame = Rect(x: x, y: 31, width: 160 * scale, height: 120 * scale)
        photo.contents = .image(picture(width: 160, height: 120, opaque: opaque))
        photo.cornerRadius = 22
        photo.masksToBounds = true
        photo.opacity = opacity
        root.addSublayer(photo)
        return root
    }

    static func bytes(_ root: Layer, canvas: HeadlessCanvas, withoutMasks: Bool) -> [UInt8] {
        canvas.renderer.drawsOutlinesWithoutMasks = withoutMasks
        defer { canvas.renderer.drawsOutlinesWithoutMasks = true }
        canvas.renderer.tracksDamage = false
        defer { canvas.renderer.tracksDamage = true }
        let compositor = Compositor()
        compositor.cachesRasterizedLayers = false
        defer { compositor.releaseResources(on: canvas.renderer) }
        compositor.render(root, on: canvas.renderer, scale: 1)
        return canvas.renderer.outputBytes()
    }

    @Test(arguments: [(true, 1.0, 1.0, 40.0), (false, 1.0, 1.0, 40.0), (true, 0.6, 1.0, 41.0), (false, 0.6, 1.0, 40.0),
        (true, 1.0, 1.37, 40.3), (false, 0.6, 1.37, 40.3), (true, 1.0, 1.0, -30.0)])
    func withoutTheMaskIsTheSameAsThroughIt(opaque: Bool, opacity: Double, scale: Double, x: Double) throws {
        let canvas = try HeadlessCanvas(size: OutlinePictureTests.size, fonts: try SceneHarness.resources().fonts)
        defer { canvas.close() }
        let root = OutlinePictureTests.tree(opaque: opaque, opacity: opacity, scale: scale, x: x)
        let shortcut = OutlinePictureTests.bytes(root, canvas: canvas, withoutMasks: true)
        let masked = OutlinePictureTests.bytes(root, canvas: canvas, withoutMasks: false)
        let background = OutlinePictureTests.bytes(Layer(), canvas: canvas, withoutMasks: true)
        #expect(shortcut != background, "the picture was drawn")
        let differing = stride(from: 0, to: shortcut.count, by: 4).filter { shortcut[$0..<($0 + 4)] != masked[$0..<($0 + 4)] }
        #expect(differing.isEmpty, "\(differing.count) pixels differ, first at \(differing.first.map { ($0 / 4 % 360, $0 / 4 / 360) } as Any)")
    }

    /// An opaque card through its rounded corners (drawn offscreen, as its rows reach its
    /// corners): its inside copied and only its rim blended, without the mask or through it,
    /// at whole pixels and between them.
    @Test(arguments: [40.0, 40.4])
    func anOpaqueCardThroughItsCornersIsTheSameWithoutTheMask(x: Double) throws {
        let canvas = try HeadlessCanvas(size: OutlinePictureTests.size, fonts: try SceneHarness.resources().fonts)
        defer { canvas.close() }
        let root = Layer()
        root.frame = Rect(size: OutlinePictureTests.size)
        root.backgroundColor = Color(hex: 0x30506A)
        let card = Layer()
        card.frame = Rect(x: x - 30, y: 10.6, width: 320, height: 220)
        card.backgroundColor = .white
        card.cornerRadius = 24
        card.masksToBounds = true
        for i in 0..<6 {
            let row = Layer()
            row.frame = Rect(x: -4, y: Double(i) * 40 - 4, width: 330, height: 20)
            row.backgroundColor = Color(red: Double(i) / 6, green: 0.4, blue: 1 - Double(i) / 6)
            card.addSublayer(row)
        }
        root.addSublayer(card)
        let shortcut = OutlinePictureTests.bytes(root, canvas: canvas, withoutMasks: true)
        let masked = OutlinePictureTests.bytes(root, canvas: canvas, withoutMasks: false)
        let differing = stride(from: 0, to: shortcut.count, by: 4).filter { shortcut[$0..<($0 + 4)] != masked[$0..<($0 + 4)] }
        #expect(differing.isEmpty, "\(differing.count) pixels differ, first at \(differing.first.map { ($0 / 4 % 360, $0 / 4 / 360) } as Any)")
    }
}
