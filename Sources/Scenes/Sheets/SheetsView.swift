import Geometry
import Views
import Compositor

/// The Sheets demo's first page: two buttons that present the sheet at its medium or large
/// detent and a line on what to try, centred as a block; the page scrolls when the block is
/// taller than it.
@MainActor
@_spi(Testing) public final class SheetsView: ScrollView {
    @_spi(Testing) public let mediumButton = Button(title: "Show Sheet")
    @_spi(Testing) public let largeButton = Button(title: "Show Large Sheet")
    private let caption = Label(text: "The sheet rests at half and full height: drag it between them, down to dismiss, or scroll its list and pull down from the top",
        font: .system(16), color: Theme.secondaryInk, alignment: .center)

    override init(frame: Rect = .zero) {
        super.init(frame: frame)
        backgroundColor = Theme.background
        caption.numberOfLines = 0
        for v in [mediumButton, largeButton, caption] as [View] { addSubview(v) }
    }

    public override func layoutSubviews() {
        let m = mediumButton.sizeThatFits(bounds.size), l = largeButton.sizeThatFits(bounds.size)
        let captionWidth = max(0, min(560, bounds.width - 48))
        let captionHeight = max(44, caption.sizeThatFits(Size(width: captionWidth, height: .greatestFiniteMagnitude)).height)
        let block = m.height + 16 + l.height + 24 + captionHeight
        let top = max(16, ((bounds.height - block) / 2).rounded())
        mediumButton.frame = Rect(x: ((bounds.width - m.width) / 2).rounded(), y: top, width: m.width, height: m.height)
        largeButton.frame = Rect(x: ((bounds.width - l.width) / 2).rounded(), y: mediumButton.frame.maxY + 16, width: l.width, height: l.height)
        caption.frame = Rect(x: ((bounds.width - captionWidth) / 2).rounded(), y: largeButton.frame.maxY + 24, width: captionWidth, height: captionHeight)
        contentHeight = caption.frame.maxY + 16
    }
}
