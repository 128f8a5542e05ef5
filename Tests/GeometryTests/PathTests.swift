import Foundation
import Testing
import Geometry

@Suite struct PathTests {
    @Test func flatteningStaysWithinTolerance() {
        let circle = Path.ellipse(in: Rect(x: -50, y: -50, width: 100, height: 100))
        for tolerance in [1.0, 0.25, 0.05] {
            let poly = circle.flattened(tolerance: tolerance)[0]
            for (i, p) in poly.enumerated() {
                let q = poly[(i + 1) % poly.count]
                let mid = Point(x: (p.x + q.x) / 2, y: (p.y + q.y) / 2)
                // The chord's midpoint is as far inside the circle as the chord strays from it.
                #expect(50 - mid.length <= tolerance + 0.03)
                #expect(abs(p.length - 50) < 0.03)
            }
            #expect(abs(Polygon.area(poly) - Double.pi * 2500) < Double.pi * 2500 * 0.02)
        }
    }

    @Test func roundedRectRadiusIsClamped() {
        let p = Path.roundedRect(Rect(x: 0, y: 0, width: 40, height: 10), cornerRadius: 100)
        let poly = p.flattened(tolerance: 0.01)[0]
        let b = poly.reduce(Rect.null) { $0.union(Rect(origin: $1, size: .zero)) }
        #expect(abs(b.width - 40) < 1e-6 && abs(b.height - 10) < 1e-6)
        // A stadium: the area of a 30 x 10 rectangle plus a circle of radius 5.
        #expect(abs(Polygon.area(poly) - (300 + Double.pi * 25)) < 0.5)
    }

    @Test func svgDataWithRelativeAndSmoothCommands() throws {
        let p = try Path(svgData: "m10,10 h20 v20 h-20 z M50 50 q 10 -10 20 0 t 20 0 Z")
        let polys = p.flattened(tolerance: 0.1)
        #expect(polys.count == 2)
        #expect(abs(Polygon.area(polys[0]) - 400) < 1e-9)
    }

    @Test func badSVGDataNamesThePlace() {
        #expect(throws: PathDataError(offset: 0, reason: "expected a command letter")) { try Path(svgData: "10 10") }
        #expect(throws: PathDataError.self) { try Path(svgData: "M 10 x") }
        #expect(throws: PathDataError.self) { try Path(svgData: "M 1 1 A 5 5 0 0 1 10 10") }
        #expect(throws: PathDataError(offset: 0, reason: "no drawing commands")) { try Path(svgData: "   ") }
    }

    @Test func nonFinitePointsAreDropped() {
        var p = Path()
        p.move(to: Point(x: 0, y: 0))
        p.addLine(to: Point(x: .nan, y: 1))
        p.addLine(to: Point(x: 1, y: 1))
        p.closeSubpath()
        #expect(p.flattened().isEmpty)
    }
}
