import Compositor
import Geometry
import Testing

/// Damage: what changed between two frames' fingerprints, as a few rectangles of the window.
@Suite struct FrameDamageTests {
    static let window = Rect(x: 0, y: 0, width: 1000, height: 800)

    static func f(_ hash: UInt64, _ x: Double, _ y: Double, _ w: Double, _ h: Double, path: Bool = false) -> FrameDamage.Fingerprint {
        FrameDamage.Fingerprint(hash: hash, bounds: Rect(x: x, y: y, width: w, height: h), isPath: path)
    }

    /// The damage of `second` after `first`.
    static func damage(_ first: [FrameDamage.Fingerprint], _ second: [FrameDamage.Fingerprint], forgetsOldPlaces: Bool = false) -> [Rect]? {
        var d = FrameDamage()
        d.forgetsOldPlaces = forgetsOldPlaces
        d.begin()
        for x in first { d.add(x) }
        _ = d.finish(window: window)
        d.begin()
        for x in second { d.add(x) }
        return d.finish(window: window)
    }

    static let background = f(1, 0, 0, 1000, 800)

    @Test func theFirstFrameAndOneAfterForgettingAreWhole() {
        var d = FrameDamage()
        d.begin()
        d.add(FrameDamageTests.background)
        #expect(d.finish(window: FrameDamageTests.window) == nil)
        d.begin()
        d.add(FrameDamageTests.background)
        #expect(d.finish(window: FrameDamageTests.window) == [])
        d.forget()
        d.begin()
        d.add(FrameDamageTests.background)
        #expect(d.finish(window: FrameDamageTests.window) == nil)
    }

    @Test func aMovedCommandDamagesItsOldAndNewPlace() {
        let d = FrameDamageTests.damage([FrameDamageTests.background, FrameDamageTests.f(2, 10, 10, 20, 20)],
            [FrameDamageTests.background, FrameDamageTests.f(3, 50, 10, 20, 20)])
        #expect(d == [Rect(x: 10, y: 10, width: 60, height: 20)])
    }

    /// The fault `RenderFault.staleDamage` makes: the old place is left out.
    @Test func forgettingOldPlacesLeavesTheOldPlaceOut() {
        let d = FrameDamageTests.damage([FrameDamageTests.background, FrameDamageTests.f(2, 10, 10, 20, 20)],
            [FrameDamageTests.background, FrameDamageTests.f(3, 50, 10, 20, 20)], forgetsOldPlaces: true)
        #expect(d == [Rect(x: 50, y: 10, width: 20, height: 20)])
    }

    @Test func anAddedOrRemovedCommandDamagesOnlyItself() {
        let a = [FrameDamageTests.background, FrameDamageTests.f(2, 0, 0, 100, 50), FrameDamageTests.f(4, 500, 500, 10, 10)]
        let b = [FrameDamageTests.background, FrameDamageTests.f(2, 0, 0, 100, 50), FrameDamageTests.f(9, 300, 300, 5, 5), FrameDamageTests.f(4, 500, 500, 10, 10)]
        #expect(FrameDamageTests.damage(a, b) == [Rect(x: 300, y: 300, width: 5, height: 5)])
        #expect(FrameDamageTests.damage(b, a) == [Rect(x: 300, y: 300, width: 5, height: 5)])
    }

    /// A page copied around a card that grows: the pieces pair as a run, and only the
    /// pixels the card took or gave back are damage, with the card's own.
    @Test func piecesCutAroundAGrowingCardDamageOnlyWhatTheCardChanged() {
        func frame(card: Rect) -> [FrameDamage.Fingerprint] {
            let page = Rect(x: 0, y: 0, width: 1000, height: 800)
            var pieces: [Rect] = []
            page.subtracting(card, into: &pieces)
            return pieces.map { FrameDamage.Fingerprint(hash: 7, bounds: $0, isPath: false) } + [FrameDamage.Fingerprint(hash: UInt64(card.width), bounds: card, isPath: true)]
        }
        let d = FrameDamageTests.damage(frame(card: Rect(x: 400, y: 300, width: 200, height: 100)), frame(card: Rect(x: 390, y: 295, width: 220, height: 110)))
        #expect(d == [Rect(x: 390, y: 295, width: 220, height: 110)])
    }

    @Test func aPathTheDamageMeetsIsTakenWhole() {
        let ring = FrameDamageTests.f(5, 100, 100, 200, 200, path: true)
        let d = FrameDamageTests.damage([FrameDamageTests.background, ring, FrameDamageTests.f(2, 280, 150, 10, 10)],
            [FrameDamageTests.background, ring, FrameDamageTests.f(3, 280, 150, 10, 10)])
        #expect(d == [Rect(x: 100, y: 100, width: 200, height: 200)])
    }

    /// Changes far apart (a title at the top, a card lower down) are two rectangles; near
    /// ones, whose box costs little more than they do, are one; overlapping ones are one.
    @Test func changesFarApartStayApartAndNearOnesAreOne() {
        let title = FrameDamageTests.f(2, 300, 20, 200, 20), card = FrameDamageTests.f(3, 400, 300, 300, 300)
        let apart = FrameDamageTests.damage([FrameDamageTests.background, title, card],
            [FrameDamageTests.background, FrameDamageTests.f(4, 300, 20, 200, 20), FrameDamageTests.f(5, 400, 300, 300, 300)])
        #expect(apart.map(Set.init) == Set([Rect(x: 300, y: 20, width: 200, height: 20), Rect(x: 400, y: 300, width: 300, height: 300)]))
        let near = FrameDamageTests.damage([FrameDamageTests.background, FrameDamageTests.f(2, 400, 280, 300, 10), card],
            [FrameDamageTests.background, FrameDamageTests.f(4, 400, 280, 300, 10), FrameDamageTests.f(5, 400, 300, 300, 300)])
        #expect(near == [Rect(x: 400, y: 280, width: 300, height: 320)])
        let overlapping = FrameDamageTests.damage([FrameDamageTests.background, FrameDamageTests.f(2, 600, 500, 300, 200), card],
            [FrameDamageTests.background, FrameDamageTests.f(4, 600, 500, 300, 200), FrameDamageTests.f(5, 400, 300, 300, 300)])
        #expect(overlapping == [Rect(x: 400, y: 300, width: 500, height: 400)])
    }

    /// At most `mostRectangles`: ten specks far apart are four rectangles that hold them all
    /// and do not overlap.
    @Test func manyChangesAreAtMostFourRectangles() throws {
        func speck(_ hash: UInt64, _ k: Int) -> FrameDamage.Fingerprint {
            let x = Double(k % 5) * 200, y = Double(k / 5) * 600
            return FrameDamageTests.f(hash, x, y, 8, 8)
        }
        let specks = (0..<10).map { speck(UInt64(10 + $0), $0) }
        let moved = (0..<10).map { speck(UInt64(30 + $0), $0) }
        let d = try #require(FrameDamageTests.damage([FrameDamageTests.background] + specks, [FrameDamageTests.background] + moved))
        #expect(d.count <= FrameDamage.mostRectangles)
        for s in specks {
            let held = d.contains { $0.contains(s.bounds) }
            #expect(held, "\(s.bounds) is not redrawn")
        }
        for (i, a) in d.enumerated() { for b in d[(i + 1)...] { #expect(!a.intersects(b), "\(a) and \(b) overlap") } }
    }

    @Test func damageOverThreeQuartersOfTheWindowIsTheWholeWindow() {
        let d = FrameDamageTests.damage([FrameDamageTests.background, FrameDamageTests.f(2, 0, 0, 1000, 700)],
            [FrameDamageTests.background, FrameDamageTests.f(3, 0, 0, 1000, 700)])
        #expect(d == nil)
    }
}
