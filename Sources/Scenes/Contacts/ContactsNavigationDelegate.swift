import Foundation
import Geometry
import Gestures
import Navigation
import Views

/// The Contacts demo's navigation delegate: show and hide animators for push and pop, and
/// a pan on the navigation controller's view that zooms a contact back interactively.
///
/// A pan that begins in the left half while a contact is open starts the pop; progress is
/// |translation.x| / width; on release, moving right (velocity.x > 0) finishes, anything
/// else cancels, continuing at the finger's speed. A pan that begins while a hide is still
/// finishing or cancelling catches it where it is and moves it from there.
@MainActor
final class ContactsNavigationDelegate: NavigationControllerDelegate, GestureRecognizerDelegate {
    unowned let navigationController: NavigationController
    let pan = PanGestureRecognizer(name: "contacts pop")
    /// Drives the pop while a pan does.
    private(set) var interactionController: PercentDrivenInteractiveTransition?
    /// Where a caught transition was when the pan began (nil for a pop the pan started).
    private var caughtAt: Double?

    init(navigationController nav: NavigationController) {
        navigationController = nav
        pan.delegate = self
        pan.addTarget { [unowned self] r in self.handlePan(r as! PanGestureRecognizer) }
        nav.view.addGestureRecognizer(pan)
        // This pan owns the pop, so the platform's edge swipe stands aside.
        nav.interactivePopGestureRecognizer.isEnabled = false
    }

    /// Progress of a pan that started the pop: how far across the view it has moved.
    static func progress(translationX: Double, width: Double) -> Double {
        guard width > 0, translationX.isFinite else { return 0 }
        return min(1, abs(translationX) / width)
    }

    /// Makes the next transition interactive under a new driver, which the caller moves.
    func beginDriving() -> PercentDrivenInteractiveTransition {
        let driver = PercentDrivenInteractiveTransition()
        interactionController = driver
        caughtAt = nil
        return driver
    }

    /// The pan begins only where it can pop or catch, so the grid under it still scrolls.
    func gestureRecognizerShouldBegin(_ recognizer: GestureRecognizer) -> Bool {
        let nav = navigationController
        if nav.isTransitioning { return nav.transitionOperation == .pop }
        let start = pan.location(in: nav.view) - pan.translation(in: nav.view)
        return start.x < nav.view.bounds.midX && nav.viewControllers.count > 1
    }

    func handlePan(_ pan: PanGestureRecognizer) {
        let nav = navigationController
        let view = nav.view
        let width = max(1, view.bounds.width)
        switch pan.state {
        case .began:
            interactionController = nil
            caughtAt = nil
            if nav.isTransitioning {
                guard nav.transitionOperation == .pop, let driver = nav.interruptTransition() else { return }
                interactionController = driver
                caughtAt = driver.percentComplete
            } else if nav.viewControllers.count > 1 {
                interactionController = PercentDrivenInteractiveTransition()
                nav.popViewController(animated: true)
            }
        case .changed:
            let tx = pan.translation(in: view).x
            let progress = caughtAt.map { $0 + tx / width } ?? ContactsNavigationDelegate.progress(translationX: tx, width: width)
            interactionController?.update(progress)
        case .ended, .cancelled:
            guard let driver = interactionController else { return }
            interactionController = nil
            let vx = pan.velocity(in: view).x
            driver.release(at: driver.percentComplete, velocity: vx, progressVelocity: vx / width, gestureCancelled: pan.state == .cancelled,
                notedBy: nav) { _ in ReleaseRule.direction(velocityX: vx) }
        default:
            break
        }
    }

    func navigationController(_ navigationController: NavigationController, animationControllerFor operation: NavigationOperation,
        from: ViewController, to: ViewController) -> AnimatedTransitioning? {
        operation == .pop ? ContactHideAnimator() : ContactShowAnimator()
    }

    /// A driver that is done (a scripted push, or a pan's transition) is not reused.
    func navigationController(_ navigationController: NavigationController, didShow viewController: ViewController, animated: Bool) {
        if interactionController?.isActive != true { interactionController = nil }
    }

    func navigationController(_ navigationController: NavigationController, interactionControllerFor animator: AnimatedTransitioning) -> InteractiveTransitioning? {
        interactionController
    }
}
