import Compositor
import Geometry
import Views

/// One page of the Side by side demo: clear, so the shared background shows through, with a
/// frosted card holding its number, a line on what to try and its button. The card is as
/// tall as its content, at least 236 pt, centred below the bar; on a window too short for
/// it, it fills the height there and its content scrolls.
@MainActor
@_spi(Testing) public final class SideBySidePageView: View {
    @_spi(Testing) public let button: Button
    private let card = ScrollView()
    private let heading: Label
    private let caption: Label

    init(number: Int, of count: Int, buttonTitle: String, hint: String) {
        heading = Label(text: "Page \(number) of \(count)", font: .bold(34), color: Theme.ink, alignment: .center)
        caption = Label(text: hint, font: .system(17), color: Theme.secondaryInk, alignment: .center)
        caption.numberOfLines = 0
        button = Button(title: buttonTitle)
        super.init()
        backgroundColor = .clear
        card.backgroundColor = Color(red: 1, green: 1, blue: 1, alpha: 0.78)
        card.cornerRadius = 18
        addSubview(card)
        for v in [heading, caption, button] as [View] { card.addSubview(v) }
    }

    public override func layoutSubviews() {
        let width = min(460, max(0, bounds.width - 48))
        heading.frame = Rect(x: 16, y: 28, width: max(0, width - 32), height: 44)
        let captionWidth = max(0, width - 48)
        let captionHeight = max(48, caption.sizeThatFits(Size(width: captionWidth, height: .greatestFiniteMagnitude)).height)
        caption.frame = Rect(x: 24, y: 80, width: captionWidth, height: captionHeight)
        let b = button.sizeThatFits(Size(width: width, height: 60))
        button.frame = Rect(x: ((width - b.width) / 2).rounded(), y: caption.frame.maxY + 24, width: b.width, height: b.height)
        let content = max(236, button.frame.maxY + 40)
        let top = max(Theme.headerHeight + 16, ((bounds.height - content) / 2).rounded())
        card.frame = Rect(x: ((bounds.width - width) / 2).rounded(), y: top, width: width, height: max(0, min(content, bounds.height - 16 - top)))
        card.contentHeight = content
    }
}
