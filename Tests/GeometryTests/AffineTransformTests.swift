import Foundation
import Testing
import Geometry

@Suite struct AffineTransformTests {
    func close(_ a: Point, _ b: Point, _ eps: Double = 1e-9) -> Bool { abs(a.x - b.x) <= eps && abs(a.y - b.y) <= eps }

    @Test func concatenationAppliesLeftFirst() {
        let t = AffineTransform(scaleX: 2, y: 3).concatenating(AffineTransform(translationX: 10, y: -4))
        #expect(t.apply(to: Point(x: 1, y: 1)) == Point(x: 12, y: -1))
        let u = AffineTransform(translationX: 10, y: -4).concatenating(AffineTransform(scaleX: 2, y: 3))
        #expect(u.apply(to: Point(x: 1, y: 1)) == Point(x: 22, y: -9))
    }

    @Test func rotationTurnsClockwiseOnAYDownScreen() {
        let p = AffineTransform(rotationAngle: Double.pi / 2).apply(to: Point(x: 1, y: 0))
        #expect(close(p, Point(x: 0, y: 1)))
    }

    @Test func inverseUndoesEveryKindOfTransform() throws {
        let t = AffineTransform(rotationAngle: 0.7).scaledBy(x: 2, y: 0.5).translatedBy(x: 13, y: -7)
        let inv = try #require(t.inverted())
        for p in [Point(x: 0, y: 0), Point(x: 3, y: -8), Point(x: 100.5, y: 42)] {
            #expect(close(inv.apply(to: t.apply(to: p)), p))
        }
        let both = t.concatenating(inv)
        #expect(abs(both.a - 1) < 1e-12 && abs(both.d - 1) < 1e-12 && abs(both.b) < 1e-12 && abs(both.tx) < 1e-9)
    }

    @Test func singularTransformsHaveNoInverse() {
        #expect(AffineTransform(scaleX: 0, y: 1).inverted() == nil)
        #expect(AffineTransform(a: .nan, b: 0, c: 0, d: 1, tx: 0, ty: 0).inverted() == nil)
    }

    @Test func rectsMapToTheirBoundingBox() {
        let r = AffineTransform(rotationAngle: Double.pi / 4).apply(to: Rect(x: -1, y: -1, width: 2, height: 2))
        #expect(abs(r.width - 2 * 2.0.squareRoot()) < 1e-9)
        #expect(abs(r.midX) < 1e-9)
    }

    @Test func rectilinearity() {
        #expect(AffineTransform(scaleX: 2, y: 3).isRectilinear)
        #expect(AffineTransform(rotationAngle: Double.pi / 2).isRectilinear)
        #expect(!AffineTransform(rotationAngle: 0.3).isRectilinear)
    }
}
