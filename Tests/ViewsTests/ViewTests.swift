import Testing
import Compositor
import Geometry
import Gestures
import Views

@MainActor
@Suite struct ViewTests {
    @Test func hitTestingFindsTheTopmostVisibleView() {
        let window = Window(size: Size(width: 400, height: 300), textMeasurer: nil)
        let a = View(frame: Rect(x: 0, y: 0, width: 200, height: 200))
        let b = View(frame: Rect(x: 100, y: 100, width: 200, height: 200))
        window.addSubview(a)
        window.addSubview(b)
        #expect(window.hitTest(Point(x: 150, y: 150)) === b)
        #expect(window.hitTest(Point(x: 50, y: 50)) === a)
        b.isHidden = true
        #expect(window.hitTest(Point(x: 150, y: 150)) === a)
        b.isHidden = false
        b.alpha = 0
        #expect(window.hitTest(Point(x: 150, y: 150)) === a)
        b.alpha = 1
        b.isUserInteractionEnabled = false
        #expect(window.hitTest(Point(x: 150, y: 150)) === a)
    }

    @Test func clippedSubviewsAreOnlyHitInsideTheirClip() {
        let window = Window(size: Size(width: 400, height: 300), textMeasurer: nil)
        let box = View(frame: Rect(x: 0, y: 0, width: 100, height: 100))
        let big = View(frame: Rect(x: 50, y: 50, width: 200, height: 200))
        box.addSubview(big)
        window.addSubview(box)
        #expect(window.hitTest(Point(x: 150, y: 150)) === big)
        box.clipsToBounds = true
        #expect(window.hitTest(Point(x: 150, y: 150)) === window)
        #expect(window.hitTest(Point(x: 75, y: 75)) === big)
    }

    @Test func hitTestingUsesTransforms() {
        let window = Window(size: Size(width: 400, height: 300), textMeasurer: nil)
        let v = View(frame: Rect(x: 100, y: 100, width: 100, height: 100))
        v.transform = AffineTransform(scaleX: 0.5, y: 0.5)  // now covers 125...175
        window.addSubview(v)
        #expect(window.hitTest(Point(x: 110, y: 110)) === window)
        #expect(window.hitTest(Point(x: 150, y: 170)) === v)
    }

    @Test func buttonFiresOnlyWhenReleasedInside() {
        let window = Window(size: Size(width: 400, height: 300), textMeasurer: nil)
        var fired = 0
        let button = Button(title: "Go", frame: Rect(x: 10, y: 10, width: 100, height: 40)) { fired += 1 }
        window.addSubview(button)
        window.send(PointerEvent(phase: .down, location: Point(x: 50, y: 30), timestamp: 0))
        #expect(button.isHighlighted)
        window.send(PointerEvent(phase: .up, location: Point(x: 52, y: 30), timestamp: 0.1))
        #expect(fired == 1 && !button.isHighlighted)
        window.send(PointerEvent(phase: .down, location: Point(x: 50, y: 30), timestamp: 1))
        window.send(PointerEvent(phase: .move, location: Point(x: 300, y: 250), timestamp: 1.1))
        #expect(!button.isHighlighted)
        window.send(PointerEvent(phase: .up, location: Point(x: 300, y: 250), timestamp: 1.2))
        #expect(fired == 1)
        window.send(PointerEvent(phase: .down, location: Point(x: 50, y: 30), timestamp: 2))
        window.send(PointerEvent(phase: .cancel, location: Point(x: 50, y: 30), timestamp: 2.1))
        #expect(fired == 1 && !button.isHighlighted)
    }

    @Test func layerOrderFollowsViewOrder() {
        let root = View()
        let a = View(), b = View(), c = View()
        root.addSubview(a)
        root.addSubview(b)
        root.insertSubview(c, belowSubview: b)
        #expect(root.subviews.map { ObjectIdentifier($0) } == [a, c, b].map { ObjectIdentifier($0) })
        #expect(root.layer.sublayers.map { ObjectIdentifier($0) } == [a, c, b].map { ObjectIdentifier($0.layer) })
        root.bringSubviewToFront(a)
        #expect(root.layer.sublayers.map { ObjectIdentifier($0) } == [c, b, a].map { ObjectIdentifier($0.layer) })
    }
}
