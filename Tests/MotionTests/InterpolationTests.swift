import Foundation
import Testing
import Geometry
import Motion

@Suite struct InterpolationTests {
    @Test func transformsInterpolateThroughRotation() {
        let a = Geometry.AffineTransform.identity
        let b = Geometry.AffineTransform(rotationAngle: Double.pi / 2)
        let mid = Geometry.AffineTransform.interpolate(a, b, 0.5)
        // Halfway is a 45-degree rotation at full scale, not a matrix average (which shrinks).
        #expect(abs(mid.a - cos(Double.pi / 4)) < 1e-12 && abs(mid.b - sin(Double.pi / 4)) < 1e-12)
        #expect(abs(mid.determinant - 1) < 1e-12)
    }

    @Test func decompositionRoundTrips() {
        let t = Geometry.AffineTransform(scaleX: 2, y: -0.5).rotated(by: 0.9).translatedBy(x: 3, y: 4)
        let back = TransformComponents(t).transform
        for (x, y) in [(t.a, back.a), (t.b, back.b), (t.c, back.c), (t.d, back.d), (t.tx, back.tx), (t.ty, back.ty)] {
            #expect(abs(x - y) < 1e-12)
        }
    }

    @Test func rotationTakesTheShortWay() {
        let a = Geometry.AffineTransform(rotationAngle: 3)
        let b = Geometry.AffineTransform(rotationAngle: -3)
        let mid = TransformComponents(.interpolate(a, b, 0.5))
        #expect(abs(abs(mid.rotation) - Double.pi) < 1e-9)
    }

    @Test func scaleAndTranslationInterpolateLinearly() {
        let a = Geometry.AffineTransform(scaleX: 1, y: 1)
        let b = Geometry.AffineTransform(scaleX: 150, y: 150).translatedBy(x: 0, y: -10)
        let q = Geometry.AffineTransform.interpolate(a, b, 0.25)
        #expect(abs(q.a - (1 + 149 * 0.25)) < 1e-9)
        #expect(abs(q.ty - (-1500 * 0.25)) < 1e-9)
    }

    @Test func colorsRectsAndScalars() {
        #expect(Double.interpolate(2, 4, 0.25) == 2.5)
        #expect(Rect.interpolate(Rect(x: 0, y: 0, width: 10, height: 10), Rect(x: 10, y: 10, width: 30, height: 10), 0.5) == Rect(x: 5, y: 5, width: 20, height: 10))
        #expect(Color.interpolate(.black, .white, 0.5) == Color(white: 0.5))
    }
}
