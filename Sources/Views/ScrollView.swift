import Compositor
import Geometry
import Gestures
import Motion

/// A view whose content can be larger than it, scrolled with UIKit's physics
/// (UIScrollView): the content offset is the bounds' origin, so subviews laid out in
/// content coordinates move as it scrolls, and it clips them to its bounds.
///
/// Its own pan (`panGestureRecognizer`) scrolls it: it begins only for a drag mostly along
/// an axis it can scroll (so a sideways drag still reaches a pop pan or the edge swipe),
/// and takes the press from the content under it (a button dragged on scrolls instead of
/// pressing). Dragged past an edge, content follows a rubber band; let go, it coasts at
/// `decelerationRate` and springs back from any edge it ran past (`Momentum`), or with
/// `isPagingEnabled` settles on a page. A press on moving content catches it where it
/// shows, and that press is the pan's alone. The wheel scrolls it too, clamped. Whoever
/// lays the content out says how large it is (`contentWidth`, `contentHeight`); a grid
/// knows its own size and overrides `contentSize`.
@MainActor
open class ScrollView: View, GestureRecognizerDelegate {
    /// How tall the content is, in points; setting it (each layout) keeps a resting offset within it.
    public var contentHeight: Double = 0 {
        didSet { keepOffsetWithinContent() }
    }
    /// How wide the content is; wider than the view, it scrolls sideways too.
    public var contentWidth: Double = 0 {
        didSet { keepOffsetWithinContent() }
    }

    /// Whether content dragged or flung past an edge stretches and springs back (else it stops there).
    public var bounces = true
    /// Whether a release settles on a page (the view's width or height apart).
    public var isPagingEnabled = false
    /// The share of its speed a flick keeps each millisecond (`scroll.deceleration-rate`).
    public var decelerationRate = ScrollParameters.decelerationRate.defaultNumber {
        didSet { physicsSetByHand() }
    }
    /// How closely content dragged past an edge follows the pointer (`scroll.rubber-band`).
    public var rubberBandCoefficient = ScrollParameters.rubberBand.defaultNumber {
        didSet { physicsSetByHand() }
    }
    /// The spring back to an edge, onto a page, and of an animated scroll (`scroll.bounce`).
    public var bounceSpring = BounceBack.defaultSpring {
        didSet { physicsSetByHand() }
    }
    /// The release speed that turns a page however short the drag (`scroll.paging.flick-speed`).
    public var pagingFlickSpeed = ScrollParameters.pagingFlickSpeed.defaultNumber {
        didSet { physicsSetByHand() }
    }
    /// Set, a drag that pulls the content down past its top hands its pan over here at the
    /// top (one continuous gesture: a viewer's scroll becomes the page's dismissal). It is
    /// called with the pan then and at each later state while it returns true; false gives
    /// the drag back to the scroll.
    public var onPullPastTop: ((PanGestureRecognizer) -> Bool)?
    /// Whether `onPullPastTop` holds the drag in progress.
    public private(set) var isHandedOver = false

    /// Whether a press on moving content catches it (UIKit's behaviour, on by default). Off
    /// while the page it is on is being moved by a transition, so a press there grabs the
    /// transition instead, and the content moves on by itself.
    public var catchesMotion = true

    /// Whether its physics are the window's spec's (`Window.spec`), read as each drag,
    /// release or animated scroll begins, so a tuned or loaded spec reaches every scroll view.
    /// Setting any of the four properties above by hand turns it off for this view.
    public var followsWindowSpec = true
    private var applyingSpec = false

    /// The pan that scrolls it; its delegate is the scroll view.
    public var panGestureRecognizer: PanGestureRecognizer { pan }
    private let pan = ScrollViewPanGestureRecognizer(name: "scroll")

    /// True from a press on it (or on its content) to the press's end.
    public private(set) var isTracking = false
    /// True while its pan drags the content.
    public private(set) var isDragging = false
    /// True while content let go moves on its own: coasting, springing back, settling on a page.
    public var isDecelerating: Bool { motion?.kind == .deceleration }
    /// Whether the press in progress caught moving content (it then selects and presses nothing).
    public private(set) var pressCaughtMotion = false

    var motion: ScrollMotion?
    /// The drag's position at zero translation and where it is now, before the rubber band
    /// (content coordinates).
    var dragOrigin = Point.zero
    var dragPosition = Point.zero
    /// The bounce spring as a `Spring`, worked out when first needed after a change.
    var solvedSpring: (spec: SpringSpec, spring: Spring)?
    lazy var displayLink: DisplayLink = DisplayLink(view: self, detached: { [weak self] _ in self?.displayLinkDetached() }) { [weak self] link in
        self?.advanceMotion(to: link.timestamp)
    }

    public override init(frame: Rect = .zero) {
        super.init(frame: frame)
        clipsToBounds = true
        pan.delegate = self
        pan.addTarget { [weak self] r in self?.handlePan(r) }
        pan.pressBegan = { [weak self] in self?.pressBegan() ?? false }
        pan.pressEnded = { [weak self] in self?.pressEnded() }
        addGestureRecognizer(pan)
    }

    open var contentSize: Size { Size(width: contentWidth, height: contentHeight) }
    public var contentOffset: Point { bounds.origin }
    /// The largest offset along each axis (0 where the content fits).
    public var maxContentOffset: Point {
        let s = contentSize
        return Point(x: max(0, s.width - bounds.width), y: max(0, s.height - bounds.height))
    }
    public var canScrollHorizontally: Bool { maxContentOffset.x > 0 }
    public var canScrollVertically: Bool { maxContentOffset.y > 0 }

    /// Scrolls to `offset` at once, kept within 0...maxContentOffset; stops any motion.
    public func setContentOffset(_ offset: Point) {
        stopMotion()
        show(clamped(offset))
    }

    /// Scrolls to `offset` (kept within the content); animated, on the bounce spring from
    /// the speed it has now, arriving without passing it (bringing an off-screen cell into view).
    public func setContentOffset(_ offset: Point, animated: Bool) {
        guard animated, !isDragging else { return setContentOffset(offset) }
        animate(to: clamped(offset))
    }

    /// Stops a coast, bounce or animated scroll where it shows, kept within the content (a
    /// bounce stopped past an edge ends at the edge).
    public func stopScrolling() {
        stopMotion()
        keepOffsetWithinContent()
    }

    /// Sets the physics from a spec (`ScrollParameters`); it stays the window's to set
    /// if it was (`followsWindowSpec`).
    public func apply(_ spec: TransitionSpec) {
        applyingSpec = true
        defer { applyingSpec = false }
        decelerationRate = spec.number(ScrollParameters.decelerationRate)
        rubberBandCoefficient = spec.number(ScrollParameters.rubberBand)
        bounceSpring = spec.spring(ScrollParameters.bounce)
        pagingFlickSpeed = spec.number(ScrollParameters.pagingFlickSpeed)
    }

    /// Takes the window's spec's physics, unless this view's were set by hand.
    func adoptWindowSpec() {
        if followsWindowSpec, let spec = window?.spec { apply(spec) }
    }

    private func physicsSetByHand() {
        if !applyingSpec { followsWindowSpec = false }
    }

    // MARK: Hooks

    /// Called after the content offset changed.
    open func didScroll() {}
    /// Called when a drag begins to scroll.
    open func willBeginDragging() {}
    /// Called when a drag lets go, with the content offset's velocity then (points per
    /// second, opposite to the pointer's), before the content moves on.
    open func willEndDragging(velocity: Point) {}
    /// Called when content let go has come to rest.
    open func didEndDecelerating() {}

    /// Whether the pan may take a press on `view` (content of this scroll view) from it to
    /// scroll (UIKit's `touchesShouldCancel(in:)`): yes unless the view, or one between it and
    /// this scroll view, follows drags itself (`scrollingCancelsPress` false: a slider).
    open func touchesShouldCancel(in view: View) -> Bool {
        var v: View? = view
        while let current = v, current !== self {
            if !current.scrollingCancelsPress { return false }
            v = current.superview
        }
        return true
    }

    // MARK: Dragging (overridable, so a subclass can hand a drag on to something else)

    /// The pan began: content held where it shows, the drag measured from here.
    open func dragBegan() {
        stopMotion()
        adoptWindowSpec()
        isDragging = true
        let limits = offsetLimits
        dragOrigin = Point(x: horizontalBand.unbanded(contentOffset.x, within: limits.x),
            y: verticalBand.unbanded(contentOffset.y, within: limits.y))
        dragPosition = dragOrigin
        // The pan's start distance is not scrolled: content moves from where it is.
        pan.setTranslation(.zero, in: self)
        willBeginDragging()
    }

    /// The pan moved `translation` (this view's points) since it began.
    open func dragMoved(translation: Point) {
        guard isDragging else { return }
        if isHandedOver {
            if onPullPastTop?(pan) == true { return }
            // Given back: the drag goes on from the top.
            isHandedOver = false
            dragOrigin = Point(x: contentOffset.x, y: offsetLimits.y.lowerBound) + pan.translation(in: self)
        }
        let limits = offsetLimits
        dragPosition = dragOrigin - translation
        if let handOver = onPullPastTop, dragPosition.y < limits.y.lowerBound, canScrollVertically {
            show(Point(x: contentOffset.x, y: limits.y.lowerBound))
            // What the drag went past the top is the receiver's from the start.
            pan.setTranslation(Point(x: 0, y: limits.y.lowerBound - dragPosition.y), in: self)
            if handOver(pan) {
                isHandedOver = true
                return
            }
        }
        if !bounces {
            // Held at an edge, the drag's excess is dropped: moving back moves content at once.
            let held = Point(x: min(max(dragPosition.x, limits.x.lowerBound), limits.x.upperBound),
                y: min(max(dragPosition.y, limits.y.lowerBound), limits.y.upperBound))
            dragOrigin = dragOrigin + (held - dragPosition)
            dragPosition = held
        }
        var p = contentOffset
        if canScrollHorizontally { p.x = shown(dragPosition.x, within: limits.x, band: horizontalBand) }
        if canScrollVertically { p.y = shown(dragPosition.y, within: limits.y, band: verticalBand) }
        show(p)
    }

    /// The pan let go with the content offset moving at `velocity` (points per second, the
    /// pointer's): it coasts, springs back or settles on a page from there, at the speed the
    /// content shows (slower than the pointer past an edge, where the band stretches).
    open func dragEnded(velocity: Point) {
        guard isDragging else { return }
        isDragging = false
        if isHandedOver {
            isHandedOver = false
            _ = onPullPastTop?(pan)
            return
        }
        let v = Point(x: canScrollHorizontally && velocity.x.isFinite ? velocity.x : 0,
            y: canScrollVertically && velocity.y.isFinite ? velocity.y : 0)
        willEndDragging(velocity: v)
        let limits = offsetLimits
        release(velocity: Point(x: v.x * stretch(dragPosition.x, within: limits.x, band: horizontalBand),
            y: v.y * stretch(dragPosition.y, within: limits.y, band: verticalBand)))
    }

    // MARK: Pan

    private func handlePan(_ r: GestureRecognizer) {
        switch r.state {
        case .began: dragBegan()
        case .changed: dragMoved(translation: pan.translation(in: self))
        case .ended: dragEnded(velocity: Point.zero - pan.velocity(in: self))
        case .cancelled: dragEnded(velocity: .zero)
        default: break
        }
    }

    /// A press on it: moving content stops where it shows and the press is the pan's (unless
    /// it may not catch motion now: then the press goes to whoever takes it).
    private func pressBegan() -> Bool {
        isTracking = true
        pressCaughtMotion = catchesMotion && motion != nil
        if pressCaughtMotion { stopMotion() }
        return pressCaughtMotion
    }

    /// The press is over. Content it held past an edge without dragging it (the press was
    /// taken by another recognizer, or let go in place) springs back from where it shows.
    private func pressEnded() {
        isTracking = false
        pressCaughtMotion = false
        guard !isDragging, motion == nil else { return }
        let limits = offsetLimits
        if !limits.x.contains(contentOffset.x) || !limits.y.contains(contentOffset.y) {
            if bounces && window != nil { release(velocity: .zero) } else { show(clamped(contentOffset)) }
        }
    }

    /// The pan begins for a press that caught moving content, or for a drag mostly along
    /// an axis it can scroll whose press it may take from the content.
    public func gestureRecognizerShouldBegin(_ recognizer: GestureRecognizer) -> Bool {
        guard recognizer === pan else { return true }
        if pressCaughtMotion { return true }
        let t = pan.translation(in: self)
        guard abs(t.x) > abs(t.y) ? canScrollHorizontally : canScrollVertically else { return false }
        guard let hit = hitTest(pan.location(in: self) - t) else { return true }
        return touchesShouldCancel(in: hit)
    }

    // MARK: Input

    /// The wheel scrolls along the axes it moves that can scroll (a precise trackpad's
    /// deltas one for one, a notch 40 pt), clamped, and stops content moving on its own.
    open override func scrollWheel(_ event: WheelEvent) -> Bool {
        let dx = canScrollHorizontally ? event.delta.x : 0, dy = canScrollVertically ? event.delta.y : 0
        guard dx != 0 || dy != 0 else { return super.scrollWheel(event) }
        // A drag holds the content: the wheel is taken and does nothing.
        guard !isDragging else { return true }
        let step = event.isPrecise ? 1.0 : 40.0
        setContentOffset(Point(x: contentOffset.x - dx * step, y: contentOffset.y - dy * step))
        return true
    }

    // Presses reach the content; the pan scrolls. What the content leaves stops here.
    open override func pointerBegan(_ event: PointerEvent, at location: Point) {}
    open override func pointerMoved(_ event: PointerEvent, at location: Point) {}
    open override func pointerEnded(_ event: PointerEvent, at location: Point) {}
    open override func pointerCancelled(_ event: PointerEvent) {}
}
