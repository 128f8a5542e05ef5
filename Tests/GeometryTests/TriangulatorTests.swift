import Foundation
import Testing
import Geometry

@Suite struct TriangulatorTests {
    func check(_ polygon: [Point], sourceLocation: SourceLocation = #_sourceLocation) {
        let tris = Triangulator.triangulate(polygon)
        #expect(tris.count == (polygon.count - 2) * 3, sourceLocation: sourceLocation)
        let area = Triangulator.area(of: tris, in: polygon)
        #expect(abs(area - Polygon.area(polygon)) < 1e-6 * max(1, area), sourceLocation: sourceLocation)
        // Every triangle turns the polygon's way: none is folded over.
        let sign = Polygon.signedArea(polygon) >= 0 ? 1.0 : -1.0
        for k in stride(from: 0, to: tris.count, by: 3) {
            #expect(Polygon.cross(polygon[tris[k]], polygon[tris[k + 1]], polygon[tris[k + 2]]) * sign >= 0, sourceLocation: sourceLocation)
        }
    }

    @Test func convexPolygons() {
        check([Point(x: 0, y: 0), Point(x: 4, y: 0), Point(x: 4, y: 3), Point(x: 0, y: 3)])
        check((0..<12).map { i in Point(x: cos(Double(i) * Double.pi / 6) * 5, y: sin(Double(i) * Double.pi / 6) * 5) })
    }

    @Test func concavePolygonsInBothWindings() {
        let l = [Point(x: 0, y: 0), Point(x: 4, y: 0), Point(x: 4, y: 1), Point(x: 1, y: 1), Point(x: 1, y: 4), Point(x: 0, y: 4)]
        check(l)
        check(l.reversed())
        let star = (0..<10).map { k -> Point in
            let r = k % 2 == 0 ? 10.0 : 4.0
            let a = Double(k) * Double.pi / 5
            return Point(x: r * cos(a), y: r * sin(a))
        }
        check(star)
    }

    @Test func theLogoTriangulatesExactly() throws {
        let path = try Path(svgData: "M 10 80 C 20 44, 50 18, 90 10 C 73 24, 63 36, 58 49 C 68 45, 80 45, 92 50 C 73 58, 55 72, 42 92 C 41 80, 30 73, 10 80 Z")
        let polys = path.flattened(tolerance: 0.05)
        #expect(polys.count == 1)
        check(polys[0])
    }

    @Test func degenerateInputNeverTraps() {
        #expect(Triangulator.triangulate([]).isEmpty)
        #expect(Triangulator.triangulate([Point(x: 1, y: 1), Point(x: 2, y: 2)]).isEmpty)
        // Collinear: no area, no triangles with area.
        let line = [Point(x: 0, y: 0), Point(x: 1, y: 1), Point(x: 2, y: 2), Point(x: 3, y: 3)]
        #expect(Triangulator.area(of: Triangulator.triangulate(line), in: line) == 0)
        // A bow tie (self-intersecting): finishes, with a bounded number of triangles.
        let bow = [Point(x: 0, y: 0), Point(x: 4, y: 4), Point(x: 4, y: 0), Point(x: 0, y: 4)]
        #expect(Triangulator.triangulate(bow).count <= 6)
    }
}
