import Compositor
import Geometry
import Views

/// One state of the navigation bar: a centred title and a back button (hidden at the root).
@MainActor
@_spi(Testing) public final class NavigationBarContent: View {
    let titleLabel: Label
    let backButton: Button

    init(title: String?, backTitle: String?, leading: BarButton?, tint: Color, ink: Color, onBack: @escaping () -> Void) {
        titleLabel = Label(text: title ?? "", font: .bold(19), color: ink, alignment: .center)
        let label = backTitle ?? leading?.title ?? "Back"
        backButton = Button(title: "‹ " + label, color: .clear, titleColor: tint, font: .system(17), action: backTitle == nil ? (leading?.action ?? onBack) : onBack)
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

    public override func hitTest(_ p: Point) -> View? {
        // Only the back button takes presses; the rest of the bar passes them through.
        let hit = super.hitTest(p)
        return hit === self ? nil : hit
    }
}
