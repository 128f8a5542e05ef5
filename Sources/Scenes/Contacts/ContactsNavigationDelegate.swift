import Geometry
import Gestures
import Navigation
import Views

/// The Contacts demo's navigation delegate: show and hide animators for push and pop, and
/// a pan on the navigation controller's view that zooms a contact back interactively.
///
/// A pan that begins in the left half while a contact is open starts the pop; progress is
/// |translation.x| / width; on release, moving right (velocity.x > 0) finishes, anything
/// else cancels, continuing at the finger's speed. The same drag holds a show or hide that a
/// press grabs in flight (a drag right takes a show back, a hide further).
@MainActor
@_spi(Testing) public final class ContactsNavigationDelegate: NavigationControllerDelegate, GestureRecognizerDelegate {
    unowned let navigationController: NavigationController
    let pan = PanGestureRecognizer(name: "contacts pop")
    /// Drives the pop (and any show or hide grabbed in flight): |dx| / width, finishing when moving right.
    let drag: InteractiveDrag

    init(navigationController nav: NavigationController) {
        navigationController = nav
        drag = InteractiveDrag(rule: .direction, in: { [unowned nav] in nav.view }, length: { [unowned nav] in nav.view.bounds.width },
            progress: ContactsNavigationDelegate.progress(translationX:width:))
        // The zoom grows and shrinks the page about its card: the press does not stay under the pointer.
        drag.followsPointer = false
        pan.delegate = self
        pan.addTarget { [unowned self] r in self.handlePan(r as! PanGestureRecognizer) }
        nav.view.addGestureRecognizer(pan)
        // This pan owns the pop, so the platform's edge swipe stands aside.
        nav.interactivePopGestureRecognizer.isEnabled = false
    }

    /// Progress of a pan that started the pop: how far across the view it has moved.
    @_spi(Testing) public static func progress(translationX: Double, width: Double) -> Double {
        guard width > 0, translationX.isFinite else { return 0 }
        return min(1, abs(translationX) / width)
    }

    /// The pan begins only where it can pop or catch, so the grid under it still scrolls.
    public func gestureRecognizerShouldBegin(_ recognizer: GestureRecognizer) -> Bool {
        let nav = navigationController
        guard !nav.isTransitioning else { return false }
        let start = pan.location(in: nav.view) - pan.translation(in: nav.view)
        return start.x < nav.view.bounds.midX && nav.viewControllers.count > 1
    }

    func handlePan(_ pan: PanGestureRecognizer) {
        let nav = navigationController
        drag.handle(pan) {
            guard !nav.isTransitioning, nav.viewControllers.count > 1 else { return }
            drag.begin(on: nav) { nav.popViewController(animated: true) }
        }
    }

    public func navigationController(_ navigationController: NavigationController, dragFor operation: NavigationOperation) -> InteractiveDrag? { drag }

    public func navigationController(_ navigationController: NavigationController, animationControllerFor operation: NavigationOperation,
        from: ViewController, to: ViewController) -> AnimatedTransitioning? {
        operation == .pop ? ContactHideAnimator() : ContactShowAnimator()
    }
}
