import Compositor
import Geometry
import Gestures

/// A view whose content can be taller than it, scrolled vertically (UIKit's UIScrollView):
/// the content offset is the bounds' origin, so subviews laid out in content coordinates
/// move as it scrolls, and it clips them to its bounds. The wheel scrolls it, and so does a
/// drag of a press that reaches it (one its subviews leave unhandled), once it has moved
/// 8 pt. Whoever lays the content out says how tall it is (`contentHeight`); a grid knows
/// its own size and overrides `contentSize`.
@MainActor
open class ScrollView: View {
    /// How tall the content is, in points; setting it (each layout) keeps the offset within it.
    public var contentHeight: Double = 0 {
        didSet { setContentOffset(contentOffset) }
    }
    /// True from a press on this view (or passed up to it) to its end.
    public private(set) var isTracking = false
    /// True once that press has moved far enough to scroll.
    public private(set) var isDragging = false
    private var dragStartY = 0.0
    private var dragStartOffset = 0.0

    public override init(frame: Rect = .zero) {
        super.init(frame: frame)
        clipsToBounds = true
    }

    open var contentSize: Size { Size(width: bounds.width, height: contentHeight) }
    public var contentOffset: Point { bounds.origin }
    public var maxContentOffset: Double { max(0, contentSize.height - bounds.height) }

    /// Scrolls to `offset` (vertical only), kept within 0...maxContentOffset.
    public func setContentOffset(_ offset: Point) {
        let y = offset.y.isFinite ? min(max(0, offset.y), maxContentOffset) : 0
        guard y != contentOffset.y || contentOffset.x != 0 else { return }
        bounds = Rect(x: 0, y: y, width: bounds.width, height: bounds.height)
        didScroll()
    }

    /// Called after the content offset changed.
    open func didScroll() {}

    // MARK: Input

    open override func scrollWheel(_ event: WheelEvent) -> Bool {
        guard maxContentOffset > 0 else { return super.scrollWheel(event) }
        let step = event.isPrecise ? 1.0 : 40.0
        setContentOffset(Point(x: 0, y: contentOffset.y - event.delta.y * step))
        return true
    }

    // A drag is measured in window points: this view's own coordinates move as it scrolls.

    open override func pointerBegan(_ event: PointerEvent, at location: Point) {
        isTracking = true
        isDragging = false
        dragStartY = event.location.y
        dragStartOffset = contentOffset.y
    }

    open override func pointerMoved(_ event: PointerEvent, at location: Point) {
        guard isTracking else { return }
        let dy = event.location.y - dragStartY
        if !isDragging && abs(dy) > 8 { isDragging = true }
        if isDragging { setContentOffset(Point(x: 0, y: dragStartOffset - dy)) }
    }

    open override func pointerEnded(_ event: PointerEvent, at location: Point) {
        isTracking = false
        isDragging = false
    }

    open override func pointerCancelled(_ event: PointerEvent) {
        isTracking = false
        isDragging = false
    }
}
