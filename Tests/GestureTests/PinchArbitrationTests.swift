import Testing
import Geometry
import Gestures

/// A one-axis scroll's pan (hit first, as a scroll view's is) and a pan that takes pinches
/// (a card dismissed by a drag or a pinch) on one press: two touches pinching are the
/// pinch's, whichever way they lie and whether one of them stays still; two touches moving
/// together are the scroll's.
@MainActor
@Suite struct PinchArbitrationTests {
    /// Lets its pan begin only for a drag mostly vertical, as a vertical scroll view does.
    final class VerticalOnly: GestureRecognizerDelegate {
        func gestureRecognizerShouldBegin(_ recognizer: GestureRecognizer) -> Bool {
            guard let pan = recognizer as? PanGestureRecognizer else { return true }
            let t = pan.translation(in: nil)
            return abs(t.y) >= abs(t.x)
        }
    }

    let arena = GestureArena()
    let scroll = PanGestureRecognizer(name: "scroll")
    let card = PanGestureRecognizer(name: "card")
    let vertical = VerticalOnly()

    init() {
        scroll.delegate = vertical
        card.beginsOnPinch = true
        arena.beginPress(with: [scroll, card])
    }

    /// Touches 1 and 2 from `from` to `to` in ten steps, both moved each step, still down.
    func move(from: [Point], to: [Point]) {
        for (i, p) in from.enumerated() { arena.send(PointerEvent(phase: .down, pointerID: i + 1, location: p, timestamp: 0, source: .touch)) }
        for step in 1...10 {
            let f = Double(step) / 10
            for (i, (a, b)) in zip(from, to).enumerated() {
                arena.send(PointerEvent(phase: .move, pointerID: i + 1, location: Point(x: a.x + (b.x - a.x) * f, y: a.y + (b.y - a.y) * f),
                    timestamp: Double(step) / 60, source: .touch))
            }
        }
    }

    /// The fingers' line: vertical, horizontal and both diagonals.
    nonisolated static let directions: [String: Point] = ["vertical": Point(x: 0, y: 1), "horizontal": Point(x: 1, y: 0),
        "diagonal": Point(x: 0.5.squareRoot(), y: 0.5.squareRoot()), "antidiagonal": Point(x: 0.5.squareRoot(), y: -0.5.squareRoot())]

    @Test(arguments: directions.keys.sorted())
    func aPinchInAnyOrientationIsThePinchs(_ name: String) throws {
        let d = try #require(Self.directions[name])
        let c = Point(x: 400, y: 300)
        move(from: [Point(x: c.x - 150 * d.x, y: c.y - 150 * d.y), Point(x: c.x + 150 * d.x, y: c.y + 150 * d.y)],
            to: [Point(x: c.x - 50 * d.x, y: c.y - 50 * d.y), Point(x: c.x + 50 * d.x, y: c.y + 50 * d.y)])
        #expect(card.state.isActive && scroll.state == .failed, "\(name): card \(card.state), scroll \(scroll.state)")
        #expect(abs(card.scale - 50.0 / 150) < 1e-9)
    }

    /// One finger held still, the other closing on it: the centroid moves half as far as the
    /// finger, as far as the spread changes. Still a pinch.
    @Test func aPinchWithOneFingerStillIsThePinchs() {
        move(from: [Point(x: 400, y: 100), Point(x: 400, y: 500)], to: [Point(x: 400, y: 100), Point(x: 400, y: 300)])
        #expect(card.state.isActive && scroll.state == .failed, "card \(card.state), scroll \(scroll.state)")
    }

    /// Two fingers moving up together: a drag, the scroll's (first in the chain).
    @Test func twoFingersMovingTogetherAreADrag() {
        move(from: [Point(x: 350, y: 400), Point(x: 450, y: 400)], to: [Point(x: 350, y: 300), Point(x: 450, y: 300)])
        #expect(scroll.state.isActive && card.state == .failed)
    }

    /// A pan that does not take pinches never begins on one, however far it goes.
    @Test func aPanThatTakesNoPinchesStaysPossibleThroughAPinch() {
        arena.beginPress(with: [scroll])
        move(from: [Point(x: 100, y: 300), Point(x: 700, y: 300)], to: [Point(x: 350, y: 300), Point(x: 450, y: 300)])
        #expect(scroll.state == .possible)
    }
}
