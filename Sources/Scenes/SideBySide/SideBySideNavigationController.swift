import Compositor
import Geometry
import Motion
import Navigation
import Views
import Gestures

/// The Side by side demo's navigation controller: its own delegate, with a transition
/// style, a transparent bar, one background behind every page that scrolls with parallax,
/// and an interactor on each pushed page whose pan scrubs the pop.
///
/// The interactors follow the stack: once a transition completes, pages that left lose
/// theirs and pages that arrived get one, so a pop to the root drops them all and a
/// cancelled pop keeps them as they were.
@MainActor
@_spi(Testing) public final class SideBySideNavigationController: NavigationController, NavigationControllerDelegate {
    let style: NavigationTransitionStyle
    @_spi(Testing) public let background: ParallaxBackgroundView
    /// One per pushed page, bottom to top.
    @_spi(Testing) public private(set) var interactors: [SideBySideInteractor] = []
    /// Drives a pop begun by a page's pan, and any push or pop grabbed in flight: dx / width
    /// (left moves a push on, right a pop), finishing past the centre or on a flick.
    private(set) lazy var drag: InteractiveDrag = {
        let d = InteractiveDrag(rule: .halfwayOrFlick, length: { [unowned self] in self.containerView.bounds.width },
            progress: SideBySideInteractor.progress(translationX:width:))
        d.releaseParameters = ReleaseParameters(threshold: SideBySideParameters.threshold, flickSpeed: SideBySideParameters.flickSpeed)
        return d
    }()

    init(rootViewController: ViewController, style: NavigationTransitionStyle, background image: Image, clock: Clock) {
        self.style = style
        background = ParallaxBackgroundView(image: image)
        super.init(rootViewController: rootViewController, clock: clock)
        navigationBar.isTransparent = true
        delegate = self
        // The pages' own pans pop; the platform's edge swipe stays out of their way.
        interactivePopGestureRecognizer.isEnabled = false
    }

    public override func loadView() {
        super.loadView()
        view.insertSubview(background, at: 0)
    }

    public override func viewDidLayoutSubviews() {
        background.frame = view.bounds
        if !isTransitioning { settleBackground() }
    }

    /// Puts the background where the stack's depth says, without animation.
    func settleBackground() {
        background.depth = Double(viewControllers.count - 1)
    }

    private func updateInteractors() {
        let pushed = viewControllers.dropFirst()
        for interactor in interactors where !pushed.contains(where: { $0 === interactor.page }) { interactor.detach() }
        interactors.removeAll { interactor in !pushed.contains { $0 === interactor.page } }
        for page in pushed where !interactors.contains(where: { $0.page === page }) {
            interactors.append(SideBySideInteractor(navigationController: self, page: page))
        }
    }

    // MARK: NavigationControllerDelegate

    public func navigationController(_ navigationController: NavigationController, animationControllerFor operation: NavigationOperation,
        from: ViewController, to: ViewController) -> AnimatedTransitioning? {
        switch style {
        case .sideBySide: SideBySideAnimator(navigationController: self, operation: operation)
        }
    }

    public func navigationController(_ navigationController: NavigationController, didShow viewController: ViewController, animated: Bool) {
        updateInteractors()
    }

    public func navigationController(_ navigationController: NavigationController, dragFor operation: NavigationOperation) -> InteractiveDrag? { drag }
}
