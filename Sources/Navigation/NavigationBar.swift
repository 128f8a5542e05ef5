import Compositor
import Geometry
import Views

/// The bar above a navigation controller's pages: the top page's title and a back button
/// titled after the page below. During a transition the old and new contents cross-fade,
/// following the transition's progress.
@MainActor
public final class NavigationBar: View {
    public static let height = 64.0
    /// A transparent bar shows the pages through it (and they fill the whole view).
    public var isTransparent = false { didSet { updateBackground() } }
    public var tintColor = Color(hex: 0x0A6CFF)
    public var titleColor = Color(hex: 0x1C1C1E)
    var onBack: () -> Void = {}

    private var current: NavigationBarContent?
    private var incoming: NavigationBarContent?
    private let separator = View()

    public override init(frame: Rect = .zero) {
        super.init(frame: frame)
        separator.isUserInteractionEnabled = false
        addSubview(separator)
        updateBackground()
    }

    private func updateBackground() {
        backgroundColor = isTransparent ? .clear : Color(white: 0.98)
        separator.backgroundColor = isTransparent ? .clear : Color(hex: 0xD1D1D6)
    }

    /// The title shown now (the incoming one during a transition).
    public var title: String? { (incoming ?? current)?.titleLabel.text }
    public var backButtonTitle: String? {
        guard let c = incoming ?? current, !c.backButton.isHidden else { return nil }
        return String(c.backButton.title.dropFirst(2))
    }

    private func makeContent(title: String?, backTitle: String?, leading: BarButton?) -> NavigationBarContent {
        let c = NavigationBarContent(title: title, backTitle: backTitle, leading: leading, tint: tintColor, ink: titleColor) { [unowned self] in self.onBack() }
        c.frame = bounds
        insertSubview(c, belowSubview: separator)
        return c
    }

    func show(title: String?, backTitle: String?, leading: BarButton? = nil) {
        incoming?.removeFromSuperview()
        incoming = nil
        current?.removeFromSuperview()
        current = makeContent(title: title, backTitle: backTitle, leading: leading)
    }

    func beginTransition(title: String?, backTitle: String?, leading: BarButton? = nil) {
        incoming?.removeFromSuperview()
        let c = makeContent(title: title, backTitle: backTitle, leading: leading)
        c.alpha = 0
        incoming = c
    }

    /// Sets the cross-fade directly (for transitions reported by progress).
    func setTransitionProgress(_ p: Double) {
        incoming?.alpha = p
        current?.alpha = 1 - p
    }

    /// The end state of the cross-fade, for a property animator to capture.
    func crossFadeAnimations() -> () -> Void {
        let old = current, new = incoming
        return {
            new?.alpha = 1
            old?.alpha = 0
        }
    }

    func endTransition(completed: Bool) {
        guard let new = incoming else { return }
        if completed {
            current?.removeFromSuperview()
            current = new
        } else {
            new.removeFromSuperview()
        }
        incoming = nil
        current?.alpha = 1
    }

    public override func layoutSubviews() {
        current?.frame = bounds
        incoming?.frame = bounds
        separator.frame = Rect(x: 0, y: bounds.height - 1, width: bounds.width, height: 1)
    }
}
