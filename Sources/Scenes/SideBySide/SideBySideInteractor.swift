import Geometry
import Gestures
import Navigation
import Views

/// The pan on one pushed page of the Side by side demo that pops it interactively.
///
/// A pan to the right on the top page begins the pop; progress is translation.x / width;
/// on release a flick to the right (at least `side-by-side.release.flick-speed`) pops at once,
/// otherwise past the centre finishes and before it cancels.
@MainActor
@_spi(Testing) public final class SideBySideInteractor: GestureRecognizerDelegate {
    unowned let navigationController: SideBySideNavigationController
    private(set) weak var page: ViewController?
    @_spi(Testing) public let pan = PanGestureRecognizer(name: "side-by-side pop")
    /// Drives the pop: the navigation controller's drag.
    var drag: InteractiveDrag { navigationController.drag }

    init(navigationController: SideBySideNavigationController, page: ViewController) {
        self.navigationController = navigationController
        self.page = page
        pan.delegate = self
        pan.addTarget { [unowned self] r in self.handlePan(r as! PanGestureRecognizer) }
        page.view.addGestureRecognizer(pan)
    }

    /// Takes the pan off its page (the page left the stack).
    func detach() {
        page?.viewIfLoaded?.removeGestureRecognizer(pan)
    }

    /// How far a pan of `translationX` has popped a page `width` wide.
    @_spi(Testing) public static func progress(translationX: Double, width: Double) -> Double {
        guard width > 0, translationX.isFinite else { return 0 }
        return min(1, max(0, translationX / width))
    }

    /// Begins only on the top page at rest, moving right more than up or down.
    public func gestureRecognizerShouldBegin(_ recognizer: GestureRecognizer) -> Bool {
        let nav = navigationController
        guard !nav.isTransitioning, let page, nav.topViewController === page, nav.viewControllers.count > 1 else { return false }
        let t = pan.translation(in: nil)
        return t.x > 0 && abs(t.x) >= abs(t.y)
    }

    func handlePan(_ pan: PanGestureRecognizer) {
        let nav = navigationController
        drag.handle(pan) { drag.begin(on: nav) { nav.popViewController(animated: true) } }
    }
}
