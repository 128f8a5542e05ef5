import Geometry
import Navigation
import Testing

/// The bar's motion as a pure function of the depth between two pages' contents.
@Suite struct NavigationBarMotionTests {
    let motion = NavigationBarMotion(lowerTitle: Rect(x: 340, y: 0, width: 120, height: 64),
        upperTitle: Rect(x: 350, y: 0, width: 100, height: 64), upperBackTextX: 25, barWidth: 800, slides: true)

    @Test func atRestEachEndShowsItsOwnLabelsWhereTheyRest() {
        #expect(motion.lowerTitle(at: 0) == .resting && motion.lowerBack(at: 0) == .resting)
        #expect(motion.upperTitle(at: 0).alpha == 0 && motion.upperBack(at: 0).alpha == 0)
        #expect(motion.upperTitle(at: 1) == .resting && motion.upperBack(at: 1) == .resting)
        #expect(motion.lowerTitle(at: 1).alpha == 0 && motion.lowerBack(at: 1).alpha == 0)
    }

    /// The lower title ends at the upper Back text's place at the Back label's size, and the
    /// upper Back label travels the same path: gone one, shown the other, never both.
    @Test func theLowerTitleHandsOverToTheUpperBackLabel() {
        let end = motion.lowerTitle(at: 1)
        #expect(abs(end.scale - NavigationBarMotion.backScale) < 1e-12)
        let left = 400 + end.dx - 120 * end.scale / 2
        #expect(abs(left - 25) < 1e-9)
        for step in 0...100 {
            let s = Double(step) / 100
            #expect(motion.lowerTitle(at: s).alpha == 0 || motion.upperBack(at: s).alpha == 0, "at \(s)")
            #expect(motion.lowerBack(at: s).alpha == 0 || motion.upperBack(at: s).alpha == 0, "at \(s)")
            let title = motion.lowerTitle(at: s), back = motion.upperBack(at: s)
            // Both begin their text at the same x.
            #expect(abs((400 + title.dx - 120 * title.scale / 2) - (25 + back.dx)) < 1e-9)
        }
    }

    /// The upper title comes from the right, clear of the lower title where it rests.
    @Test func theUpperTitleComesFromTheRight() {
        let start = motion.upperTitle(at: 0)
        #expect(start.dx >= 400 && 350 + start.dx >= 460 + NavigationBarMotion.gap)
        #expect(motion.upperTitle(at: 0.5).dx == start.dx / 2)
    }

    /// Without slides nothing moves, and the lower labels are gone before the upper show.
    @Test func reduceMotionOnlyFadesOneAfterTheOther() {
        var still = motion
        still.slides = false
        for step in 0...100 {
            let s = Double(step) / 100
            let all = [still.lowerTitle(at: s), still.lowerBack(at: s), still.upperTitle(at: s), still.upperBack(at: s)]
            #expect(all.allSatisfy { $0.dx == 0 && $0.scale == 1 })
            #expect(max(still.lowerTitle(at: s).alpha, still.lowerBack(at: s).alpha) == 0
                || max(still.upperTitle(at: s).alpha, still.upperBack(at: s).alpha) == 0, "at \(s)")
        }
    }
}
