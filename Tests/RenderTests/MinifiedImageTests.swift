import Compositor
import Geometry
import Runtime
@_spi(Testing) import SDLPlatform
import SegueTesting
import Testing
import DemoTesting
import Scenes

/// A picture shrunk to a fraction of its size (a photo going back into its cell) shows the
/// average of what each pixel covers, not a few of its texels: fine detail (a sea's ripples)
/// must not come out as streaks. Stripes one texel wide, shrunk eightfold, read as even grey.
@MainActor
@Suite(.serialized) struct MinifiedImageTests {
    static let size = Size(width: 120, height: 80)

    /// Black and white stripes one texel wide, `width` x `height`.
    static func stripes(width: Int, height: Int) throws -> Image {
        var pixels: [UInt8] = []
        for _ in 0..<height {
            for x in 0..<width { pixels += x % 2 == 0 ? [0, 0, 0, 255] : [255, 255, 255, 255] }
        }
        return try #require(Image(width: width, height: height, pixels: pixels))
    }

    /// The stripes drawn at `shrink` times smaller than their texels, between pixels, and the
    /// greys of the pixels well inside them (the darkest and the lightest).
    func drawn(shrink: Double, canvas: HeadlessCanvas) throws -> (darkest: Int, lightest: Int) {
        let root = Layer()
        root.frame = Rect(x: 0, y: 0, width: MinifiedImageTests.size.width, height: MinifiedImageTests.size.height)
        root.backgroundColor = Color(hex: 0xFF0000)
        let picture = Layer()
        picture.frame = Rect(x: 10.3, y: 10.6, width: 256 / shrink, height: 128 / shrink)
        picture.contents = .image(try MinifiedImageTests.stripes(width: 256, height: 128))
        root.addSublayer(picture)
        let image = try FillInvariantTests.render(root, canvas: canvas)
        var darkest = 255, lightest = 0
        for y in 14..<Int(picture.frame.maxY) - 3 {
            for x in 14..<Int(picture.frame.maxX) - 3 {
                let p = image.pixel(x: x, y: y)
                darkest = min(darkest, Int(p.g))
                lightest = max(lightest, Int(p.g))
            }
        }
        return (darkest, lightest)
    }

    @Test(arguments: [2.5, 5.0, 8.0])
    func shrunkStripesAreEvenGrey(shrink: Double) throws {
        let canvas = try HeadlessCanvas(size: MinifiedImageTests.size, fonts: try Resources(app: DemoApp.repository).fonts)
        defer { canvas.close() }
        let (darkest, lightest) = try drawn(shrink: shrink, canvas: canvas)
        // Half black, half white: mid grey, give or take the filter's edge.
        #expect(darkest >= 96 && lightest <= 160, "shrunk \(shrink)x: greys from \(darkest) to \(lightest)")
    }

    /// Up to twice smaller, bilinear sampling reads every texel and stays as it was.
    @Test func halvedStripesStayBilinear() {
        #expect(!CairoRenderer.averagesTexels(AffineTransform(scaleX: 2, y: 2)))
        #expect(CairoRenderer.averagesTexels(AffineTransform(scaleX: 2.01, y: 1)))
        #expect(CairoRenderer.averagesTexels(AffineTransform(rotationAngle: 1).concatenating(AffineTransform(scaleX: 3, y: 3))))
        #expect(!CairoRenderer.averagesTexels(AffineTransform(scaleX: 0.5, y: 0.5)))
    }
}
