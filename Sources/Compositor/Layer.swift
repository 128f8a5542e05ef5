import Geometry

/// A node of the layer tree (Core Animation's CALayer): geometry, appearance and contents.
/// Geometry follows Core Animation: `position` is where `anchorPoint` of `bounds` sits in the
/// superlayer, and `transform` applies around the anchor point.
@MainActor
open class Layer {
    public private(set) weak var superlayer: Layer?
    public private(set) var sublayers: [Layer] = []
    /// A name for debugging and draw-list inspection.
    public var name: String?

    public var bounds: Rect = .zero { didSet { if oldValue != bounds { setNeedsComposite() } } }
    public var position: Point = .zero { didSet { if oldValue != position { setNeedsPlacement() } } }
    public var anchorPoint = Point(x: 0.5, y: 0.5) { didSet { if oldValue != anchorPoint { setNeedsPlacement() } } }
    public var transform: AffineTransform = .identity { didSet { if oldValue != transform { setNeedsPlacement() } } }
    public var opacity: Double = 1 { didSet { if oldValue != opacity { setNeedsPlacement() } } }
    public var isHidden = false { didSet { if oldValue != isHidden { setNeedsPlacement() } } }
    public var backgroundColor: Color = .clear { didSet { if oldValue != backgroundColor { setNeedsComposite() } } }
    public var cornerRadius: Double = 0 { didSet { if oldValue != cornerRadius { setNeedsComposite() } } }
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
            oldValue?.superlayer = nil
            mask?.removeFromSuperlayer()
            mask?.superlayer = self
            setNeedsComposite()
        }
    }

    /// Set on the root when anything in the tree changed since the last composite.
    public private(set) var needsComposite = true
    /// Changes whenever this layer's drawing in its own coordinates may have changed: its own
    /// appearance or anything in its subtree. Its own placement (position, transform,
    /// opacity, hidden) does not count; that changes its superlayer's drawing instead.
    public private(set) var subtreeVersion: UInt64 = 0

    public init() {}

    /// Marks this layer's drawing (and so every ancestor's) as changed.
    public func setNeedsComposite() {
        var l: Layer? = self
        while let layer = l {
            layer.subtreeVersion &+= 1
            if layer.superlayer == nil { layer.needsComposite = true }
            l = layer.superlayer
        }
    }

    /// Marks where this layer sits as changed: its superlayer's drawing changes, its own does not.
    public func setNeedsPlacement() {
        if let parent = superlayer {
            parent.setNeedsComposite()
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
        superlayer = nil
        parent.setNeedsComposite()
        needsComposite = true
    }

    // MARK: Geometry

    /// The bounds' size, with position, anchor point and transform folded into the
    /// superlayer's coordinates as a bounding box.
    public var frame: Rect {
        get { localToSuperlayer.apply(to: Rect(size: bounds.size).offsetBy(dx: bounds.origin.x, dy: bounds.origin.y)) }
        set {
            let r = newValue.standardized
            bounds.size = r.size
            position = Point(x: r.minX + anchorPoint.x * r.width, y: r.minY + anchorPoint.y * r.height)
        }
    }

    /// Maps this layer's coordinates into its superlayer's.
    public var localToSuperlayer: AffineTransform {
        let ax = bounds.origin.x + anchorPoint.x * bounds.size.width
        let ay = bounds.origin.y + anchorPoint.y * bounds.size.height
        return AffineTransform(translationX: -ax, y: -ay)
            .concatenating(transform)
            .concatenating(AffineTransform(translationX: position.x, y: position.y))
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
    public var clipPath: Path { Path.roundedRect(bounds, cornerRadius: cornerRadius) }

    /// The filled outline of this layer when it is used as a mask. Overridden by shape layers.
    open var maskPath: Path { clipPath }

    /// A shape layer's filled path, drawn above the background and contents.
    open var fillPath: Path? { nil }
    open var fillColor: Color { .clear }
}
