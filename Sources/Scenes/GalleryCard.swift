import Compositor
import Geometry
import Views

/// One exhibit of the Gallery: a white rounded card with a caption over its content.
@MainActor
final class GalleryCard: View {
    let caption: Label
    let content = View()
    /// Lays the content's subviews out for the content's size.
    var arrange: (View) -> Void

    init(caption text: String, arrange: @escaping (View) -> Void) {
        caption = Label(text: text, font: .bold(15), color: Theme.secondaryInk)
        self.arrange = arrange
        super.init()
        backgroundColor = Theme.card
        cornerRadius = 16
        addSubview(caption)
        addSubview(content)
    }

    override func layoutSubviews() {
        caption.frame = Rect(x: 16, y: 10, width: bounds.width - 32, height: 22)
        content.frame = Rect(x: 12, y: 38, width: max(0, bounds.width - 24), height: max(0, bounds.height - 50))
        arrange(content)
    }
}
