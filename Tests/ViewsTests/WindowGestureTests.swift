import Testing
import Geometry
import Gestures
import Views

@MainActor
@Suite struct WindowGestureTests {
    @Test func aPanOnAnAncestorCancelsTheButtonUnderIt() {
        let rig = ButtonUnderPan()
        let window = rig.window, button: Button = rig.button
        window.send(PointerEvent(phase: .down, location: Point(x: 60, y: 60), timestamp: 0))
        #expect(button.isHighlighted)
        window.send(PointerEvent(phase: .move, location: Point(x: 90, y: 60), timestamp: 0.02))
        #expect(rig.states == [.began] && !button.isHighlighted && !button.isTracking)
        window.send(PointerEvent(phase: .up, location: Point(x: 90, y: 60), timestamp: 0.04))
        #expect(rig.fired == 0 && rig.states.last == .ended)
        // A still click still presses the button.
        window.send(PointerEvent(phase: .down, location: Point(x: 60, y: 60), timestamp: 1))
        window.send(PointerEvent(phase: .up, location: Point(x: 61, y: 60), timestamp: 1.05))
        #expect(rig.fired == 1)
    }

    /// A recognizer that begins at the press (a grab of a transition in flight) takes the
    /// whole press: the button under it is never highlighted, and a click does not press it.
    @Test func aPanThatBeginsAtThePressKeepsItFromTheButtonUnderIt() {
        let rig = ButtonUnderPan(beginsAtPress: true)
        let window = rig.window, button: Button = rig.button, grab = rig.pan
        window.send(PointerEvent(phase: .down, location: Point(x: 60, y: 60), timestamp: 0))
        #expect(rig.states == [.began] && !button.isHighlighted && !button.isTracking)
        window.send(PointerEvent(phase: .up, location: Point(x: 60, y: 60), timestamp: 0.05))
        #expect(rig.fired == 0 && rig.states.last == .ended)
        // Once it stays out, the next click presses the button.
        grab.isEnabled = false
        window.send(PointerEvent(phase: .down, location: Point(x: 60, y: 60), timestamp: 1))
        #expect(button.isHighlighted)
        window.send(PointerEvent(phase: .up, location: Point(x: 60, y: 60), timestamp: 1.05))
        #expect(rig.fired == 1)
    }

    /// A view that leaves the window mid-press takes its recognizers with it: an active pan is
    /// cancelled once and hears nothing more (its target may be gone with the view).
    @Test func aViewThatLeavesTheWindowMidPressCancelsItsPan() {
        let window = Window(size: Size(width: 400, height: 300), textMeasurer: nil)
        let page = View(frame: window.bounds)
        window.addSubview(page)
        let pan = PanGestureRecognizer()
        var states: [GestureRecognizerState] = []
        pan.addTarget { states.append($0.state) }
        page.addGestureRecognizer(pan)
        window.send(PointerEvent(phase: .down, location: Point(x: 60, y: 60), timestamp: 0))
        window.send(PointerEvent(phase: .move, location: Point(x: 90, y: 60), timestamp: 0.02))
        #expect(states == [.began])
        page.removeFromSuperview()
        #expect(states == [.began, .cancelled] && pan.state == .possible)
        window.send(PointerEvent(phase: .move, location: Point(x: 120, y: 60), timestamp: 0.04))
        window.send(PointerEvent(phase: .up, location: Point(x: 120, y: 60), timestamp: 0.06))
        #expect(states == [.began, .cancelled])
        #expect(!window.gestureArena.isTracking)
    }

    @Test func translationAndVelocityInAViewsCoordinates() {
        let window = Window(size: Size(width: 400, height: 300), textMeasurer: nil)
        let scaled = View(frame: Rect(x: 0, y: 0, width: 200, height: 150))
        scaled.transform = AffineTransform(scaleX: 2, y: 2)  // covers the window, drawn twice as big
        window.addSubview(scaled)
        let pan = PanGestureRecognizer()
        scaled.addGestureRecognizer(pan)
        for i in 0...10 {
            let phase: PointerPhase = i == 0 ? .down : .move
            window.send(PointerEvent(phase: phase, location: Point(x: 100 + Double(i) * 8, y: 100), timestamp: Double(i) * 0.008))
        }
        #expect(pan.translation(in: nil) == Point(x: 80, y: 0))
        #expect(abs(pan.translation(in: scaled).x - 40) < 1e-9)
        #expect(abs(pan.velocity(in: nil).x - 1000) < 1)
        #expect(abs(pan.velocity(in: scaled).x - 500) < 1)
        pan.setTranslation(Point(x: 5, y: 0), in: scaled)
        #expect(abs(pan.translation(in: nil).x - 10) < 1e-9)
    }

    @Test func onlyTheHitViewsChainTakesPart() {
        let window = Window(size: Size(width: 400, height: 300), textMeasurer: nil)
        let left = View(frame: Rect(x: 0, y: 0, width: 200, height: 300))
        let right = View(frame: Rect(x: 200, y: 0, width: 200, height: 300))
        window.addSubview(left)
        window.addSubview(right)
        let leftPan = PanGestureRecognizer(name: "left"), rightPan = PanGestureRecognizer(name: "right")
        left.addGestureRecognizer(leftPan)
        right.addGestureRecognizer(rightPan)
        window.send(PointerEvent(phase: .down, location: Point(x: 300, y: 100), timestamp: 0))
        window.send(PointerEvent(phase: .move, location: Point(x: 100, y: 100), timestamp: 0.05))
        #expect(rightPan.state == .began && leftPan.state == .possible)
    }
}
