import Compositor
import Geometry
import Views
extension ParallaxBackgroundView {
    /// The image's horizontal offset now, as drawn (mid-animation included).
    @_spi(Testing) public var presentedOffset: Double { imageView.layer.presentation.transform.tx }
}
