import Testing
import Geometry
@_spi(Testing) import Gestures

@MainActor
final class AllowAll: GestureRecognizerDelegate {
    var simultaneous = false
    var begin = true
    func gestureRecognizerShouldBegin(_ recognizer: GestureRecognizer) -> Bool { begin }
    func gestureRecognizer(_ recognizer: GestureRecognizer, shouldRecognizeSimultaneouslyWith other: GestureRecognizer) -> Bool { simultaneous }
}

@MainActor
@Suite struct RecognizerTests {
    /// Records the states a recognizer goes through.
    func trace(_ r: GestureRecognizer) -> () -> [GestureRecognizerState] {
        var states: [GestureRecognizerState] = []
        r.addTarget { states.append($0.state) }
        let arenaFailures = Box()
        _ = arenaFailures
        return { states }
    }
    final class Box {}

    func press(_ arena: GestureArena, _ recognizers: [GestureRecognizer], _ points: [(Double, Double, Double)], source: PointerSource = .mouse, end: PointerPhase = .up) {
        arena.beginPress(with: recognizers)
        for (i, (t, x, y)) in points.enumerated() {
            let phase: PointerPhase = i == 0 ? .down : (i == points.count - 1 ? end : .move)
            arena.send(PointerEvent(phase: phase, location: Point(x: x, y: y), timestamp: t, source: source))
        }
    }

    /// Read at a frame's time, a pan that has rested past the stop gap reads zero, as its
    /// release would; `velocity(in:)` keeps the last movement's speed.
    @Test func aRestingPanReadsZeroAtTheFrameTime() {
        let arena = GestureArena()
        let pan = PanGestureRecognizer()
        arena.beginPress(with: [pan])
        arena.send(PointerEvent(phase: .down, location: Point(x: 100, y: 100), timestamp: 0, source: .mouse))
        for i in 1...10 { arena.send(PointerEvent(phase: .move, location: Point(x: 100 + 10 * Double(i), y: 100), timestamp: Double(i) * 0.01, source: .mouse)) }
        #expect(pan.state.isActive)
        #expect(abs(pan.velocity(in: nil, at: 0.11).x - 1000) < 1e-6)
        #expect(abs(pan.velocity(in: nil, at: 0.10 + VelocityTracker.stopGap - 1e-9).x - 1000) < 1e-6)
        #expect(pan.velocity(in: nil, at: 0.10 + VelocityTracker.stopGap + 0.001) == .zero)
        #expect(abs(pan.velocity(in: nil).x - 1000) < 1e-6, "the last movement's speed")
        // A frame time before the last event (an event stamped just after the frame began) reads it as of that event.
        #expect(abs(pan.velocity(in: nil, at: 0.05).x - 1000) < 1e-6)
        var released: Point?
        pan.addTarget { if $0.state == .ended { released = (pan as PanGestureRecognizer).velocity(in: nil) } }
        arena.send(PointerEvent(phase: .up, location: Point(x: 200, y: 100), timestamp: 0.2, source: .mouse))
        #expect(released == .zero)
    }

    @Test func aDragIsAPanNotATap() {
        let arena = GestureArena()
        let pan = PanGestureRecognizer(), tap = TapGestureRecognizer()
        let panStates = trace(pan)
        var log: [String] = []
        arena.onStateChange = { r, s in log.append("\(r.name) \(s.rawValue)") }
        press(arena, [tap, pan], [(0, 100, 100), (0.01, 103, 100), (0.02, 120, 100), (0.03, 150, 100), (0.04, 150, 100)])
        #expect(panStates() == [.began, .changed, .ended])
        #expect(log.contains("TapGestureRecognizer failed"))
        #expect(pan.translation(in: nil) == Point(x: 50, y: 0))
    }

    @Test func aStillPressIsATapNotAPan() {
        let arena = GestureArena()
        let pan = PanGestureRecognizer(), tap = TapGestureRecognizer()
        let tapStates = trace(tap), panStates = trace(pan)
        press(arena, [tap, pan], [(0, 100, 100), (0.05, 102, 101), (0.1, 102, 101)])
        #expect(tapStates() == [.ended])
        #expect(panStates() == [])
        #expect(pan.state == .possible && tap.state == .possible)  // both reset for the next press
    }

    @Test func thresholdDependsOnTheSource() {
        let arena = GestureArena()
        let pan = PanGestureRecognizer()
        press(arena, [pan], [(0, 0, 0), (0.01, 6, 0)], source: .touch, end: .move)
        #expect(pan.state == .possible)  // 6 pt is under the 10 pt touch threshold
        arena.send(PointerEvent(phase: .move, location: Point(x: 11, y: 0), timestamp: 0.02, source: .touch))
        #expect(pan.state == .began)
        arena.send(PointerEvent(phase: .up, location: Point(x: 11, y: 0), timestamp: 0.03, source: .touch))
        press(arena, [pan], [(1, 0, 0), (1.01, 5, 0)], source: .mouse, end: .move)
        #expect(pan.state == .began)  // 4 pt for a mouse
        pan.minimumDistance = 30
    }

    @Test func focusLossOrAMissingButtonUpCancels() {
        let arena = GestureArena()
        let pan = PanGestureRecognizer()
        let states = trace(pan)
        press(arena, [pan], [(0, 0, 0), (0.01, 50, 0), (0.02, 60, 0), (0.03, 60, 0)], end: .cancel)
        #expect(states() == [.began, .changed, .cancelled])
        #expect(pan.state == .possible)
    }

    @Test func simultaneousRecognitionNeedsADelegate() {
        let arena = GestureArena()
        let a = PanGestureRecognizer(name: "a"), b = PanGestureRecognizer(name: "b")
        press(arena, [a, b], [(0, 0, 0), (0.01, 50, 0)], end: .move)
        #expect(a.state == .began && b.state == .failed)
        arena.send(PointerEvent(phase: .up, location: Point(x: 50, y: 0), timestamp: 0.02))
        let d = AllowAll()
        d.simultaneous = true
        b.delegate = d
        press(arena, [a, b], [(1, 0, 0), (1.01, 50, 0)], end: .move)
        #expect(a.state == .began && b.state == .began)
    }

    @Test func shouldBeginCanRefuse() {
        let arena = GestureArena()
        let pan = PanGestureRecognizer()
        let d = AllowAll()
        d.begin = false
        pan.delegate = d
        press(arena, [pan], [(0, 0, 0), (0.01, 50, 0)], end: .move)
        #expect(pan.state == .failed)
    }

    @Test func requireToFailWaitsForTheOther() {
        let arena = GestureArena()
        let single = TapGestureRecognizer(name: "single"), double = TapGestureRecognizer(name: "double")
        double.numberOfTapsRequired = 2
        single.require(toFail: double)
        let singleStates = trace(single), doubleStates = trace(double)
        press(arena, [single, double], [(0, 10, 10), (0.05, 10, 10)])
        #expect(singleStates() == [] && single.pendingState == .ended)  // waiting for the double tap
        arena.advance(to: 0.5)  // too late for a second tap: double fails, single recognizes
        #expect(doubleStates() == [] && singleStates() == [.ended])
        // A real double tap: the single tap never fires.
        let s2 = TapGestureRecognizer(name: "single"), d2 = TapGestureRecognizer(name: "double")
        d2.numberOfTapsRequired = 2
        s2.require(toFail: d2)
        let s2States = trace(s2), d2States = trace(d2)
        press(arena, [s2, d2], [(1, 10, 10), (1.05, 10, 10)])
        press(arena, [s2, d2], [(1.2, 11, 10), (1.25, 11, 10)])
        #expect(d2States() == [.ended] && s2States() == [])
    }

    @Test func edgePanStartsOnlyInItsStrip() {
        let arena = GestureArena()
        arena.windowSize = Size(width: 800, height: 600)
        let edge = ScreenEdgePanGestureRecognizer(edges: .left)
        press(arena, [edge], [(0, 300, 300), (0.01, 400, 300)], end: .move)
        #expect(edge.state == .failed)
        // Failed at the press: its translation reads zero, not the press's place in the
        // window (as the gesture log and the D overlay showed it).
        #expect(edge.translation(in: nil) == .zero)
        arena.send(PointerEvent(phase: .up, location: Point(x: 400, y: 300), timestamp: 0.02))
        press(arena, [edge], [(1, 12, 300), (1.01, 80, 300)], end: .move)
        #expect(edge.state == .began)
    }

    @Test func setTranslationMeasuresIncrements() {
        let arena = GestureArena()
        let pan = PanGestureRecognizer()
        var increments: [Double] = []
        pan.addTarget { r in
            let p = r as! PanGestureRecognizer
            increments.append(p.translation(in: nil).x)
            p.setTranslation(.zero, in: nil)
        }
        press(arena, [pan], [(0, 0, 0), (0.01, 10, 0), (0.02, 25, 0), (0.03, 30, 0)], end: .move)
        #expect(increments == [10, 15, 5])
    }

    @Test func aTapFailsWhenHeldTooLongOrMoved() {
        let arena = GestureArena()
        let tap = TapGestureRecognizer()
        press(arena, [tap], [(0, 10, 10), (1.0, 10, 10)])
        let states = trace(tap)
        press(arena, [tap], [(2, 10, 10), (2.02, 40, 10), (2.03, 40, 10)])
        #expect(states() == [])
    }
}

