import Testing
import Geometry

@Suite struct RectTests {
    @Test func intersectionAndUnion() {
        let a = Rect(x: 0, y: 0, width: 10, height: 10), b = Rect(x: 5, y: 5, width: 10, height: 10)
        #expect(a.intersection(b) == Rect(x: 5, y: 5, width: 5, height: 5))
        #expect(a.union(b) == Rect(x: 0, y: 0, width: 15, height: 15))
        #expect(a.intersection(Rect(x: 20, y: 20, width: 1, height: 1)).isNull)
        #expect(Rect.null.union(a) == a)
    }

    @Test func negativeSizesAreStandardised() {
        let r = Rect(x: 10, y: 10, width: -4, height: -6)
        #expect(r.standardized == Rect(x: 6, y: 4, width: 4, height: 6))
        #expect(r.contains(Point(x: 8, y: 8)))
    }

    /// The pixels whose centres a rectangle covers: edges to the nearest whole number,
    /// halves up, whatever the sign (a renderer's snap).
    @Test func nearestPixelsKeepCoveredCentres() {
        #expect(Rect(x: 256.97, y: 194.26, width: 127.59, height: 127.80).nearestPixels == Rect(x: 257, y: 194, width: 128, height: 128))
        #expect(Rect(x: 10.5, y: -3.5, width: 2, height: 2).nearestPixels == Rect(x: 11, y: -3, width: 2, height: 2))
        #expect(Rect(x: 1.2, y: 1.2, width: 0.2, height: 0.2).nearestPixels.isEmpty)
        #expect(Rect.null.nearestPixels.isNull)
    }

    @Test func integralCoversFractions() {
        #expect(Rect(x: 0.5, y: 1.2, width: 2, height: 2).integral == Rect(x: 0, y: 1, width: 3, height: 3))
    }

    @Test func subtractingLeavesPiecesThatTileTheRest() {
        let r = Rect(x: 0, y: 0, width: 10, height: 10)
        var pieces: [Rect] = []
        r.subtracting(Rect(x: 2, y: 3, width: 4, height: 5), into: &pieces)
        #expect(pieces == [
            Rect(x: 0, y: 0, width: 10, height: 3), Rect(x: 0, y: 8, width: 10, height: 2),
            Rect(x: 0, y: 3, width: 2, height: 5), Rect(x: 6, y: 3, width: 4, height: 5),
        ])
        #expect(pieces.reduce(0) { $0 + $1.width * $1.height } == 100 - 20)
        pieces.removeAll()
        r.subtracting(Rect(x: -1, y: -1, width: 12, height: 12), into: &pieces)
        #expect(pieces.isEmpty)
        r.subtracting(Rect(x: 20, y: 0, width: 5, height: 5), into: &pieces)
        #expect(pieces == [r])
    }
}
