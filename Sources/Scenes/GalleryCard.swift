import Compositor
import Geometry
import Views

/// One exhibit of the Gallery (and of the Motion page): a white rounded card with a caption
/// over its content.
@MainActor
final class GalleryCard: View {
    /// The caption's band and the margins around the content.
    static let chrome = Size(width: 24, height: 50)
    let caption: Label
    let content = View()
    /// Lays the content's subviews out for the content's size.
    var arrange: (View) -> Void
    /// The least height the content needs at a width; pages never make a card shorter.
    var contentHeightNeeded: (Double) -> Double = { _ in 100 }

    init(caption text: String, arrange: @escaping (View) -> Void) {
        caption = Label(text: text, font: .bold(15), color: Theme.secondaryInk)
        self.arrange = arrange
        super.init()
        backgroundColor = Theme.card
        cornerRadius = 16
        addSubview(caption)
        addSubview(content)
    }

    /// The least height of the whole card at `width`.
    func heightNeeded(width: Double) -> Double {
        GalleryCard.chrome.height + contentHeightNeeded(max(0, width - GalleryCard.chrome.width))
    }

    override func layoutSubviews() {
        caption.frame = Rect(x: 16, y: 10, width: max(0, bounds.width - 32), height: 22)
        content.frame = Rect(x: 12, y: 38, width: max(0, bounds.width - 24), height: max(0, bounds.height - 50))
        arrange(content)
    }
}
