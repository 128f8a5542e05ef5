import Geometry
@_spi(Testing) import Gestures
import Testing
import Views
@testable import SegueCommandLine

/// The D overlay shows a pan's velocity as the pan had it: live while it moves, and once it
/// has ended (and been reset for the next press, when it reads 0) the velocity it ended
/// with, the one its release was decided on.
@MainActor
@Suite struct DebugOverlayVelocityTests {
    /// A window with a view the pan is on: the overlay shows only recognizers in the window.
    let window = Window(size: Size(width: 400, height: 300), textMeasurer: nil)

    func pan() -> PanGestureRecognizer {
        let view = View(frame: Rect(x: 0, y: 0, width: 400, height: 300))
        window.addSubview(view)
        let pan = PanGestureRecognizer()
        view.addGestureRecognizer(pan)
        return pan
    }

    func flick(into overlay: DebugOverlay, endAt x: Double) -> PanGestureRecognizer {
        let arena = GestureArena()
        let pan = pan()
        arena.onStateChange = { overlay.recognizer($0, changedTo: $1) }
        overlay.pressBegan()
        arena.beginPress(with: [pan])
        arena.send(PointerEvent(phase: .down, location: Point(x: 100, y: 100), timestamp: 0, source: .mouse))
        for i in 1...10 { arena.send(PointerEvent(phase: .move, location: Point(x: 100 + 10 * Double(i), y: 100), timestamp: Double(i) * 0.01, source: .mouse)) }
        arena.send(PointerEvent(phase: .up, location: Point(x: x, y: 100), timestamp: 0.105, source: .mouse))
        return pan
    }

    @Test func anEndedPanShowsTheVelocityItEndedWith() {
        let overlay = DebugOverlay()
        let pan = flick(into: overlay, endAt: 200)
        #expect(pan.state == .possible && pan.velocity(in: nil) == .zero, "reset for the next press")
        overlay.framePresented(at: 1, cost: 0.001, afterIdle: false)
        let line = overlay.shownText.split(separator: "\n").first { $0.hasPrefix(pan.name) }.map(String.init) ?? ""
        #expect(line.contains("ended"), "\(overlay.shownText)")
        #expect(line.contains("v (1000, 0) pt/s") && line.contains("t (100, 0)"), "\(line)")
    }

    @Test func aMovingPanShowsItsLiveVelocity() {
        let overlay = DebugOverlay()
        let arena = GestureArena()
        let pan = pan()
        arena.onStateChange = { overlay.recognizer($0, changedTo: $1) }
        arena.beginPress(with: [pan])
        arena.send(PointerEvent(phase: .down, location: Point(x: 100, y: 100), timestamp: 0, source: .mouse))
        for i in 1...10 { arena.send(PointerEvent(phase: .move, location: Point(x: 100 + 5 * Double(i), y: 100), timestamp: Double(i) * 0.01, source: .mouse)) }
        overlay.framePresented(at: 0.11, cost: 0.001, afterIdle: false)
        #expect(overlay.shownText.contains("v (500, 0) pt/s") && overlay.shownText.contains("t (50, 0)"), "\(overlay.shownText)")
    }
}
