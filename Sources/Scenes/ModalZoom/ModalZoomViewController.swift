import Geometry
import Motion
import Navigation
import Views

/// The Modal zoom demo's first page and the transitioning delegate of the page it presents
/// (seed 004's ViewController): it hands out the zoom animators, and, for a dismissal a
/// drag started, the driver the drag moves.
@MainActor
final class ModalZoomViewController: ViewController, TransitioningDelegate, ScrubbableTransition {
    let logo: Path
    let clock: Clock
    /// Drives the next presentation or dismissal (set by a drag, or a benchmark), else nil.
    var interactionController: PercentDrivenInteractiveTransition?
    private var page: ModalZoomView { view as! ModalZoomView }

    init(logo: Path, clock: Clock) {
        self.logo = logo
        self.clock = clock
        super.init(title: "Modal zoom")
    }

    override func loadView() {
        let v = ModalZoomView(logo: logo)
        v.viewButton.action = { [unowned self] in self.showDetail() }
        view = v
    }

    /// Presents the detail page, under `driver` if given; ignored while one is shown or a
    /// transition runs.
    func showDetail(driver: PercentDrivenInteractiveTransition? = nil) {
        guard presentedViewController == nil, navigationController?.isTransitioning != true else { return }
        let detail = ModalZoomDetailViewController(logo: logo)
        detail.rootViewController = self
        detail.transitioningDelegate = self
        interactionController = driver
        present(detail, animated: true, clock: clock)
        interactionController = nil
    }

    /// The icon on this page, in window coordinates (the presentation's container).
    var iconFrame: Rect { page.icon.convert(page.icon.bounds, to: nil) }

    /// Presents the detail page under a percent driver.
    func startScrubbedTransition() -> PercentDrivenInteractiveTransition? {
        let driver = PercentDrivenInteractiveTransition()
        showDetail(driver: driver)
        return driver.isActive ? driver : nil
    }

    // MARK: TransitioningDelegate

    func animationController(forPresented presented: ViewController, presenting: ViewController) -> AnimatedTransitioning? {
        ZoomAnimationController(presenting: true, originFrame: iconFrame)
    }

    func animationController(forDismissed dismissed: ViewController) -> AnimatedTransitioning? {
        ZoomAnimationController(presenting: false, originFrame: iconFrame)
    }

    func interactionControllerForPresentation(using animator: AnimatedTransitioning) -> InteractiveTransitioning? {
        interactionController
    }

    func interactionControllerForDismissal(using animator: AnimatedTransitioning) -> InteractiveTransitioning? {
        interactionController
    }
}
