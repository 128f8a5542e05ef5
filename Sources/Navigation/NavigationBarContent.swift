import Compositor
import Geometry
import Views

/// One state of the navigation bar: a centred title and a back button (hidden at the root).
@MainActor
final class NavigationBarContent: View {
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

    override func layoutSubviews() {
        titleLabel.frame = Rect(x: 130, y: 0, width: max(0, bounds.width - 260), height: bounds.height)
        backButton.frame = Rect(x: 8, y: (bounds.height - 40) / 2, width: 120, height: 40)
        backButton.titleLabel.textAlignment = .left
        backButton.titleLabel.frame = backButton.bounds.insetBy(dx: 8, dy: 0)
    }

    override func hitTest(_ p: Point) -> View? {
        // Only the back button takes presses; the rest of the bar passes them through.
        let hit = super.hitTest(p)
        return hit === self ? nil : hit
    }
}
