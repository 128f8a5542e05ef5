import Geometry

/// A layer that fills a path in its own coordinates (Core Animation's CAShapeLayer).
@MainActor
public final class ShapeLayer: Layer {
    public var path: Path = Path() {
        didSet {
            tessellations.removeAll()
            setNeedsComposite()
        }
    }
    /// The colour the path is filled with.
    public var fillColor: Color = .black { didSet { if oldValue != fillColor { setNeedsComposite() } } }

    /// The path flattened (and triangulated) in layer coordinates, one per flattening
    /// bucket it was drawn at lately, the last used first: a logo scaled back and forth across
    /// a bucket's edge is not flattened again each time. At most four.
    var tessellations: [Tessellation] = []

    /// The tessellation for a tolerance of `wanted`, kept or made now.
    func tessellation(tolerance wanted: Double, triangulated: Bool) -> Tessellation {
        if let k = tessellations.firstIndex(where: { $0.suits(tolerance: wanted, triangulated: triangulated) }) {
            if k > 0 { tessellations.insert(tessellations.remove(at: k), at: 0) }
            return tessellations[0]
        }
        let made = Tessellation(path: path, tolerance: Tessellation.bucket(wanted), triangulated: triangulated)
        tessellations.insert(made, at: 0)
        if tessellations.count > 4 { tessellations.removeLast() }
        return made
    }

    public override init() { super.init() }

    public override var maskPath: Path { path }

    public override func blankCopy() -> Layer {
        let copy = ShapeLayer()
        copy.path = path
        copy.fillColor = fillColor
        // The same flattenings: a copy shown in place of this layer draws its very pixels.
        copy.tessellations = tessellations
        return copy
    }
}
