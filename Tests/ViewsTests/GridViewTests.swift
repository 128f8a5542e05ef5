import Testing
import Compositor
import Geometry
import Gestures
import Views

@MainActor
final class CountingSource: GridViewDataSource {
    let count: Int
    var made = 0
    var configured: [Int] = []
    init(count: Int) { self.count = count }
    func numberOfItems(in grid: GridView) -> Int { count }
    func makeCell(for grid: GridView) -> View {
        made += 1
        return View()
    }
    func grid(_ grid: GridView, configure cell: View, at index: Int) { configured.append(index) }
}

@MainActor
@Suite struct GridViewTests {
    func makeGrid(_ count: Int) -> (GridView, CountingSource, Window) {
        let window = Window(size: Size(width: 600, height: 400), textMeasurer: nil)
        let grid = GridView(frame: Rect(x: 0, y: 0, width: 600, height: 400))
        grid.itemSize = Size(width: 100, height: 100)
        grid.spacing = 10
        grid.contentInsets = EdgeInsets(all: 10)
        let source = CountingSource(count: count)
        grid.dataSource = source
        window.addSubview(grid)
        window.layoutIfNeeded()
        return (grid, source, window)
    }

    @Test func tenThousandItemsBuildOnlyTheVisibleCells() {
        let (grid, source, _) = makeGrid(10_000)
        #expect(grid.columns == 5)
        // 400 pt tall: rows 0...3 are visible (row 3 starts at 340).
        #expect(grid.visibleIndices == Array(0..<20))
        #expect(source.made == 20)
        #expect(grid.contentSize.height == 10 + 2000 * 110 - 10 + 10)
    }

    @Test func scrollingReusesCells() {
        let (grid, source, window) = makeGrid(10_000)
        for step in 1...50 {
            grid.setContentOffset(Point(x: 0, y: Double(step) * 37))
            window.layoutIfNeeded()
        }
        #expect(source.made <= 30)
        let first = grid.visibleIndices.first!
        #expect(first == Int(((50 * 37 - 10) / 110.0).rounded(.down)) * 5)
        #expect(grid.cellForItem(at: first)?.frame.minY == 10 + Double(first / 5) * 110)
    }

    @Test func offsetsAreClamped() {
        let (grid, _, _) = makeGrid(7)
        grid.setContentOffset(Point(x: 0, y: 5000))
        #expect(grid.contentOffset.y == 0)  // content fits: no scrolling
        let (big, _, _) = makeGrid(100)
        big.setContentOffset(Point(x: 0, y: 1e9))
        #expect(big.contentOffset.y == big.maxContentOffset.y)
        big.setContentOffset(Point(x: 0, y: .nan))
        #expect(big.contentOffset.y == 0)
    }

    @Test func tappingSelectsTheItemUnderThePointer() {
        let (grid, _, window) = makeGrid(100)
        var selected: [Int] = []
        grid.onSelect = { selected.append($0) }
        grid.setContentOffset(Point(x: 0, y: 220))
        window.layoutIfNeeded()
        window.send(PointerEvent(phase: .down, location: Point(x: 150, y: 20), timestamp: 0))
        window.send(PointerEvent(phase: .up, location: Point(x: 150, y: 20), timestamp: 0.1))
        // Content y = 240: row 2; x = 150: column 1 (columns start at 30 and step 110).
        #expect(selected == [11])
        // A drag scrolls instead of selecting (from where the pan begins, 10 pt down).
        window.send(PointerEvent(phase: .down, location: Point(x: 130, y: 200), timestamp: 1))
        window.send(PointerEvent(phase: .move, location: Point(x: 130, y: 190), timestamp: 1.02))
        window.send(PointerEvent(phase: .move, location: Point(x: 130, y: 90), timestamp: 1.1))
        window.send(PointerEvent(phase: .up, location: Point(x: 130, y: 90), timestamp: 1.2))
        #expect(selected == [11] && grid.contentOffset.y == 320)
    }

    /// A press that moves beyond a tap's slop is no tap, even where the scroll does not take
    /// it (sideways) and even back on the cell it began on; within the slop it still is.
    @Test func onlyAPressKeptWithinItsSlopSelects() {
        let (grid, _, window) = makeGrid(100)
        var selected: [Int] = []
        grid.onSelect = { selected.append($0) }
        func press(_ xs: [Double], at t: Double) {
            window.send(PointerEvent(phase: .down, location: Point(x: xs[0], y: 60), timestamp: t))
            for (i, x) in xs.enumerated().dropFirst() { window.send(PointerEvent(phase: .move, location: Point(x: x, y: 60), timestamp: t + Double(i) * 0.01)) }
            window.send(PointerEvent(phase: .up, location: Point(x: xs[xs.count - 1], y: 60), buttons: 0, timestamp: t + 0.1))
        }
        press([60, 100, 160, 200, 280], at: 0)  // sideways, from item 0 to item 2
        press([60, 120, 200, 120, 60], at: 1)  // out to item 1 and back
        #expect(selected == [] && grid.contentOffset == .zero)
        press([60, 64, 57, 62], at: 2)  // a jitter of a few points
        #expect(selected == [0])
        // Held still for two seconds, waking no frame meanwhile, it is still a tap.
        window.send(PointerEvent(phase: .down, location: Point(x: 170, y: 60), timestamp: 3))
        window.advanceGestures(to: 4)
        #expect(!window.gestureArena.waitsOnTime)
        window.advanceGestures(to: 5)
        window.send(PointerEvent(phase: .up, location: Point(x: 170, y: 60), buttons: 0, timestamp: 5))
        #expect(selected == [0, 1])
    }
}
