import Compositor
import Geometry
import Views

/// One state of the navigation bar: a centred title and a back button (hidden at the root).
@MainActor
@_spi(Testing) public final class NavigationBarContent: View {
    @_spi(Testing) public let titleLabel: Label
    @_spi(Testing) public let backButton: Button
    /// What precedes the Back button's text.
    static let chevron = "‹ "

    init(title: String?, backTitle: String?, leading: BarButton?, tint: Color, ink: Color, onBack: @escaping () -> Void) {
        titleLabel = Label(text: title ?? "", font: .bold(19), color: ink, alignment: .center)
        let label = backTitle ?? leading?.title ?? "Back"
        backButton = Button(title: Self.chevron + label, color: .clear, titleColor: tint, font: .system(17), action: backTitle == nil ? (leading?.action ?? onBack) : onBack)
        super.init()
        backButton.highlightedColor = Color(white: 0.5, alpha: 0.15)
        backButton.isHidden = backTitle == nil && leading == nil
        addSubview(titleLabel)
        addSubview(backButton)
        // Title and button never overlap, so they can fade one by one: no offscreen group.
        layer.allowsGroupOpacity = false
    }

    /// The back button is as wide as its title, up to 40% of the bar. The title is centred
    /// over the bar when it fits there, else moved as little as the back button needs; both
    /// truncate with an ellipsis when the bar is too narrow for them.
    public override func layoutSubviews() {
        let b = bounds
        let backWidth = min(backButton.titleLabel.sizeThatFits(b.size).width + 16, max(44, (b.width * 0.4).rounded(.down)))
        backButton.frame = Rect(x: 8, y: (b.height - 40) / 2, width: backWidth, height: 40)
        // The title fills the button (the button lays it out), left-aligned.
        backButton.titleLabel.textAlignment = .left
        let left = backButton.isHidden ? 16 : backButton.frame.maxX + 8, right = b.width - 16
        let width = max(0, min(titleLabel.sizeThatFits(b.size).width, right - left))
        titleLabel.frame = Rect(x: min(max(left, ((b.width - width) / 2).rounded()), right - width), y: 0, width: width, height: b.height)
    }

    /// The title's frame at rest, whatever a transition has moved it by.
    @_spi(Testing) public var titleRestFrame: Rect { Self.restFrame(of: titleLabel) }

    /// Where the Back button's text begins at rest, after its chevron.
    @_spi(Testing) public var backTextX: Double {
        let button = Self.restFrame(of: backButton)
        let font = backButton.titleLabel.font
        let chevron = window?.textMeasurer?.measure(TextContent(Self.chevron, font: font)).width ?? font.size * 0.9
        return button.minX + chevron
    }

    private static func restFrame(of view: View) -> Rect {
        let size = view.bounds.size
        return Rect(x: view.center.x - size.width / 2, y: view.center.y - size.height / 2, width: size.width, height: size.height)
    }

    /// Shows the title and the Back button's label where a transition puts them. The button
    /// itself stays where it rests, so its place takes presses as Back all through a
    /// transition (the arriving content's, on top), whatever its label shows.
    func place(title: BarLabelPlacement, back: BarLabelPlacement) {
        Self.place(titleLabel, title)
        Self.place(backButton.titleLabel, back)
    }

    private static func place(_ view: View, _ placement: BarLabelPlacement) {
        view.transform = AffineTransform(a: placement.scale, b: 0, c: 0, d: placement.scale, tx: placement.dx, ty: 0)
        view.alpha = placement.alpha
    }

    public override func hitTest(_ p: Point) -> View? {
        // Only the back button takes presses; the rest of the bar passes them through.
        let hit = super.hitTest(p)
        return hit === self ? nil : hit
    }
}
