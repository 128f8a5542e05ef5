import Foundation
import Testing
import Geometry
import Gestures
import Motion
import Views

/// A scroll view driven by pointer events and frames as the app drives it: momentum,
/// rubber band and bounce, catching, paging, and who gets a press on its content.
@MainActor
@Suite struct ScrollPhysicsViewTests {
    /// The content offset `t` seconds into UIKit's decay from `x0` at `v0`.
    func decay(_ x0: Double, _ v0: Double, _ t: Double, rate: Double = 0.998) -> Double {
        x0 + v0 * (pow(rate, 1000 * t) - 1) / (1000 * log(rate))
    }

    /// f(x, d, c) = (1 − 1 / (x c / d + 1)) d.
    func band(_ x: Double, _ d: Double, _ c: Double = 0.55) -> Double { (1 - 1 / (x * c / d + 1)) * d }

    @Test func aFlickCoastsOnTheClosedFormDecayFrameByFrame() throws {
        let rig = ScrollRig()
        let scroll = rig.scroll
        // 100 pt up in 83 ms, let go moving: the pan begins 10 pt in, so 90 pt are scrolled.
        rig.drag(from: Point(x: 200, y: 250), to: Point(x: 200, y: 150))
        let x0 = scroll.contentOffset.y
        #expect(x0 == 90 && scroll.isDecelerating && !scroll.isDragging)
        let v0 = try #require(rig.releases.first).y
        #expect(abs(v0 - 1200) < 30)
        // The release's frame shows where it let go; then each frame follows the decay.
        rig.tick()
        let start = rig.now
        #expect(scroll.contentOffset.y == x0)
        var frames = 0
        while scroll.isDecelerating {
            rig.tick()
            frames += 1
            if scroll.isDecelerating {
                #expect(abs(scroll.contentOffset.y - decay(x0, v0, rig.now - start)) < 1e-6)
            }
        }
        // It stops once slower than 0.5 pt/s (about 3.9 s), at the closed-form rest position.
        let rest = x0 - v0 / (1000 * log(0.998))
        #expect(scroll.contentOffset.y == rest)
        #expect(abs(Double(frames) / 60 - Deceleration(offset: x0, velocity: v0).duration()) < 1.0 / 30)
        #expect(!rig.window.hasRunningDisplayLinks && scroll.contentOffset.x == 0)
        // Idle frames leave it alone.
        rig.tick()
        #expect(scroll.contentOffset.y == rest)
    }

    @Test func draggedPastTheTopItFollowsTheRubberBandAndReturnsExactlyToTheEdge() {
        let rig = ScrollRig()
        let scroll = rig.scroll
        rig.drag(from: Point(x: 200, y: 100), to: Point(x: 200, y: 220), steps: 12, rest: 0.1)
        // The pan begins 10 pt in: the content is dragged 110 pt past the top, and let go at
        // rest it shows there until the next frame.
        #expect(!scroll.isDragging && scroll.isDecelerating)
        let released = scroll.contentOffset.y
        #expect(abs(released + band(110, 300)) < 1e-9)
        let (offsets, duration) = rig.settle()
        #expect(scroll.contentOffset.y == 0 && !scroll.isDecelerating)
        // Back on a spring from rest: toward the edge every frame, never past it.
        var last = released
        for o in offsets {
            #expect(o.y <= 0 && o.y >= last)
            last = o.y
        }
        #expect(duration > 0.35 && duration < 0.7, "settled in \(duration) s")
    }

    @Test func theBandFollowsTheFormulaWhileDragging() {
        let rig = ScrollRig()
        let scroll = rig.scroll
        scroll.setContentOffset(Point(x: 0, y: scroll.maxContentOffset.y))
        rig.press(Point(x: 200, y: 250))
        rig.tick()
        rig.move(Point(x: 200, y: 240))  // the pan begins
        for dy in stride(from: 20.0, through: 400, by: 20) {
            rig.tick()
            rig.move(Point(x: 200, y: 240 - dy))
            #expect(abs(scroll.contentOffset.y - (scroll.maxContentOffset.y + band(dy, 300))) < 1e-9)
        }
        rig.release(Point(x: 200, y: -160))
    }

    @Test func aFlickIntoTheEdgeBouncesOffItWithoutOvershootingBack() {
        let rig = ScrollRig(contentHeight: 700)
        let scroll = rig.scroll
        scroll.setContentOffset(Point(x: 0, y: 200))
        rig.drag(from: Point(x: 200, y: 250), to: Point(x: 200, y: 130))
        #expect(scroll.isDecelerating)
        let (offsets, _) = rig.settle()
        let peak = offsets.map(\.y).max() ?? 0
        #expect(peak > 405)  // out past the bottom (max 400) and back
        let after = offsets.drop { $0.y < peak }
        #expect(after.allSatisfy { $0.y >= 400 })
        #expect(scroll.contentOffset.y == 400)
        // Without bounces the same flick stops at the edge.
        scroll.bounces = false
        scroll.setContentOffset(Point(x: 0, y: 200))
        rig.tick(1)
        rig.drag(from: Point(x: 200, y: 250), to: Point(x: 200, y: 130))
        let (clamped, _) = rig.settle()
        #expect(clamped.allSatisfy { $0.y <= 400 } && scroll.contentOffset.y == 400)
    }

    @Test func aPressDuringDecelerationStopsItThereAndSelectsNothing() {
        let grid = GridView()
        grid.itemSize = Size(width: 100, height: 100)
        grid.spacing = 0
        grid.contentInsets = .zero
        let source = CountingSource(count: 200)
        grid.dataSource = source
        let rig = ScrollRig(grid, contentHeight: 0)
        var selected: [Int] = []
        grid.onSelect = { selected.append($0) }
        rig.drag(from: Point(x: 200, y: 280), to: Point(x: 200, y: 130))
        for _ in 0..<10 { rig.tick() }
        #expect(grid.isDecelerating)
        let caught = grid.contentOffset.y
        rig.press(Point(x: 60, y: 60))
        #expect(!grid.isDecelerating && grid.isTracking && grid.contentOffset.y == caught)
        rig.tick()
        rig.tick()
        #expect(grid.contentOffset.y == caught)
        rig.release(Point(x: 60, y: 60))
        rig.tick()
        #expect(selected.isEmpty && grid.contentOffset.y == caught && !rig.window.hasRunningDisplayLinks)
        // The next click, on a grid at rest, selects.
        rig.press(Point(x: 60, y: 60))
        rig.tick()
        rig.release(Point(x: 60, y: 60))
        #expect(selected.count == 1)
    }

    @Test func aDragFromACaughtBounceCarriesOnFromWhereItShows() {
        let rig = ScrollRig()
        let scroll = rig.scroll
        rig.drag(from: Point(x: 200, y: 100), to: Point(x: 200, y: 220), steps: 12, rest: 0.1)
        rig.tick()
        rig.tick()
        rig.tick()
        let caught = scroll.contentOffset.y
        #expect(caught < -5 && scroll.isDecelerating)
        rig.press(Point(x: 200, y: 150))
        #expect(scroll.isDragging && scroll.contentOffset.y == caught)  // the pan begins at the press
        rig.tick()
        rig.move(Point(x: 200, y: 170))
        // 20 pt further down from the drag that shows `caught`.
        let pulled = RubberBand(dimension: 300).distance(forOffset: caught)
        #expect(abs(scroll.contentOffset.y - (-band(-pulled + 20, 300))) < 1e-9)
        rig.tick(0.1)
        rig.release(Point(x: 200, y: 170))
        rig.settle()
        #expect(scroll.contentOffset.y == 0)
    }

    @Test func horizontalPagingLandsOnPageBoundaries() {
        let rig = ScrollRig(contentHeight: 300, contentWidth: 1600)
        let scroll = rig.scroll
        scroll.isPagingEnabled = true
        #expect(scroll.canScrollHorizontally && !scroll.canScrollVertically)
        // A slow drag under half a page goes back; past half, on to the next.
        rig.drag(from: Point(x: 300, y: 150), to: Point(x: 140, y: 150), steps: 16, rest: 0.1)
        #expect(scroll.contentOffset.x == 150)
        rig.settle()
        #expect(scroll.contentOffset == Point(x: 0, y: 0))
        rig.drag(from: Point(x: 300, y: 150), to: Point(x: 40, y: 150), steps: 26, rest: 0.1)
        #expect(scroll.contentOffset.x == 250)
        var (offsets, _) = rig.settle()
        #expect(offsets.allSatisfy { $0.x <= 400 } && scroll.contentOffset.x == 400)
        // A flick of 60 pt turns the page; it arrives without passing it.
        rig.drag(from: Point(x: 300, y: 150), to: Point(x: 240, y: 150), steps: 6)
        #expect(abs((rig.releases.last?.x ?? 0) - 1200) < 30)
        (offsets, _) = rig.settle()
        #expect(offsets.allSatisfy { $0.x <= 800 } && scroll.contentOffset.x == 800)
        // A flick back turns one page, and the last page is where the content ends.
        rig.drag(from: Point(x: 200, y: 150), to: Point(x: 260, y: 150), steps: 6)
        rig.settle()
        #expect(scroll.contentOffset.x == 400)
        // Vertical drags do not move it.
        rig.drag(from: Point(x: 200, y: 100), to: Point(x: 200, y: 250), rest: 0.1)
        rig.settle()
        #expect(scroll.contentOffset == Point(x: 400, y: 0))
    }

    @Test func aButtonInAScrollViewIsCancelledWhenTheDragScrolls() {
        let rig = ScrollRig()
        var fired = 0
        let button = Button(title: "Go", frame: Rect(x: 50, y: 50, width: 100, height: 40)) { fired += 1 }
        rig.scroll.addSubview(button)
        rig.press(Point(x: 60, y: 60))
        #expect(button.isHighlighted)
        rig.tick()
        rig.move(Point(x: 61, y: 50))
        #expect(!button.isHighlighted && !button.isTracking && rig.scroll.isDragging)
        rig.tick()
        rig.move(Point(x: 61, y: 20))
        rig.tick(0.1)
        rig.release(Point(x: 61, y: 20))
        #expect(fired == 0 && rig.scroll.contentOffset.y == 30)
        // A still click presses it (30 pt higher now); so does a sideways drag, which a
        // vertical scroll view leaves alone.
        rig.press(Point(x: 60, y: 30))
        rig.tick()
        rig.release(Point(x: 60, y: 30))
        #expect(fired == 1)
        rig.press(Point(x: 60, y: 30))
        rig.tick()
        rig.move(Point(x: 90, y: 32))
        #expect(button.isTracking && !rig.scroll.isDragging)
        rig.tick()
        rig.release(Point(x: 90, y: 32))
        #expect(fired == 2 && rig.scroll.contentOffset.y == 30)
        // A press on a button while the content moves only catches the content.
        let lower = Button(title: "Lower", frame: Rect(x: 50, y: 1150, width: 100, height: 40)) { fired += 1 }
        rig.scroll.addSubview(lower)
        rig.scroll.setContentOffset(Point(x: 0, y: 1000))
        rig.drag(from: Point(x: 300, y: 280), to: Point(x: 300, y: 200), steps: 8)
        rig.tick()
        rig.tick()
        #expect(rig.scroll.isDecelerating)
        let caught = rig.scroll.contentOffset.y
        let onButton = rig.scroll.convert(Point(x: 60, y: 1160), to: nil)
        #expect(rig.window.hitTest(onButton)?.isDescendant(of: lower) == true)
        rig.press(onButton)
        #expect(!lower.isHighlighted && !lower.isTracking && rig.scroll.contentOffset.y == caught)
        rig.tick()
        #expect(rig.scroll.contentOffset.y == caught)
        rig.release(onButton)
        #expect(fired == 2)
    }

    @Test func aSliderKeepsItsPressEvenDraggedMostlyAlongTheScroll() {
        let rig = ScrollRig()
        let slider = Slider(frame: Rect(x: 50, y: 100, width: 200, height: 40))
        rig.scroll.addSubview(slider)
        rig.scroll.layoutIfNeeded()
        rig.press(Point(x: 60, y: 120))
        rig.tick()
        rig.move(Point(x: 70, y: 140))
        rig.tick()
        rig.move(Point(x: 150, y: 170))
        #expect(slider.isTracking && !rig.scroll.isDragging && rig.scroll.contentOffset.y == 0)
        rig.release(Point(x: 150, y: 170))
    }

    @Test func aHorizontalDragOverAVerticalScrollViewLeavesItsPanForThePage() {
        let window = Window(size: Size(width: 400, height: 300), textMeasurer: nil)
        let page = View(frame: window.bounds)
        let pagePan = PanGestureRecognizer(name: "page")
        page.addGestureRecognizer(pagePan)
        window.addSubview(page)
        let scroll = ScrollView(frame: page.bounds)
        scroll.contentHeight = 2000
        page.addSubview(scroll)
        window.layoutIfNeeded()
        let rig = ScrollRigDriver(window: window)
        rig.press(Point(x: 100, y: 150))
        rig.move(Point(x: 108, y: 152))
        #expect(scroll.panGestureRecognizer.state == .failed && pagePan.state == .began)
        rig.move(Point(x: 200, y: 170))
        rig.release(Point(x: 200, y: 170))
        #expect(scroll.contentOffset == .zero && !scroll.isDragging)
        // Mostly down: the scroll view's pan, and the page's fails.
        rig.press(Point(x: 100, y: 150))
        rig.move(Point(x: 103, y: 140))
        #expect(scroll.panGestureRecognizer.state == .began && pagePan.state == .failed)
        rig.move(Point(x: 110, y: 100))
        #expect(scroll.contentOffset.y == 40)
        rig.release(Point(x: 110, y: 100))
    }

    @Test func theWheelStopsACoast() {
        let rig = ScrollRig()
        let scroll = rig.scroll
        rig.drag(from: Point(x: 200, y: 250), to: Point(x: 200, y: 150))
        for _ in 0..<5 { rig.tick() }
        let y = scroll.contentOffset.y
        #expect(rig.window.send(WheelEvent(delta: Point(x: 0, y: -1), location: Point(x: 10, y: 10), isPrecise: false, timestamp: rig.now)))
        #expect(!scroll.isDecelerating && scroll.contentOffset.y == y + 40)
        rig.tick()
        #expect(scroll.contentOffset.y == y + 40 && !rig.window.hasRunningDisplayLinks)
    }

    @Test func aScrollViewLeavingTheWindowStopsItsLink() {
        let rig = ScrollRig()
        let scroll = rig.scroll
        rig.drag(from: Point(x: 200, y: 100), to: Point(x: 200, y: 220), steps: 12, rest: 0.1)
        rig.tick()
        #expect(rig.window.hasRunningDisplayLinks && scroll.contentOffset.y < 0)
        scroll.removeFromSuperview()
        #expect(!rig.window.hasRunningDisplayLinks && !scroll.isDecelerating && scroll.contentOffset.y == 0)
        rig.tick()
        #expect(scroll.contentOffset.y == 0)
    }

    @Test func anAnimatedScrollArrivesOnTheSpringWithoutPassingItsTarget() {
        let grid = GridView()
        grid.itemSize = Size(width: 100, height: 100)
        grid.spacing = 10
        grid.contentInsets = EdgeInsets(all: 10)
        let source = CountingSource(count: 300)
        grid.dataSource = source
        let rig = ScrollRig(grid, contentHeight: 0)
        // Item 60 is row 20 (3 columns): 10 + 20 * 110 = 2210 down, 100 tall.
        grid.scrollToItem(at: 60, animated: true)
        #expect(grid.contentOffset.y == 0 && !grid.isDecelerating)
        let (offsets, duration) = rig.settle()
        let target = 2210.0 + 100 + 10 - 300
        #expect(grid.contentOffset.y == target && offsets.allSatisfy { $0.y <= target })
        // 2020 pt to within 1/20 pt: a little longer than a bounce's 50.
        #expect(duration < 0.8 && grid.cellForItem(at: 60) != nil)
        // Already in view: nothing moves.
        grid.scrollToItem(at: 61, animated: true)
        #expect(!rig.window.hasRunningDisplayLinks)
        // Not animated: at once.
        grid.scrollToItem(at: 0, animated: false)
        #expect(grid.contentOffset.y == 0)
    }

    @Test func theConstantsComeFromASpec() throws {
        var spec = TransitionSpec(catalogue: SpecCatalogue(ScrollParameters.all))
        let scroll = ScrollView()
        scroll.apply(spec)
        #expect(scroll.decelerationRate == 0.998 && scroll.rubberBandCoefficient == 0.55)
        #expect(scroll.bounceSpring == SpringSpec(duration: 0.5, dampingRatio: 1) && scroll.pagingFlickSpeed == 300)
        try spec.set("scroll.deceleration-rate", to: .number(0.99))
        try spec.set("scroll.rubber-band", to: .number(0.3))
        try spec.set("scroll.bounce", to: .spring(SpringSpec(duration: 0.3, dampingRatio: 0.8)))
        scroll.apply(spec)
        #expect(scroll.decelerationRate == 0.99 && scroll.rubberBandCoefficient == 0.3 && scroll.bounceSpring.dampingRatio == 0.8)
        #expect(throws: SpecError.self) { try spec.set("scroll.deceleration-rate", to: .number(1.2)) }
    }

    @Test func aFasterRateStopsSooner() throws {
        let rig = ScrollRig()
        rig.scroll.decelerationRate = 0.99
        rig.drag(from: Point(x: 200, y: 250), to: Point(x: 200, y: 150))
        let v0 = try #require(rig.releases.first).y
        rig.settle()
        #expect(abs(rig.scroll.contentOffset.y - (90 + v0 / (1000 * -log(0.99)))) < 1e-9)
    }
}

/// Pointer events 10 ms apart for a window with nothing moving on its own.
@MainActor
final class ScrollRigDriver {
    let window: Window
    private var now = 0.0
    init(window: Window) { self.window = window }
    private func send(_ phase: PointerPhase, _ p: Point) {
        now += 0.01
        window.send(PointerEvent(phase: phase, location: p, buttons: phase == .up ? 0 : 1, timestamp: now))
    }
    func press(_ p: Point) { send(.down, p) }
    func move(_ p: Point) { send(.move, p) }
    func release(_ p: Point) { send(.up, p) }
}
