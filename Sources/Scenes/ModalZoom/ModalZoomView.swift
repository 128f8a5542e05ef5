import Compositor
import Geometry
import Views

/// The Modal zoom demo's first page: the icon, a Press to View button and a line on what
/// to try, centred as a block; the page scrolls when the block is taller than it.
@MainActor
@_spi(Testing) public final class ModalZoomView: ScrollView {
    /// The icon's side on this page; the presented page grows out of it.
    @_spi(Testing) public static let iconSide = 120.0
    let icon: AppIconView
    @_spi(Testing) public let viewButton = Button(title: "Press to View")
    private let caption = Label(text: "The page grows out of the icon over 3 s; on it, drag down to scrub the way back",
        font: .system(16), color: Theme.secondaryInk, alignment: .center)

    init(logo: Path) {
        icon = AppIconView(logo: logo)
        super.init()
        backgroundColor = Theme.background
        caption.numberOfLines = 0
        for v in [icon, viewButton, caption] as [View] { addSubview(v) }
    }

    public override func layoutSubviews() {
        let side = ModalZoomView.iconSide
        let b = viewButton.sizeThatFits(bounds.size)
        let captionWidth = max(0, bounds.width - 48)
        let captionHeight = max(44, caption.sizeThatFits(Size(width: captionWidth, height: .greatestFiniteMagnitude)).height)
        let block = side + 32 + b.height + 24 + captionHeight
        let top = max(16, ((bounds.height - block) / 2).rounded())
        icon.frame = Rect(x: ((bounds.width - side) / 2).rounded(), y: top, width: side, height: side)
        viewButton.frame = Rect(x: ((bounds.width - b.width) / 2).rounded(), y: icon.frame.maxY + 32, width: b.width, height: b.height)
        caption.frame = Rect(x: 24, y: viewButton.frame.maxY + 24, width: captionWidth, height: captionHeight)
        contentHeight = caption.frame.maxY + 16
    }
}
