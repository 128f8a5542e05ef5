import Geometry
import Views
import Compositor

/// A plain tab of the Sheets scene: a title and a line of text on a tinted page, scrolling
/// when the window is too small for them.
@MainActor
@_spi(Testing) public final class TabPageView: ScrollView {
    private let heading: Label
    private let caption: Label

    init(title: String, text: String, tint: Color) {
        heading = Label(text: title, font: .bold(34), color: Theme.ink, alignment: .center)
        caption = Label(text: text, font: .system(17), color: Theme.secondaryInk, alignment: .center)
        super.init()
        backgroundColor = tint
        caption.numberOfLines = 0
        addSubview(heading)
        addSubview(caption)
    }

    public override func layoutSubviews() {
        let width = max(0, min(560, bounds.width - 48)), x = ((bounds.width - width) / 2).rounded()
        let captionHeight = max(24, caption.sizeThatFits(Size(width: width, height: .greatestFiniteMagnitude)).height)
        let block = 44 + 16 + captionHeight
        let top = max(16, ((bounds.height - block) / 2).rounded())
        heading.frame = Rect(x: x, y: top, width: width, height: 44)
        caption.frame = Rect(x: x, y: heading.frame.maxY + 16, width: width, height: captionHeight)
        contentHeight = caption.frame.maxY + 16
    }
}
