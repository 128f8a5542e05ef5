import Compositor
import Geometry
import Testing

/// A rounded background or picture placed without turning is said as its outline, in target
/// pixels, beside its contours: radii clamped as the path clamps them, elliptical under a
/// scale that differs across and down; a turned one, and a shape layer, have none; a renderer
/// of triangles gets none.
@MainActor
@Suite struct RoundedOutlineTests {
    static func fills(_ root: Layer, paths: Bool = true, scale: Double = 1) -> [DrawCommand] {
        let renderer = RecordingRenderer(width: 800, height: 600)
        renderer.fillsPaths = paths
        let c = Compositor()
        c.cachesRasterizedLayers = false
        c.build(root, for: renderer, scale: scale)
        return c.drawList.commands.filter { $0.kind == .fillPath }
    }

    static func card(frame: Rect, radius: Double, transform: Geometry.AffineTransform = .identity) -> Layer {
        let root = Layer()
        root.frame = Rect(x: 0, y: 0, width: 400, height: 300)
        let card = Layer()
        card.frame = frame
        card.backgroundColor = Color(red: 1, green: 1, blue: 1, alpha: 0.7)
        card.cornerRadius = radius
        card.transform = transform
        root.addSublayer(card)
        return root
    }

    @Test func aRoundedBackgroundIsItsOutline() throws {
        let fills = RoundedOutlineTests.fills(RoundedOutlineTests.card(frame: Rect(x: 20, y: 30.5, width: 120, height: 60), radius: 14), scale: 2)
        let outline = try #require(fills.first?.outline)
        #expect(outline == RoundedOutline(rect: Rect(x: 40, y: 61, width: 240, height: 120), radiusX: 28, radiusY: 28))
    }

    @Test func aRadiusPastHalfTheShorterSideIsClampedAsThePathClampsIt() throws {
        let fills = RoundedOutlineTests.fills(RoundedOutlineTests.card(frame: Rect(x: 10, y: 10, width: 80, height: 40), radius: 35))
        let outline = try #require(fills.first?.outline)
        #expect(outline.radiusX == 20 && outline.radiusY == 20)
    }

    @Test func aScaleThatDiffersAcrossAndDownGivesEllipticalCorners() throws {
        let fills = RoundedOutlineTests.fills(RoundedOutlineTests.card(frame: Rect(x: 100, y: 100, width: 100, height: 50), radius: 10,
            transform: Geometry.AffineTransform(scaleX: 2, y: 0.5)))
        let outline = try #require(fills.first?.outline)
        #expect(abs(outline.radiusX - 20) < 1e-9 && abs(outline.radiusY - 5) < 1e-9)
        #expect(abs(outline.rect.width - 200) < 1e-9 && abs(outline.rect.height - 25) < 1e-9)
    }

    /// Past `largestRadius` the path's cubic corners and a true ellipse part by more than the
    /// contours' flattening: the contours are filled instead.
    @Test func cornersPastTheLargestRadiusHaveNoOutline() {
        let near = RoundedOutlineTests.fills(RoundedOutlineTests.card(frame: Rect(x: 10, y: 10, width: 300, height: 250), radius: 100))
        let past = RoundedOutlineTests.fills(RoundedOutlineTests.card(frame: Rect(x: 10, y: 10, width: 300, height: 250), radius: 101))
        #expect(near.first?.outline != nil)
        #expect(!past.isEmpty && past.allSatisfy { $0.outline == nil })
    }

    @Test func aTurnedCardHasNoOutline() {
        let fills = RoundedOutlineTests.fills(RoundedOutlineTests.card(frame: Rect(x: 100, y: 100, width: 100, height: 50), radius: 10,
            transform: Geometry.AffineTransform(rotationAngle: 0.2)))
        #expect(!fills.isEmpty && fills.allSatisfy { $0.outline == nil })
    }

    @Test func aRendererOfTrianglesGetsNoOutline() {
        let root = RoundedOutlineTests.card(frame: Rect(x: 20, y: 30, width: 120, height: 60), radius: 14)
        let renderer = RecordingRenderer(width: 800, height: 600)
        let c = Compositor()
        c.build(root, for: renderer, scale: 1)
        #expect(c.drawList.commands.allSatisfy { $0.outline == nil })
    }
}
