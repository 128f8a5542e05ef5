import Compositor
import Geometry
import Views

/// The image behind every page of the Side by side demo, scrolled by the stack depth.
/// Setting `depth` inside an animations closure animates the scroll with the pages.
@MainActor
@_spi(Testing) public final class ParallaxBackgroundView: View {
    let imageView: ImageView

    /// The stack depth shown (fractional between pages).
    @_spi(Testing) public var depth = 0.0 { didSet { applyOffset() } }

    init(image: Image) {
        imageView = ImageView(image: image)
        super.init()
        isUserInteractionEnabled = false
        clipsToBounds = true
        addSubview(imageView)
    }

    public override func layoutSubviews() {
        let size = ParallaxGeometry.coverSize(image: imageView.image?.size ?? bounds.size, in: bounds.size)
        imageView.bounds = Rect(size: size)
        imageView.center = Point(x: size.width / 2, y: bounds.height / 2)
        applyOffset()
    }

    private func applyOffset() {
        imageView.transform = AffineTransform(translationX: ParallaxGeometry.offset(depth: depth, width: bounds.width).rounded(), y: 0)
    }
}
