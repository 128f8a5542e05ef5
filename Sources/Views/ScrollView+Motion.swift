import Geometry
import Motion

/// How a scroll view's content moves: within its limits or rubber-banded past them, and on
/// its own after a release or an animated scroll, one display link call a frame.
extension ScrollView {
    static let defaultSpring = Spring(dampingRatio: BounceBack.defaultSpring.dampingRatio, settlingIn: BounceBack.defaultSpring.duration)

    /// The offsets content rests within, along each axis.
    var offsetLimits: (x: ClosedRange<Double>, y: ClosedRange<Double>) {
        let m = maxContentOffset
        return (0...m.x, 0...m.y)
    }

    var horizontalBand: RubberBand { RubberBand(coefficient: rubberBandCoefficient, dimension: bounds.width) }
    var verticalBand: RubberBand { RubberBand(coefficient: rubberBandCoefficient, dimension: bounds.height) }

    /// Where a drag to `position` shows: banded past the limits, or held at them without bounces.
    func shown(_ position: Double, within limits: ClosedRange<Double>, band: RubberBand) -> Double {
        guard position.isFinite else { return limits.lowerBound }
        return bounces ? band.banded(position, within: limits) : min(max(position, limits.lowerBound), limits.upperBound)
    }

    /// How far content moves per point of a drag at `position`: 1 within the limits, the
    /// band's slope past them.
    func stretch(_ position: Double, within limits: ClosedRange<Double>, band: RubberBand) -> Double {
        guard bounces, !limits.contains(position) else { return 1 }
        return band.slope(at: position, within: limits)
    }

    func clamped(_ offset: Point) -> Point {
        let limits = offsetLimits
        return Point(x: offset.x.isFinite ? min(max(offset.x, limits.x.lowerBound), limits.x.upperBound) : 0,
            y: offset.y.isFinite ? min(max(offset.y, limits.y.lowerBound), limits.y.upperBound) : 0)
    }

    /// Moves the content to `offset` as it is (past the limits too).
    func show(_ offset: Point) {
        guard offset != contentOffset else { return }
        bounds = Rect(origin: offset, size: bounds.size)
        didScroll()
    }

    /// Pulls a resting offset back within the content (it shrank, or the view grew); a press,
    /// drag or motion in progress is left alone (each ends within the content).
    func keepOffsetWithinContent() {
        guard motion == nil, !isDragging, !isTracking else { return }
        show(clamped(contentOffset))
    }

    /// Ends any motion where it shows.
    func stopMotion() {
        guard motion != nil else { return }
        motion = nil
        displayLink.stop()
    }

    /// The bounce spring, solved once per change of `bounceSpring` (the default once for all).
    var spring: Spring {
        if bounceSpring == BounceBack.defaultSpring { return ScrollView.defaultSpring }
        if let solved = solvedSpring, solved.spec == bounceSpring { return solved.spring }
        let s = Spring(dampingRatio: bounceSpring.dampingRatio, settlingIn: bounceSpring.duration)
        solvedSpring = (bounceSpring, s)
        return s
    }

    /// Content let go at `velocity` (the offset's, points per second): coasting and
    /// bouncing, or settling on a page, along each axis that scrolls.
    func release(velocity: Point) {
        adoptWindowSpec()
        let limits = offsetLimits, p = contentOffset
        var next = ScrollMotion(kind: .deceleration)
        if isPagingEnabled {
            let size = contentSize
            if canScrollHorizontally { next.x = page(p.x, velocity.x, length: bounds.width, content: size.width, max: limits.x.upperBound) }
            if canScrollVertically { next.y = page(p.y, velocity.y, length: bounds.height, content: size.height, max: limits.y.upperBound) }
        } else {
            if canScrollHorizontally { next.x = coast(p.x, velocity.x, within: limits.x) }
            if canScrollVertically { next.y = coast(p.y, velocity.y, within: limits.y) }
        }
        // Content beyond an axis that no longer scrolls (it shrank mid-drag) goes back too.
        if next.x == nil && !limits.x.contains(p.x) { next.x = coast(p.x, 0, within: limits.x) }
        if next.y == nil && !limits.y.contains(p.y) { next.y = coast(p.y, 0, within: limits.y) }
        run(next)
    }

    private func coast(_ offset: Double, _ velocity: Double, within limits: ClosedRange<Double>) -> ScrollAxisMotion? {
        guard velocity != 0 || !limits.contains(offset) else { return nil }
        return .momentum(Momentum(offset: offset, velocity: velocity, limits: limits, rate: decelerationRate, spring: bounces ? spring : nil))
    }

    private func page(_ offset: Double, _ velocity: Double, length: Double, content: Double, max: Double) -> ScrollAxisMotion? {
        let count = Paging.pageCount(contentLength: content, pageLength: length)
        let page = Paging.targetPage(offset: offset, velocity: velocity, pageLength: length, pageCount: count, flickSpeed: pagingFlickSpeed)
        let target = Paging.offset(ofPage: page, pageLength: length, maxOffset: max)
        guard target != offset || velocity != 0 else { return nil }
        return .spring(BounceBack(from: offset, velocity: velocity, to: target, spring: spring, preventsOvershoot: true))
    }

    /// An animated scroll to `target` (within the content) from the speed it has now.
    func animate(to target: Point) {
        adoptWindowSpec()
        let v = motion?.velocity ?? .zero, p = contentOffset
        stopMotion()
        var next = ScrollMotion(kind: .animation)
        if target.x != p.x || v.x != 0 { next.x = .spring(BounceBack(from: p.x, velocity: v.x, to: target.x, spring: spring, preventsOvershoot: true)) }
        if target.y != p.y || v.y != 0 { next.y = .spring(BounceBack(from: p.y, velocity: v.y, to: target.y, spring: spring, preventsOvershoot: true)) }
        run(next)
    }

    /// Starts `next` from the next frame step (its first frame shows where it starts); with
    /// nothing to move, or no window to give it frames, it ends at once where it would rest.
    private func run(_ next: ScrollMotion) {
        guard next.x != nil || next.y != nil else { return }
        motion = next
        guard displayLink.start() else { return finish(next) }
    }

    /// One frame: the content where the motion shows it at `time` (animation time).
    func advanceMotion(to time: Double) {
        guard var m = motion else { return displayLink.stop() }
        let start = m.start ?? time
        m.start = start
        m.elapsed = max(0, time - start)
        motion = m
        let (offset, finished) = m.offset(at: m.elapsed, from: contentOffset)
        show(offset)
        if finished { finish(m) }
    }

    /// The motion is over: at rest where it ends (pulled within the content should the
    /// content have changed meanwhile).
    private func finish(_ m: ScrollMotion) {
        motion = nil
        displayLink.stop()
        show(m.finalOffset(from: contentOffset))
        let limits = offsetLimits
        if !limits.x.contains(contentOffset.x) || !limits.y.contains(contentOffset.y) {
            if bounces && window != nil { return release(velocity: .zero) }
            show(clamped(contentOffset))
        }
        if m.kind == .deceleration { didEndDecelerating() }
    }

    /// The window stopped the link (the view left it): the motion ends where it shows, within the content.
    func displayLinkDetached() {
        guard motion != nil else { return }
        motion = nil
        show(clamped(contentOffset))
    }
}
