import Compositor
import Geometry
import Gestures
import Motion

/// A rectangle on screen that owns a layer, holds subviews and receives pointer input
/// (UIKit's UIView). Geometry is the layer's: `frame` in the superview, `bounds` inside.
@MainActor
open class View: CoordinateSpace {
    public let layer: Layer
    /// Not a weak reference, for the reason `Layer.superlayer` is not one (a weakly referenced
    /// object's every retain and release is the slow kind): a view clears its subviews' when
    /// it goes (`deinit`).
    public private(set) unowned(unsafe) var superview: View?
    public private(set) var subviews: [View] = []
    public var tag = 0
    /// Names the view across pages: when a transition runs between two pages that each hold
    /// a view with the same id, that view flies from one to the other (a shared element).
    public var transitionID: String?
    /// Recognizers attached to this view; they see presses on it and on its subviews.
    public private(set) var gestureRecognizers: [GestureRecognizer] = []
    /// When false, hit testing skips this view and its subviews.
    public var isUserInteractionEnabled = true
    /// Whether a scroll view this view is in may take a press on it away when the press
    /// drags, and scroll instead (a button, a row). A view that follows drags itself (a
    /// slider, a handle) says false and keeps the press: UIKit's `touchesShouldCancel(in:)`.
    open var scrollingCancelsPress: Bool { true }
    private(set) var needsLayout = true
    /// Whether a view below this one asked for layout (`layoutIfNeeded`).
    private var subtreeNeedsLayout = false

    public init(frame: Rect = .zero) {
        layer = Self.makeLayer()
        layer.anchorPoint = Point(x: 0.5, y: 0.5)
        self.frame = frame
    }

    isolated deinit {
        for sub in subviews where sub.superview === self { sub.superview = nil }
    }

    /// The layer a view of this class is backed by; override to use a `ShapeLayer`.
    open class func makeLayer() -> Layer { Layer() }

    // MARK: Geometry

    public var frame: Rect {
        get { layer.frame }
        set {
            let r = newValue.standardized
            let oldSize = layer.bounds.size
            set(.bounds, Rect(origin: layer.bounds.origin, size: r.size))
            set(.position, Point(x: r.minX + layer.anchorPoint.x * r.width, y: r.minY + layer.anchorPoint.y * r.height))
            if layer.bounds.size != oldSize { setNeedsLayout() }
        }
    }

    public var bounds: Rect {
        get { layer.bounds }
        set {
            let oldSize = layer.bounds.size
            set(.bounds, newValue)
            if newValue.size != oldSize { setNeedsLayout() }
        }
    }

    public var center: Point {
        get { layer.position }
        set { set(.position, newValue) }
    }

    public var transform: AffineTransform {
        get { layer.transform }
        set { set(.transform, newValue) }
    }

    public var alpha: Double {
        get { layer.opacity }
        set { set(.opacity, newValue) }
    }

    /// Darkens the view and its subviews toward black (0 none, 1 black). Animatable.
    public var dimming: Double {
        get { layer.dimming }
        set { set(.dimming, min(1, max(0, newValue.isFinite ? newValue : 0))) }
    }

    public var isHidden: Bool {
        get { layer.isHidden }
        set { layer.isHidden = newValue }
    }

    public var backgroundColor: Color {
        get { layer.backgroundColor }
        set { set(.backgroundColor, newValue) }
    }

    public var clipsToBounds: Bool {
        get { layer.masksToBounds }
        set { layer.masksToBounds = newValue }
    }

    public var cornerRadius: Double {
        get { layer.cornerRadius }
        set { set(.cornerRadius, newValue) }
    }

    /// Sets an animatable property; inside a property animator's animations closure the
    /// change is captured and animated from what is on screen now.
    private func set<V: Interpolatable>(_ key: LayerKeyPath<V>, _ value: V) {
        AnimationCapture.record(layer, key, to: value)
        layer.setModelValue(value, for: key)
    }

    // MARK: Tree

    /// The root of the tree this view is in, when that root is a window.
    public var window: Window? {
        var v: View? = self
        while let view = v {
            if let w = view as? Window { return w }
            v = view.superview
        }
        return nil
    }

    public func addSubview(_ view: View) {
        insertSubview(view, at: subviews.count)
    }

    public func insertSubview(_ view: View, at index: Int) {
        guard view !== self else { return }
        // Moved within one window (into a transition's card, say), a view keeps its press,
        // its recognizers and its display links: only leaving the window ends them.
        let staysInWindow = view.window != nil && view.window === window
        view.detachFromSuperview(leavingWindow: !staysInWindow)
        let i = min(max(0, index), subviews.count)
        subviews.insert(view, at: i)
        view.superview = self
        if view.needsLayout || view.subtreeNeedsLayout { view.markAncestorsForLayout() }
        // Keep layer order equal to view order, whatever other sublayers the layer has.
        if i + 1 < subviews.count {
            layer.insertSublayer(view.layer, below: subviews[i + 1].layer)
        } else if i > 0 {
            layer.insertSublayer(view.layer, above: subviews[i - 1].layer)
        } else {
            layer.addSublayer(view.layer)
        }
        view.didMoveToWindow()
    }

    public func insertSubview(_ view: View, belowSubview sibling: View) {
        guard let i = subviews.firstIndex(where: { $0 === sibling }) else { return addSubview(view) }
        insertSubview(view, at: view.superview === self && (subviews.firstIndex { $0 === view } ?? i) < i ? i - 1 : i)
    }

    public func insertSubview(_ view: View, aboveSubview sibling: View) {
        guard let i = subviews.firstIndex(where: { $0 === sibling }) else { return addSubview(view) }
        insertSubview(view, at: view.superview === self && (subviews.firstIndex { $0 === view } ?? i) < i ? i : i + 1)
    }

    public func bringSubviewToFront(_ view: View) {
        guard view.superview === self else { return }
        addSubview(view)
    }

    public func removeFromSuperview() { detachFromSuperview(leavingWindow: true) }

    private func detachFromSuperview(leavingWindow: Bool) {
        guard let parent = superview else { return }
        parent.subviews.removeAll { $0 === self }
        superview = nil
        layer.removeFromSuperlayer()
        if leavingWindow { parent.window?.viewWasRemoved(self) }
    }

    public func isDescendant(of view: View) -> Bool {
        var v: View? = self
        while let x = v {
            if x === view { return true }
            v = x.superview
        }
        return false
    }

    /// Called when the view joins or leaves a window's tree.
    open func didMoveToWindow() {}

    // MARK: Layout

    public func setNeedsLayout() {
        needsLayout = true
        markAncestorsForLayout()
    }

    /// Tells every view above this one that a view below it asked for layout. A marked view's
    /// ancestors are all marked, so the walk stops at the first marked one.
    private func markAncestorsForLayout() {
        var v = superview
        while let x = v, !x.subtreeNeedsLayout {
            x.subtreeNeedsLayout = true
            v = x.superview
        }
    }

    /// Lays out this view (if it asked) and then, top-down, the subviews that asked or hold
    /// one that did (UIKit's way): a frame in which nothing changed size walks no further than
    /// the window. A layout that makes an earlier sibling ask again is met in the same call,
    /// a few rounds at most.
    public func layoutIfNeeded() {
        if needsLayout {
            needsLayout = false
            layoutSubviews()
        }
        var rounds = 0
        while subtreeNeedsLayout && rounds < 4 {
            subtreeNeedsLayout = false
            rounds += 1
            for v in subviews where v.needsLayout || v.subtreeNeedsLayout { v.layoutIfNeeded() }
        }
    }

    /// Override to position subviews from `bounds`.
    open func layoutSubviews() {}

    /// The size this view would like within `size`; the default keeps the current size.
    open func sizeThatFits(_ size: Size) -> Size { bounds.size }

    public func sizeToFit() {
        let s = sizeThatFits(Size(width: Double.greatestFiniteMagnitude, height: Double.greatestFiniteMagnitude))
        frame = Rect(origin: frame.origin, size: s)
    }

    // MARK: Coordinates and hit testing

    public func convert(_ p: Point, to view: View?) -> Point { layer.convert(p, to: view?.layer) }
    public func convert(_ p: Point, from view: View?) -> Point { layer.convert(p, from: view?.layer) }
    public func convert(_ r: Rect, to view: View?) -> Rect { layer.convert(r, to: view?.layer) }

    open func point(inside p: Point) -> Bool { bounds.contains(p) }

    /// A window point in this view's coordinates (for gesture recognizers).
    public func convertFromWindow(_ p: Point) -> Point { convert(p, from: window) }

    /// The deepest visible, interactive view under `p` (in this view's coordinates), topmost
    /// first. Uses what is on screen: hidden or transparent views are skipped, and clipped
    /// subviews are only hit inside their clipping ancestor.
    open func hitTest(_ p: Point) -> View? {
        guard isUserInteractionEnabled, !isHidden, alpha > 0.01 else { return nil }
        let inside = point(inside: p)
        if clipsToBounds && !inside { return nil }
        for sub in subviews.reversed() {
            guard let inv = sub.layer.localToSuperlayer.inverted() else { continue }
            if let hit = sub.hitTest(inv.apply(to: p)) { return hit }
        }
        return inside ? self : nil
    }

    // MARK: Gesture recognizers

    public func addGestureRecognizer(_ recognizer: GestureRecognizer) {
        guard !gestureRecognizers.contains(where: { $0 === recognizer }) else { return }
        gestureRecognizers.append(recognizer)
        recognizer.attach(to: self)
    }

    public func removeGestureRecognizer(_ recognizer: GestureRecognizer) {
        gestureRecognizers.removeAll { $0 === recognizer }
        recognizer.attach(to: nil)
    }

    // MARK: Input (the responder chain: unhandled input goes to the superview)

    open func pointerBegan(_ event: PointerEvent, at location: Point) { superview?.pointerBegan(event, at: convert(location, to: superview)) }
    open func pointerMoved(_ event: PointerEvent, at location: Point) { superview?.pointerMoved(event, at: convert(location, to: superview)) }
    open func pointerEnded(_ event: PointerEvent, at location: Point) { superview?.pointerEnded(event, at: convert(location, to: superview)) }
    open func pointerCancelled(_ event: PointerEvent) { superview?.pointerCancelled(event) }
    /// Return true when the wheel was used; otherwise the superview gets it.
    open func scrollWheel(_ event: WheelEvent) -> Bool { superview?.scrollWheel(event) ?? false }
}
