import Compositor
import Geometry
import Views

/// One page of the Side by side demo: clear, so the shared background shows through, with a
/// frosted card holding its number, a line on what to try and its button.
@MainActor
final class SideBySidePageView: View {
    let button: Button
    private let card = View()
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

    override func layoutSubviews() {
        let width = min(460, max(0, bounds.width - 48))
        let height = 236.0
        card.frame = Rect(x: ((bounds.width - width) / 2).rounded(), y: max(Theme.headerHeight + 16, ((bounds.height - height) / 2).rounded()),
            width: width, height: height)
        heading.frame = Rect(x: 16, y: 28, width: max(0, width - 32), height: 44)
        caption.frame = Rect(x: 24, y: 80, width: max(0, width - 48), height: 48)
        let b = button.sizeThatFits(Size(width: width, height: 60))
        button.frame = Rect(x: ((width - b.width) / 2).rounded(), y: 152, width: b.width, height: b.height)
    }
}
