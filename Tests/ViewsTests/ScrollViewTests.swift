import Testing
import Compositor
import Geometry
import Gestures
import Views

@MainActor
@Suite struct ScrollViewTests {
    /// A 200 pt tall list of 500 pt of content in a window, with a row 400 pt down.
    func makeList() -> (ScrollView, View, Window) {
        let window = Window(size: Size(width: 400, height: 300), textMeasurer: nil)
        let list = ScrollView(frame: Rect(x: 0, y: 50, width: 400, height: 200))
        let row = View(frame: Rect(x: 0, y: 400, width: 400, height: 40))
        list.addSubview(row)
        list.contentHeight = 500
        window.addSubview(list)
        window.layoutIfNeeded()
        return (list, row, window)
    }

    @Test func theOffsetIsTheBoundsOriginAndMovesTheContent() {
        let (list, row, window) = makeList()
        #expect(list.clipsToBounds && list.maxContentOffset == Point(x: 0, y: 300))
        list.setContentOffset(Point(x: 0, y: 250))
        #expect(list.bounds.origin == Point(x: 0, y: 250))
        // The row keeps its frame in content coordinates and shows 250 pt higher.
        #expect(row.frame.minY == 400)
        #expect(row.convert(row.bounds, to: nil) == Rect(x: 0, y: 200, width: 400, height: 40))
        #expect(window.hitTest(Point(x: 10, y: 210)) === row)
        // Kept within the content, and shrinking the content pulls it back.
        list.setContentOffset(Point(x: 0, y: 1e9))
        #expect(list.contentOffset.y == 300)
        list.contentHeight = 260
        #expect(list.contentOffset.y == 60)
        list.contentHeight = 100
        #expect(list.contentOffset.y == 0)
    }

    @Test func theWheelAndADragOnContentScroll() {
        let (list, row, window) = makeList()
        #expect(window.send(WheelEvent(delta: Point(x: 0, y: -2), location: Point(x: 10, y: 100), isPrecise: false, timestamp: 0)))
        #expect(list.contentOffset.y == 80)
        #expect(window.send(WheelEvent(delta: Point(x: 0, y: 30.5), location: Point(x: 10, y: 100), isPrecise: true, timestamp: 0)))
        #expect(list.contentOffset.y == 49.5)
        // A drag on the row scrolls, in window points, though the row moves under the pointer.
        list.setContentOffset(Point(x: 0, y: 300))
        #expect(window.hitTest(Point(x: 10, y: 170)) === row)
        window.send(PointerEvent(phase: .down, location: Point(x: 10, y: 170), timestamp: 1))
        #expect(list.isTracking && !list.isDragging)
        window.send(PointerEvent(phase: .move, location: Point(x: 10, y: 173), timestamp: 1.05))
        #expect(list.contentOffset.y == 300 && !list.isDragging)  // under the pan's 4 pt: a press still
        window.send(PointerEvent(phase: .move, location: Point(x: 10, y: 175), timestamp: 1.1))
        // The pan begins here; its start distance is not scrolled, so the content does not jump.
        #expect(list.isDragging && list.contentOffset.y == 300)
        window.send(PointerEvent(phase: .move, location: Point(x: 10, y: 270), timestamp: 1.2))
        window.send(PointerEvent(phase: .move, location: Point(x: 10, y: 290), timestamp: 1.3))
        #expect(list.isDragging && list.contentOffset.y == 185)
        window.send(PointerEvent(phase: .up, location: Point(x: 10, y: 290), buttons: 0, timestamp: 1.4))
        #expect(!list.isTracking && !list.isDragging)
        // Let go at rest (the pointer stopped 100 ms before): nothing moves on.
        #expect(!list.isDecelerating && !window.hasRunningDisplayLinks)
        // Nothing to scroll: the wheel goes on up, and so does a wheel along an axis it cannot scroll.
        #expect(!window.send(WheelEvent(delta: Point(x: 3, y: 0), location: Point(x: 10, y: 100), isPrecise: false, timestamp: 2)))
        list.contentHeight = 100
        #expect(!window.send(WheelEvent(delta: Point(x: 0, y: -2), location: Point(x: 10, y: 100), isPrecise: false, timestamp: 2)))
    }
}
