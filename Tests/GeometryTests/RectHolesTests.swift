import Testing
import Geometry

/// A rectangle less a set of holes, in bands: the pieces and the holes tile it exactly.
@Suite struct RectHolesTests {
    /// Counts, per pixel of `area`, how many of `rects` hold it.
    func coverage(_ rects: [Rect], in area: Rect) -> [Int] {
        var counts = [Int](repeating: 0, count: Int(area.width * area.height))
        for r in rects {
            for y in Int(r.minY)..<Int(r.maxY) {
                for x in Int(r.minX)..<Int(r.maxX) { counts[(y - Int(area.minY)) * Int(area.width) + x - Int(area.minX)] += 1 }
            }
        }
        return counts
    }

    @Test func piecesAndHolesTileTheRectangle() {
        let area = Rect(x: 0, y: 0, width: 64, height: 48)
        let holes = [Rect(x: 0, y: 0, width: 32, height: 16), Rect(x: 40, y: 0, width: 24, height: 16), Rect(x: 8, y: 20, width: 8, height: 40),
            Rect(x: 20, y: 30, width: 10, height: 4), Rect(x: -10, y: 40, width: 16, height: 4)]
        var pieces: [Rect] = [], edges: [Double] = []
        area.subtracting(all: holes, into: &pieces, edges: &edges)
        let clipped = holes.map { $0.intersection(area) }.filter { !$0.isEmpty }
        #expect(coverage(pieces + clipped, in: area).allSatisfy { $0 == 1 })
    }

    @Test func noHolesLeavesItWhole() {
        var pieces: [Rect] = [], edges: [Double] = []
        Rect(x: 5, y: 5, width: 10, height: 10).subtracting(all: [Rect](), into: &pieces, edges: &edges)
        #expect(pieces == [Rect(x: 5, y: 5, width: 10, height: 10)])
    }
}
