import Compositor
import Geometry

/// A view backed by a `ShapeLayer`: fills a path given in the view's own coordinates.
@MainActor
public final class ShapeView: View {
    public override class func makeLayer() -> Layer { ShapeLayer() }

    public var shapeLayer: ShapeLayer { layer as! ShapeLayer }

    public var path: Path {
        get { shapeLayer.path }
        set { shapeLayer.path = newValue }
    }

    public var fillColor: Color {
        get { shapeLayer.fillColor }
        set { shapeLayer.fillColor = newValue }
    }

    public init(path: Path, fillColor: Color, frame: Rect = .zero) {
        super.init(frame: frame)
        self.path = path
        self.fillColor = fillColor
        isUserInteractionEnabled = false
    }
}
