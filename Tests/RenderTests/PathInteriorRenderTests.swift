import Compositor
import Runtime
import Geometry
@_spi(Testing) import SDLPlatform
import SegueTesting
import Testing
import DemoTesting
import Scenes

/// A shape grown past the window (the Logo Reveal's logo, and a page fading in through the
/// same shape as its mask): its inside is painted plain and the page is blended over the
/// logo's colour in one pass, and every frame is the frame drawn with every path by coverage,
/// to a level at the shape's edge.
@MainActor
@Suite(.serialized) struct PathInteriorRenderTests {
    static let size = Size(width: 480, height: 320)

    /// A dark window with a blue star grown about a point between pixels, and a cream page
    /// with coloured rows over it, at 0.48, seen through the same star.
    static func tree() -> (root: Layer, logo: ShapeLayer, mask: ShapeLayer) {
        let root = Layer()
        root.frame = Rect(x: 0, y: 0, width: size.width, height: size.height)
        root.backgroundColor = Color(hex: 0x141726)
        var star = Path()
        for (i, (x, y)) in [(0.0, -20.0), (6, -6), (20, 0), (6, 6), (0, 20), (-6, 6), (-20, 0), (-6, -6)].enumerated() {
            if i == 0 { star.move(to: Point(x: x, y: y)) } else { star.addLine(to: Point(x: x, y: y)) }
        }
        star.closeSubpath()
        let logo = ShapeLayer()
        logo.path = star
        logo.fillColor = Color(hex: 0x9AAAF8)
        root.addSublayer(logo)
        let page = Layer()
        page.frame = Rect(x: 0, y: 0, width: size.width, height: size.height)
        page.backgroundColor = Color(hex: 0xFFFDF7)
        for (i, hex) in [0x34A853, 0xD1D1D6, 0x3D4BD8].enumerated() {
            let row = Layer()
            row.frame = Rect(x: 30, y: 40 + Double(i) * 80, width: 400, height: 36)
            row.backgroundColor = Color(hex: UInt32(hex))
            row.cornerRadius = 8
            page.addSublayer(row)
        }
        let mask = ShapeLayer()
        mask.path = star
        mask.fillColor = .black
        page.mask = mask
        page.opacity = 0.48
        root.addSublayer(page)
        return (root, logo, mask)
    }

    static func grow(_ shapes: [ShapeLayer], frame k: Int) {
        for s in shapes {
            s.position = Point(x: 240.3, y: 160.6)
            let scale = 2 + Double(k * k) * 0.9
            s.transform = AffineTransform(scaleX: scale, y: scale)
        }
    }

    @Test func aGrownShapesInsideDrawsWhatCoverageDraws() throws {
        let fonts = try Resources(app: DemoApp.repository).fonts
        let plain = try HeadlessCanvas(size: PathInteriorRenderTests.size, fonts: fonts)
        let covered = try HeadlessCanvas(size: PathInteriorRenderTests.size, fonts: fonts)
        defer { plain.close(); covered.close() }
        let (root, logo, mask) = PathInteriorRenderTests.tree()
        let withInside = Compositor(), withoutInside = Compositor()
        withoutInside.marksPathInteriors = false
        defer { withInside.releaseResources(on: plain.renderer); withoutInside.releaseResources(on: covered.renderer) }
        var failures: [String] = []
        var worst = 0
        for k in 0..<12 {
            PathInteriorRenderTests.grow([logo, mask], frame: k)
            withInside.render(root, on: plain.renderer, scale: 1)
            withoutInside.render(root, on: covered.renderer, scale: 1)
            guard let a = plain.snapshot(), let b = covered.snapshot() else { throw HarnessError("a canvas could not be read") }
            var differing = 0
            for i in a.pixels.indices {
                let d = abs(Int(a.pixels[i]) - Int(b.pixels[i]))
                worst = max(worst, d)
                if d > 0 { differing += 1 }
            }
            if differing > 0 && worst > 1 { failures.append("frame \(k): \(differing) bytes differ, by up to \(worst) levels") }
        }
        #expect(failures.isEmpty, "\(failures.joined(separator: "\n"))")
        // The inside was found and used: most of the window, in the frames after the star
        // outgrows it, was blended over the logo's colour in one pass.
        let window = Int(PathInteriorRenderTests.size.width * PathInteriorRenderTests.size.height)
        let blended = plain.renderer.pixelsBlendedOverFills
        #expect(blended > 4 * window, "\(blended) pixels blended over fills")
        #expect(covered.renderer.pixelsBlendedOverFills == 0)
    }
}
