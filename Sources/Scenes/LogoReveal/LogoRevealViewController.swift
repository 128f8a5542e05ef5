import Geometry
import Gestures
import Motion
import Navigation
import Views

/// The Logo Reveal demo's master page and the navigation controller's delegate: it hands
/// the `RevealAnimator` out for push and pop. A click pushes the packing list; a horizontal
/// drag scrubs the push (and, on the list, the pop), the animator its own driver.
@MainActor
@_spi(Testing) public final class LogoRevealViewController: ViewController, NavigationControllerDelegate, ScrubbableTransition {
    @_spi(Testing) public let transition = RevealAnimator()
    private let logoPath: Path
    private lazy var masterView = LogoRevealMasterView(logoPath: logoPath)
    @_spi(Testing) public var logo: ShapeView { masterView.logo }
    /// The pans on both pages, and grabs of either transition in flight: |dx| / 200 kept
    /// within 0.01...0.99 as chapter 21 does (a grab moves forward as the pointer moves
    /// right), finishing from half-way at the pan's own progress, continuing at the
    /// pointer's speed.
    private(set) lazy var drag: InteractiveDrag = {
        let d = InteractiveDrag(rule: .halfway, in: { [weak self] in self?.navigationController?.view },
            length: { [weak self] in (self?.transitionSpec ?? TransitionSpec()).number(LogoRevealParameters.dragDistance) }) { t, length in
                RevealAnimator.progress(translationX: t, distance: length)
            }
        d.releaseParameters = ReleaseParameters(threshold: LogoRevealParameters.threshold)
        d.caughtRange = 0.01...0.99
        // The drag scales the mask over 200 pt of travel: the press does not stay under the pointer.
        d.followsPointer = false
        d.decidesAtPointer = true
        d.grabSign = { _ in 1 }
        d.makeDriver = { [unowned self] in self.transition }
        return d
    }()

    init(logo: Path) {
        logoPath = logo
        super.init(title: "Logo Reveal")
    }

    public override func loadView() { view = masterView }

    public override func viewDidLoad() {
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

    /// Pushes the packing list, held at its start by the animator when `interactive`.
    @_spi(Testing) public func showList(interactive: Bool) {
        if interactive { navigationController?.runInteractively(transition) { pushList() } } else { pushList() }
    }

    /// Ignored while a transition runs, so the stack stays whole.
    private func pushList() {
        guard let nav = navigationController, !nav.isTransitioning, nav.topViewController === self else { return }
        nav.pushViewController(PackingListViewController(drag: drag), animated: true)
    }

    public func startScrubbedTransition() -> PercentDrivenInteractiveTransition? {
        navigationController?.runInteractively(transition) { pushList() }
    }

    private func didPan(_ pan: PanGestureRecognizer) {
        guard let nav = navigationController else { return }
        drag.handle(pan) { drag.begin(on: nav) { pushList() } }
    }

    // MARK: NavigationControllerDelegate

    public func navigationController(_ navigationController: NavigationController, animationControllerFor operation: NavigationOperation,
        from: ViewController, to: ViewController) -> AnimatedTransitioning? {
        transition.operation = operation
        return transition
    }

    public func navigationController(_ navigationController: NavigationController, dragFor operation: NavigationOperation) -> InteractiveDrag? { drag }
}
