import Geometry
import Motion

/// A node of the layer tree (Core Animation's CALayer): geometry, appearance and contents.
/// Geometry follows Core Animation: `position` is where `anchorPoint` of `bounds` sits in the
/// superlayer, and `transform` applies around the anchor point.
@MainActor
open class Layer {
    /// Not a weak reference: a weakly referenced object keeps its reference counts in a side
    /// table, which made every retain and release of a layer the slow kind (8-10% of a
    /// frame). A layer clears its sublayers' and its mask's when it goes (`deinit`).
    public private(set) unowned(unsafe) var superlayer: Layer?
    /// This layer's number, never reused: caches that outlive a layer tell a new layer at a
    /// freed one's address by it.
    public let serial: UInt64
    public private(set) var sublayers: [Layer] = []
    /// A name for debugging and draw-list inspection.
    public var name: String?

    /// The model and presentation values, the animations and the media timing, in one
    /// object that the animation ticker works on (see `LayerValueStore`).
    let store = LayerValueStore()
    /// What was set: the values layout and `frame` read.
    public var model: LayerValues { store.values.model }
    /// What is on screen this frame: the model with running animations applied. The
    /// compositor and hit testing read these.
    public internal(set) var presentation: LayerValues {
        get { store.values.presentation }
        set { store.values.presentation = newValue }
    }

    public var bounds: Rect {
        get { model.bounds }
        set { setModel(\.bounds, newValue, .bounds, drawing: true) }
    }
    public var position: Point {
        get { model.position }
        set { setModel(\.position, newValue, .position, drawing: false) }
    }
    public var transform: AffineTransform {
        get { model.transform }
        set { setModel(\.transform, newValue, .transform, drawing: false) }
    }
    public var opacity: Double {
        get { model.opacity }
        set { setModel(\.opacity, newValue, .opacity, drawing: false) }
    }
    public var cornerRadius: Double {
        get { model.cornerRadius }
        set { setModel(\.cornerRadius, newValue, .cornerRadius, drawing: true) }
    }
    public var backgroundColor: Color {
        get { model.backgroundColor }
        set { setModel(\.backgroundColor, newValue, .backgroundColor, drawing: true) }
    }
    /// Darkens the layer's composited result toward black (0 none, 1 black), as a page
    /// underneath a navigation transition is dimmed. Animatable.
    public var dimming: Double {
        get { model.dimming }
        set { setModel(\.dimming, newValue.isFinite ? min(1, max(0, newValue)) : 0, .dimming, drawing: false) }
    }
    public var anchorPoint = Point(x: 0.5, y: 0.5) { didSet { if oldValue != anchorPoint { setNeedsPlacement() } } }

    /// Media timing (CAMediaTiming): this layer's time is (parent time - beginTime) * speed
    /// + timeOffset, so speed 0 pauses everything below it at `timeOffset`.
    public var timing: MediaTiming {
        get { store.timing }
        set {
            let old = store.timing
            store.timing = newValue
            if old != newValue { setNeedsComposite() }
        }
    }
    public var beginTime: Double {
        get { timing.beginTime }
        set { timing.beginTime = newValue }
    }
    public var speed: Double {
        get { timing.speed }
        set { timing.speed = newValue.isFinite ? newValue : 0 }
    }
    public var timeOffset: Double {
        get { timing.timeOffset }
        set { timing.timeOffset = newValue.isFinite ? newValue : 0 }
    }
    /// Animations on this layer, its mask and everything below it.
    public var animationCountInSubtree: Int { store.countInSubtree }
    public var isHidden = false { didSet { if oldValue != isHidden { setNeedsPlacement() } } }
    public var masksToBounds = false { didSet { if oldValue != masksToBounds { setNeedsComposite() } } }
    public var borderWidth: Double = 0 { didSet { if oldValue != borderWidth { setNeedsComposite() } } }
    public var borderColor: Color = .black { didSet { if oldValue != borderColor { setNeedsComposite() } } }
    public var contents: LayerContents = .none { didSet { if oldValue != contents { setNeedsComposite() } } }
    public var contentsGravity: ContentsGravity = .resize { didSet { if oldValue != contentsGravity { setNeedsComposite() } } }
    /// When opacity is below 1, composite the subtree as one group first (UIKit's default),
    /// so overlapping sublayers do not show through each other.
    public var allowsGroupOpacity = true { didSet { if oldValue != allowsGroupOpacity { setNeedsComposite() } } }
    /// A layer whose filled shape (or, for a plain layer, its opaque bounds) masks this one.
    /// It is positioned in this layer's coordinate space and never drawn by itself.
    public var mask: Layer? {
        didSet {
            if let old = oldValue {
                old.superlayer = nil
                adjustAnimationCount(by: -old.animationCountInSubtree)
            }
            mask?.removeFromSuperlayer()
            mask?.superlayer = self
            adjustAnimationCount(by: mask?.animationCountInSubtree ?? 0)
            setNeedsComposite()
        }
    }

    /// Set on the root when anything in the tree changed since the last composite.
    public private(set) var needsComposite = true
    /// Changes whenever this layer's drawing in its own coordinates may have changed: its own
    /// appearance or anything in its subtree. Its own placement (position, transform,
    /// opacity, hidden) does not count; that changes its superlayer's drawing instead.
    public private(set) var subtreeVersion: UInt64 = 0
    /// As `subtreeVersion`, but unchanged by changes to the mask alone: the layer's drawing
    /// before its mask is applied (a page revealed through a growing shape keeps its drawing
    /// while only the shape moves).
    public private(set) var bodyVersion: UInt64 = 0

    private static var nextSerial: UInt64 = 0

    public init() {
        Layer.nextSerial &+= 1
        serial = Layer.nextSerial
        store.owner = self
    }

    isolated deinit {
        for sub in sublayers where sub.superlayer === self { sub.superlayer = nil }
        if let mask, mask.superlayer === self { mask.superlayer = nil }
        store.owner = nil
    }

    /// A new layer of this kind with this kind's own settings copied (a shape layer's path
    /// and fill), for `snapshot()`; the rest is copied there.
    open func blankCopy() -> Layer { Layer() }

    /// Sets the model value of an animatable property through its typed key path.
    public func setModelValue<V: Interpolatable>(_ value: V, for key: LayerKeyPath<V>) {
        setModel(key.keyPath, value, key.property, drawing: key.changesDrawing)
    }

    private func setModel<V: Equatable>(_ key: WritableKeyPath<LayerValues, V>, _ value: V, _ property: AnimatedProperties, drawing: Bool) {
        guard store.values.model[keyPath: key] != value else { return }
        store.values.model[keyPath: key] = value
        // While an animation writes this property the next tick updates the presentation.
        guard !store.values.properties.contains(property) else { return }
        store.values.presentation[keyPath: key] = value
        if drawing { setNeedsComposite() } else { setNeedsPlacement() }
    }

    /// Marks this layer's drawing (and so every ancestor's) as changed.
    public func setNeedsComposite() { drawingChanged(below: nil) }

    /// Marks this layer's drawing and every ancestor's as changed, its body too unless the
    /// change came from its mask (`from`).
    private func drawingChanged(below from: Layer?) {
        var child = from
        var l: Layer? = self
        while let layer = l {
            layer.subtreeDidChange(body: child == nil || layer.mask !== child)
            if layer.superlayer == nil { layer.needsComposite = true }
            child = layer
            l = layer.superlayer
        }
    }

    /// Marks this layer's drawing as changed, not its ancestors': for the animation ticker,
    /// which marks each layer of the tree it walks once, bottom up, then the ancestors above.
    /// `body`: whether the change is more than its mask's.
    func subtreeDidChange(body: Bool = true) {
        subtreeVersion &+= 1
        if body { bodyVersion &+= 1 }
    }

    /// Marks where this layer sits as changed: its superlayer's drawing changes, its own does not.
    public func setNeedsPlacement() {
        if let parent = superlayer {
            parent.drawingChanged(below: self)
        } else {
            needsComposite = true
        }
    }

    /// Called by the compositor after drawing the tree whose root this is.
    public func didComposite() { needsComposite = false }

    // MARK: Tree

    public func addSublayer(_ layer: Layer) {
        insertSublayer(layer, at: sublayers.count)
    }

    public func insertSublayer(_ layer: Layer, at index: Int) {
        guard layer !== self else { return }
        layer.removeFromSuperlayer()
        layer.superlayer = self
        sublayers.insert(layer, at: min(max(0, index), sublayers.count))
        adjustAnimationCount(by: layer.animationCountInSubtree)
        setNeedsComposite()
    }

    public func insertSublayer(_ layer: Layer, below sibling: Layer?) {
        guard let sibling, let i = sublayers.firstIndex(where: { $0 === sibling }) else { return addSublayer(layer) }
        insertSublayer(layer, at: layer.superlayer === self && (sublayers.firstIndex { $0 === layer } ?? i) < i ? i - 1 : i)
    }

    public func insertSublayer(_ layer: Layer, above sibling: Layer?) {
        guard let sibling, let i = sublayers.firstIndex(where: { $0 === sibling }) else { return addSublayer(layer) }
        insertSublayer(layer, at: layer.superlayer === self && (sublayers.firstIndex { $0 === layer } ?? i) < i ? i : i + 1)
    }

    public func removeFromSuperlayer() {
        guard let parent = superlayer else { return }
        if parent.mask === self {
            parent.mask = nil
            return
        }
        parent.sublayers.removeAll { $0 === self }
        parent.adjustAnimationCount(by: -animationCountInSubtree)
        superlayer = nil
        parent.setNeedsComposite()
        needsComposite = true
    }

    // MARK: Geometry

    /// The bounds' size, with position, anchor point and transform folded into the
    /// superlayer's coordinates as a bounding box.
    public var frame: Rect {
        get { Layer.placement(model, anchorPoint).apply(to: model.bounds) }
        set {
            let r = newValue.standardized
            bounds.size = r.size
            position = Point(x: r.minX + anchorPoint.x * r.width, y: r.minY + anchorPoint.y * r.height)
        }
    }

    /// Maps this layer's coordinates into its superlayer's, as presented on screen.
    public var localToSuperlayer: AffineTransform { Layer.placement(presentation, anchorPoint) }

    static func placement(_ v: LayerValues, _ anchor: Point) -> AffineTransform {
        let ax = v.bounds.origin.x + anchor.x * v.bounds.size.width
        let ay = v.bounds.origin.y + anchor.y * v.bounds.size.height
        return AffineTransform(translationX: -ax, y: -ay)
            .concatenating(v.transform)
            .concatenating(AffineTransform(translationX: v.position.x, y: v.position.y))
    }

    /// Maps this layer's coordinates into the root's.
    public var localToRoot: AffineTransform {
        var t = localToSuperlayer
        var l = superlayer
        while let layer = l {
            t = t.concatenating(layer.localToSuperlayer)
            l = layer.superlayer
        }
        return t
    }

    public func convert(_ p: Point, to layer: Layer?) -> Point {
        let toRoot = localToRoot.apply(to: p)
        guard let layer, let inv = layer.localToRoot.inverted() else { return toRoot }
        return inv.apply(to: toRoot)
    }

    public func convert(_ p: Point, from layer: Layer?) -> Point {
        let inRoot = layer?.localToRoot.apply(to: p) ?? p
        guard let inv = localToRoot.inverted() else { return inRoot }
        return inv.apply(to: inRoot)
    }

    public func convert(_ r: Rect, to layer: Layer?) -> Rect {
        let toRoot = localToRoot.apply(to: r)
        guard let layer, let inv = layer.localToRoot.inverted() else { return toRoot }
        return inv.apply(to: toRoot)
    }

    /// The path that clips this layer when it masks to bounds: its bounds, rounded.
    public var clipPath: Path { Path.roundedRect(presentation.bounds, cornerRadius: presentation.cornerRadius) }

    /// The filled outline of this layer when it is used as a mask. Overridden by shape layers.
    open var maskPath: Path { clipPath }

}
