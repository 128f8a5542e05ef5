import Geometry
import Gestures
import Navigation
import Views

/// The Logo Reveal demo's master page and the navigation controller's delegate: it hands
/// the `RevealAnimator` out for push and pop, and the same object as the interaction
/// controller while a pan drives the transition. A click pushes the packing list; a
/// horizontal drag scrubs the push (and, on the list, the pop).
@MainActor
final class LogoRevealViewController: ViewController, NavigationControllerDelegate, ScrubbableTransition {
    let transition = RevealAnimator()
    private let logoPath: Path
    private lazy var masterView = LogoRevealMasterView(logoPath: logoPath)
    var logo: ShapeView { masterView.logo }

    init(logo: Path) {
        logoPath = logo
        super.init(title: "Logo Reveal")
    }

    override func loadView() { view = masterView }

    override func viewDidLoad() {
        let tap = TapGestureRecognizer(name: "reveal tap")
        tap.addTarget { [unowned self] r in if r.state == .ended { self.showList(interactive: false) } }
        view.addGestureRecognizer(tap)
        let pan = PanGestureRecognizer(name: "reveal pan")
        pan.addTarget { [unowned self] r in self.didPan(r as! PanGestureRecognizer) }
        view.addGestureRecognizer(pan)
        if let nav = navigationController {
            nav.delegate = self
            // The pans on both pages own push and pop; the platform's edge swipe stands aside.
            nav.interactivePopGestureRecognizer.isEnabled = false
        }
    }

    /// Pushes the packing list; ignored while a transition runs, so the stack stays whole.
    func showList(interactive: Bool) {
        guard let nav = navigationController, !nav.isTransitioning, nav.topViewController === self else { return }
        transition.interactive = interactive
        nav.pushViewController(PackingListViewController(transition: transition), animated: true)
    }

    func startScrubbedTransition() -> PercentDrivenInteractiveTransition? {
        showList(interactive: true)
        return navigationController?.isTransitioning == true ? transition : nil
    }

    private func didPan(_ pan: PanGestureRecognizer) {
        guard let nav = navigationController else { return }
        if pan.state == .began {
            showList(interactive: true)
        } else {
            transition.handlePan(pan, in: nav)
        }
    }

    // MARK: NavigationControllerDelegate

    func navigationController(_ navigationController: NavigationController, animationControllerFor operation: NavigationOperation,
        from: ViewController, to: ViewController) -> AnimatedTransitioning? {
        transition.operation = operation
        return transition
    }

    func navigationController(_ navigationController: NavigationController, interactionControllerFor animator: AnimatedTransitioning) -> InteractiveTransitioning? {
        transition.interactive ? transition : nil
    }
}
