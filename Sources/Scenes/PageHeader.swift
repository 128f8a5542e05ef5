import Compositor
import Geometry
import Views

/// A page's title bar: a centred title and, below the root, a Back button.
@MainActor
public final class PageHeader: View {
    public let titleLabel: Label
    public let backButton: Button
    private let separator = View()

    public init(title: String, backTitle: String?, onBack: (() -> Void)?) {
        titleLabel = Label(text: title, font: .bold(19), color: Theme.ink, alignment: .center)
        backButton = Button(title: "‹ " + (backTitle ?? "Back"), color: .clear, titleColor: Theme.tint, font: .system(17), action: onBack)
        super.init()
        backgroundColor = Color(white: 0.98)
        backButton.highlightedColor = Color(white: 0.9)
        backButton.isHidden = backTitle == nil
        separator.backgroundColor = Theme.separator
        addSubview(titleLabel)
        addSubview(backButton)
        addSubview(separator)
    }

    public override func layoutSubviews() {
        titleLabel.frame = Rect(x: 120, y: 0, width: max(0, bounds.width - 240), height: bounds.height)
        backButton.frame = Rect(x: 8, y: (bounds.height - 40) / 2, width: 112, height: 40)
        backButton.titleLabel.textAlignment = .left
        backButton.titleLabel.frame = backButton.bounds.insetBy(dx: 8, dy: 0)
        separator.frame = Rect(x: 0, y: bounds.height - 1, width: bounds.width, height: 1)
    }
}
