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
    private var storedFillColor: Color = .black

    /// The path flattened and triangulated in layer coordinates, made once per path.
    var tessellation: Tessellation?

    public override init() { super.init() }

    public override var fillPath: Path? { path.isEmpty ? nil : path }
    public override var fillColor: Color {
        get { storedFillColor }
        set {
            storedFillColor = newValue
            setNeedsComposite()
        }
    }
    public override var maskPath: Path { path }
}
