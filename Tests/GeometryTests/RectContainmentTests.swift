import Testing
import Geometry

/// `Rect.kept(inside:)`: moved the least it takes to lie inside, scaled down first when larger.
@Suite struct RectContainmentTests {
    let outer = Rect(x: 0, y: 0, width: 100, height: 80)

    @Test func aRectInsideStaysWhereItIs() {
        let r = Rect(x: 10, y: 20, width: 30, height: 30)
        #expect(r.kept(inside: outer) == r)
    }

    @Test func aRectOverAnEdgeMovesBackTheLeast() {
        #expect(Rect(x: 90, y: 20, width: 30, height: 30).kept(inside: outer) == Rect(x: 70, y: 20, width: 30, height: 30))
        #expect(Rect(x: -5, y: 70, width: 30, height: 30).kept(inside: outer) == Rect(x: 0, y: 50, width: 30, height: 30))
    }

    @Test func aRectLargerThanTheOuterOneShrinksKeepingItsShape() {
        let kept = Rect(x: 50, y: 10, width: 160, height: 40).kept(inside: outer)
        #expect(kept.width == 100 && kept.height == 25 && kept.minX == 0 && kept.midY == 30)
    }
}
