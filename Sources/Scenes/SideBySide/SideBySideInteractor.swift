import Foundation
import Geometry
import Gestures
import Navigation
import Views

/// The pan on one pushed page of the Side by side demo that pops it interactively.
///
/// A pan to the right on the top page begins the pop; progress is translation.x / width;
/// on release a flick to the right (at least `ReleaseRule.flickSpeed`) pops at once,
/// otherwise past the centre finishes and before it cancels.
@MainActor
final class SideBySideInteractor: GestureRecognizerDelegate {
    unowned let navigationController: SideBySideNavigationController
    private(set) weak var page: ViewController?
    let pan = PanGestureRecognizer(name: "side-by-side pop")
    /// Drives the pop while the pan does.
    private(set) var driver: PercentDrivenInteractiveTransition?

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
    static func progress(translationX: Double, width: Double) -> Double {
        guard width > 0, translationX.isFinite else { return 0 }
        return min(1, max(0, translationX / width))
    }

    /// Begins only on the top page at rest, moving right more than up or down.
    func gestureRecognizerShouldBegin(_ recognizer: GestureRecognizer) -> Bool {
        let nav = navigationController
        guard !nav.isTransitioning, let page, nav.topViewController === page, nav.viewControllers.count > 1 else { return false }
        let t = pan.translation(in: nil)
        return t.x > 0 && abs(t.x) >= abs(t.y)
    }

    func handlePan(_ pan: PanGestureRecognizer) {
        let nav = navigationController
        let width = max(1, nav.containerView.bounds.width)
        switch pan.state {
        case .began:
            let d = PercentDrivenInteractiveTransition()
            driver = d
            nav.nextInteraction = d
            nav.popViewController(animated: true)
            // A pop that did not start now must not take the driver later.
            if !d.isActive {
                driver = nil
                nav.nextInteraction = nil
            }
        case .changed:
            driver?.update(SideBySideInteractor.progress(translationX: pan.translation(in: nil).x, width: width))
        case .ended, .cancelled:
            guard let d = driver else { return }
            driver = nil
            let vx = pan.velocity(in: nil).x
            d.release(at: d.percentComplete, velocity: vx, progressVelocity: vx / width, gestureCancelled: pan.state == .cancelled, notedBy: nav) {
                ReleaseRule.halfwayOrFlick(progress: $0, velocityX: vx)
            }
        default:
            break
        }
    }
}
