import Compositor
import Geometry
import Views

/// The bar above a navigation controller's pages: the top page's title and a back button
/// titled after the page below. During a transition the old and new contents move as
/// UIKit's do (`NavigationBarMotion`), following the transition's progress.
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
    /// The transition's progress as its opacity, which the transition moves however it runs
    /// (captured by its property animator, set by a driver, or on an animator of its own);
    /// each frame the link places the labels by it, as a shared element's flight does. It is
    /// in the bar only while a transition runs, so a bar at rest has the layers it had.
    private let progressCarrier = View()
    private var pushes = true
    private var slides = true
    private lazy var link = DisplayLink(view: self) { [weak self] _ in self?.placeLabels() }

    public override init(frame: Rect = .zero) {
        super.init(frame: frame)
        separator.isUserInteractionEnabled = false
        progressCarrier.isHidden = true
        progressCarrier.isUserInteractionEnabled = false
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
        return String(c.backButton.title.dropFirst(NavigationBarContent.chevron.count))
    }

    /// The contents leaving and arriving during a transition (the one shown otherwise).
    @_spi(Testing) public var leavingContent: NavigationBarContent? { incoming == nil ? nil : current }
    @_spi(Testing) public var arrivingContent: NavigationBarContent? { incoming ?? current }

    private func makeContent(title: String?, backTitle: String?, leading: BarButton?) -> NavigationBarContent {
        let c = NavigationBarContent(title: title, backTitle: backTitle, leading: leading, tint: tintColor, ink: titleColor) { [unowned self] in self.onBack() }
        c.frame = bounds
        insertSubview(c, belowSubview: separator)
        return c
    }

    func show(title: String?, backTitle: String?, leading: BarButton? = nil) {
        link.stop()
        progressCarrier.removeFromSuperview()
        incoming?.removeFromSuperview()
        incoming = nil
        current?.removeFromSuperview()
        current = makeContent(title: title, backTitle: backTitle, leading: leading)
    }

    /// The arriving page's contents join the bar; `pushes` says which way they go, `slides`
    /// whether labels move (else they only fade, one after the other).
    func beginTransition(title: String?, backTitle: String?, leading: BarButton? = nil, pushes: Bool, slides: Bool) {
        incoming?.removeFromSuperview()
        incoming = makeContent(title: title, backTitle: backTitle, leading: leading)
        self.pushes = pushes
        self.slides = slides
        progressCarrier.alpha = 0
        if progressCarrier.superview !== self { addSubview(progressCarrier) }
        link.start()
        placeLabels()
    }

    /// Sets the progress directly (for transitions reported by progress).
    func setTransitionProgress(_ p: Double) {
        progressCarrier.alpha = p
        placeLabels()
    }

    /// The end state of the bar's motion, for a property animator to capture.
    func transitionAnimations() -> () -> Void {
        { [progressCarrier] in progressCarrier.alpha = 1 }
    }

    func endTransition(completed: Bool) {
        link.stop()
        progressCarrier.removeFromSuperview()
        guard let new = incoming else { return }
        if completed {
            current?.removeFromSuperview()
            current = new
        } else {
            new.removeFromSuperview()
        }
        incoming = nil
        current?.place(title: .resting, back: .resting)
    }

    /// Puts both contents' labels where the transition's progress, as shown, has them.
    private func placeLabels() {
        guard let old = current, let new = incoming else { return }
        old.layoutIfNeeded()
        new.layoutIfNeeded()
        let progress = progressCarrier.layer.presentation.opacity
        let (lower, upper) = pushes ? (old, new) : (new, old)
        let motion = NavigationBarMotion(lowerTitle: lower.titleRestFrame, upperTitle: upper.titleRestFrame,
            upperBackTextX: upper.backTextX, barWidth: bounds.width, slides: slides)
        let depth = pushes ? progress : 1 - progress
        lower.place(title: motion.lowerTitle(at: depth), back: motion.lowerBack(at: depth))
        upper.place(title: motion.upperTitle(at: depth), back: motion.upperBack(at: depth))
    }

    public override func layoutSubviews() {
        current?.frame = bounds
        incoming?.frame = bounds
        separator.frame = Rect(x: 0, y: bounds.height - 1, width: bounds.width, height: 1)
        placeLabels()
    }
}
