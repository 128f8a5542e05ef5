import Compositor
import Geometry
import Views

/// The Modal zoom demo's image: an app icon of our own, Segue's logo in white on a rounded
/// indigo square, drawn in vectors so it is sharp at every size it zooms through.
@MainActor
@_spi(Testing) public final class AppIconView: View {
    /// Corner radius as a fraction of the side, as app icons have.
    static let cornerFraction = 0.225
    static let color = Color(hex: 0x3D4BD8)
    private let logo: ShapeView

    init(logo path: Path) {
        logo = ShapeView(path: path, fillColor: .white)
        super.init()
        isUserInteractionEnabled = false
        backgroundColor = AppIconView.color
        addSubview(logo)
    }

    public override func layoutSubviews() {
        let side = min(bounds.width, bounds.height)
        cornerRadius = (side * AppIconView.cornerFraction).rounded()
        // The logo's path is drawn in a 100 x 100 box.
        logo.bounds = Rect(x: 0, y: 0, width: 100, height: 100)
        logo.center = Point(x: bounds.midX, y: bounds.midY)
        logo.transform = AffineTransform(scaleX: side * 0.62 / 100, y: side * 0.62 / 100)
    }
}
