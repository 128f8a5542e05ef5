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
    /// Drives the pop (or the hide it catches): |dx| / width, finishing when moving right.
    let drag: InteractiveDrag

    init(navigationController nav: NavigationController) {
        navigationController = nav
        drag = InteractiveDrag(rule: .direction, in: { [unowned nav] in nav.view }, length: { [unowned nav] in nav.view.bounds.width },
            progress: ContactsNavigationDelegate.progress(translationX:width:))
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

    /// The pan begins only where it can pop or catch, so the grid under it still scrolls.
    func gestureRecognizerShouldBegin(_ recognizer: GestureRecognizer) -> Bool {
        let nav = navigationController
        if nav.isTransitioning { return nav.transitionOperation == .pop }
        let start = pan.location(in: nav.view) - pan.translation(in: nav.view)
        return start.x < nav.view.bounds.midX && nav.viewControllers.count > 1
    }

    func handlePan(_ pan: PanGestureRecognizer) {
        let nav = navigationController
        drag.handle(pan) {
            if nav.isTransitioning {
                if nav.transitionOperation == .pop { drag.catchTransition(of: nav) }
            } else if nav.viewControllers.count > 1 {
                drag.begin(on: nav) { nav.popViewController(animated: true) }
            }
        }
    }

    func navigationController(_ navigationController: NavigationController, animationControllerFor operation: NavigationOperation,
        from: ViewController, to: ViewController) -> AnimatedTransitioning? {
        operation == .pop ? ContactHideAnimator() : ContactShowAnimator()
    }
}
