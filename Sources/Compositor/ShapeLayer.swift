import Geometry

/// A layer that fills a path in its own coordinates (Core Animation's CAShapeLayer).
@MainActor
public final class ShapeLayer: Layer {
    public var path: Path = Path() {
        didSet {
            tessellation = nil
            setNeedsComposite()
        }
    }
    /// The colour the path is filled with.
    public var fillColor: Color = .black { didSet { if oldValue != fillColor { setNeedsComposite() } } }

    /// The path flattened and triangulated in layer coordinates, made once per path.
    var tessellation: Tessellation?

    public override init() { super.init() }

    public override var maskPath: Path { path }

    public override func blankCopy() -> Layer {
        let copy = ShapeLayer()
        copy.path = path
        copy.fillColor = fillColor
        // The same flattening: a copy shown in place of this layer draws its very pixels.
        copy.tessellation = tessellation
        return copy
    }
}
