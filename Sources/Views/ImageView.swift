import Compositor
import Geometry

/// Shows an image (UIKit's UIImageView).
@MainActor
public final class ImageView: View {
    public var image: Image? {
        didSet { layer.contents = image.map { .image($0) } ?? .none }
    }

    public var contentMode: ContentMode = .scaleToFill {
        didSet {
            switch contentMode {
            case .scaleToFill: layer.contentsGravity = .resize
            case .scaleAspectFit: layer.contentsGravity = .resizeAspect
            case .scaleAspectFill: layer.contentsGravity = .resizeAspectFill
            }
        }
    }

    public init(image: Image?, frame: Rect = .zero) {
        super.init(frame: frame)
        self.image = image
        layer.contents = image.map { .image($0) } ?? .none
        isUserInteractionEnabled = false
    }

    public override func sizeThatFits(_ size: Size) -> Size { image?.size ?? .zero }
}
