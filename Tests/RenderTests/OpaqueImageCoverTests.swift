import Compositor
import Geometry
import Runtime
import SDLPlatform
import SegueTesting
import Testing
import DemoTesting
import Scenes

/// An opaque picture filling its bounds (a panorama, a photo) paints over the window's clear,
/// which is then not drawn under it; the frame is still the frame drawn over a fresh window,
/// whatever the window held before. A picture with see-through pixels, or letterboxed, covers
/// nothing.
@MainActor
@Suite(.serialized) struct OpaqueImageCoverTests {
    static let size = Size(width: 200, height: 120)

    /// A gradient picture, opaque unless `translucent`.
    static func picture(translucent: Bool) throws -> Image {
        let w = 64, h = 32
        var pixels: [UInt8] = []
        for y in 0..<h {
            for x in 0..<w { pixels += [UInt8(x * 4), UInt8(y * 8), 140, translucent && x < 8 ? 90 : 255] }
        }
        return try #require(Image(width: w, height: h, pixels: pixels))
    }

    /// A grey window with the picture over most of it, placed between pixels.
    static func tree(_ image: Image, gravity: ContentsGravity) -> Layer {
        let root = Layer()
        root.frame = Rect(x: 0, y: 0, width: size.width, height: size.height)
        let photo = Layer()
        photo.frame = Rect(x: 10.4, y: 6.7, width: 180, height: 100)
        photo.contents = .image(image)
        photo.contentsGravity = gravity
        root.addSublayer(photo)
        return root
    }

    /// The frame over a window that held red before, against the same frame over a fresh one.
    func frames(_ root: Layer, canvas: HeadlessCanvas) throws -> (drawn: RGBAImage, fresh: RGBAImage, clearedArea: Double) {
        let red = Layer()
        red.frame = Rect(x: 0, y: 0, width: OpaqueImageCoverTests.size.width, height: OpaqueImageCoverTests.size.height)
        red.backgroundColor = Color(hex: 0xFF0000)
        let compositor = Compositor()
        compositor.clearColor = Color(hex: 0x808080)
        defer { compositor.releaseResources(on: canvas.renderer) }
        compositor.render(red, on: canvas.renderer, scale: 1)
        compositor.render(root, on: canvas.renderer, scale: 1)
        var cleared = 0.0
        for c in compositor.drawList.commands {
            if c.kind == .clear { cleared += OpaqueImageCoverTests.size.width * OpaqueImageCoverTests.size.height }
            if c.kind == .fillRect && c.color == (128, 128, 128, 255) { cleared += c.dest.width * c.dest.height }
        }
        guard let drawn = canvas.snapshot() else { throw HarnessError("the canvas could not be read") }
        let fresh = Compositor()
        fresh.clearColor = compositor.clearColor
        defer { fresh.releaseResources(on: canvas.renderer) }
        let blank = Layer()
        blank.frame = red.frame
        blank.backgroundColor = Color(hex: 0x808080)
        fresh.render(blank, on: canvas.renderer, scale: 1)
        fresh.render(root, on: canvas.renderer, scale: 1)
        guard let clean = canvas.snapshot() else { throw HarnessError("the canvas could not be read") }
        return (drawn, clean, cleared)
    }

    /// How many pixels differ between two frames of the same size.
    static func differing(_ a: RGBAImage, _ b: RGBAImage) -> Int {
        stride(from: 0, to: min(a.pixels.count, b.pixels.count), by: 4).filter { a.pixels[$0..<$0 + 4] != b.pixels[$0..<$0 + 4] }.count
    }

    @Test func anOpaquePictureIsNotClearedUnderAndLeavesNothingOfTheFrameBefore() throws {
        let canvas = try HeadlessCanvas(size: OpaqueImageCoverTests.size, fonts: try Resources(app: DemoApp.repository).fonts)
        defer { canvas.close() }
        let (drawn, fresh, cleared) = try frames(OpaqueImageCoverTests.tree(try OpaqueImageCoverTests.picture(translucent: false), gravity: .resizeAspectFill), canvas: canvas)
        // The window less the picture, and the picture's edge pixels, at most.
        #expect(cleared < 200 * 120 - 170 * 90, "\(cleared) pixels cleared")
        #expect(OpaqueImageCoverTests.differing(drawn, fresh) == 0)
        #expect(!drawn.pixels.isEmpty)
    }

    @Test(arguments: [(true, ContentsGravity.resize), (false, .resizeAspect)])
    func aSeeThroughOrLetterboxedPictureCoversNothing(translucent: Bool, gravity: ContentsGravity) throws {
        let canvas = try HeadlessCanvas(size: OpaqueImageCoverTests.size, fonts: try Resources(app: DemoApp.repository).fonts)
        defer { canvas.close() }
        let (drawn, fresh, cleared) = try frames(OpaqueImageCoverTests.tree(try OpaqueImageCoverTests.picture(translucent: translucent), gravity: gravity), canvas: canvas)
        #expect(cleared >= 200 * 120)
        #expect(OpaqueImageCoverTests.differing(drawn, fresh) == 0)
    }
}
