import Geometry
import Motion
import Navigation
import Views

/// The Modal zoom demo's first page and the transitioning delegate of the page it presents
/// (seed 004's ViewController): it hands out the zoom animators; a drag's driver reaches
/// the dismissal through this controller's `interactionController`.
@MainActor
@_spi(Testing) public final class ModalZoomViewController: ViewController, TransitioningDelegate, ScrubbableTransition {
    let logo: Path
    let clock: Clock
    private var page: ModalZoomView { view as! ModalZoomView }

    init(logo: Path, clock: Clock) {
        self.logo = logo
        self.clock = clock
        super.init(title: "Modal zoom")
    }

    public override func loadView() {
        let v = ModalZoomView(logo: logo)
        v.viewButton.action = { [unowned self] in self.showDetail() }
        view = v
    }

    /// Presents the detail page; ignored while one is shown or a transition runs.
    @_spi(Testing) public func showDetail() {
        guard presentedViewController == nil, navigationController?.isTransitioning != true else { return }
        let detail = ModalZoomDetailViewController(logo: logo)
        detail.rootViewController = self
        detail.transitioningDelegate = self
        present(detail, animated: true)
    }

    /// The icon on this page, in window coordinates (the presentation's container).
    @_spi(Testing) public var iconFrame: Rect { page.icon.convert(page.icon.bounds, to: nil) }

    /// Presents the detail page under a percent driver.
    @_spi(Testing) public func startScrubbedTransition() -> PercentDrivenInteractiveTransition? {
        runInteractively(PercentDrivenInteractiveTransition()) { showDetail() }
    }

    // MARK: TransitioningDelegate

    public func animationController(forPresented presented: ViewController, presenting: ViewController) -> AnimatedTransitioning? {
        ZoomAnimationController(presenting: true) { [unowned self] in self.iconFrame }
    }

    public func animationController(forDismissed dismissed: ViewController) -> AnimatedTransitioning? {
        ZoomAnimationController(presenting: false) { [unowned self] in self.iconFrame }
    }

    /// The page's drag down holds the zoom grabbed in flight too: down shrinks it, up grows it.
    public func drag(forTransitionOf presented: ViewController) -> InteractiveDrag? {
        (presented as? ModalZoomDetailViewController)?.drag
    }
}
