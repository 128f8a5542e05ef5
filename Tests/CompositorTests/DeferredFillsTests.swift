import Testing
import Compositor
import Geometry

/// Held fills: a later opaque fill hides what it covers, a draw takes the fills it meets,
/// and a blend takes only the parts under it.
@Suite struct DeferredFillsTests {
    func area(_ fills: [DeferredFills.Fill]) -> Double { fills.reduce(0) { $0 + $1.rect.width * $1.rect.height } }

    @Test func aLaterFillHidesWhatItCovers() {
        var d = DeferredFills()
        let added = [d.add(Rect(x: 0, y: 0, width: 100, height: 100), color: 0xFF000000), d.add(Rect(x: 20, y: 20, width: 50, height: 50), color: 0xFFFFFFFF)]
        #expect(added == [true, true])
        #expect(area(d.fills) == 100 * 100)
        #expect(d.fills.filter { $0.color == 0xFF000000 }.allSatisfy { !$0.rect.intersects(Rect(x: 20, y: 20, width: 50, height: 50)) })
        d.cover(Rect(x: 0, y: 0, width: 100, height: 50))
        #expect(area(d.fills) == 100 * 50)
    }

    @Test func whatDrawsTakesOnlyThePartsUnderIt() {
        var d = DeferredFills()
        _ = d.add(Rect(x: 0, y: 0, width: 10, height: 10), color: 1)
        _ = d.add(Rect(x: 20, y: 0, width: 10, height: 10), color: 2)
        var out: [DeferredFills.Fill] = []
        d.takeParts(under: Rect(x: 5, y: 5, width: 2, height: 2), into: &out)
        #expect(out == [DeferredFills.Fill(rect: Rect(x: 5, y: 5, width: 2, height: 2), color: 1)])
        #expect(area(d.fills) == 200 - 4)
        // Touching is not meeting.
        d.takeParts(under: Rect(x: 30, y: 0, width: 5, height: 5), into: &out)
        #expect(out.count == 1)
        d.takeAll(into: &out)
        #expect(d.isEmpty && area(out) == 200)
    }

    @Test func aBlendTakesOnlyThePartsUnderIt() {
        var d = DeferredFills()
        _ = d.add(Rect(x: 0, y: 0, width: 100, height: 100), color: 7)
        var out: [DeferredFills.Fill] = []
        d.takeParts(under: Rect(x: 90, y: 90, width: 20, height: 20), into: &out)
        #expect(out == [DeferredFills.Fill(rect: Rect(x: 90, y: 90, width: 10, height: 10), color: 7)])
        #expect(area(d.fills) == 100 * 100 - 100)
    }
}
