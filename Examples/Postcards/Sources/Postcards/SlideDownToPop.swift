import Geometry
import Gestures
import Motion
import Navigation
import Views

/// Gives a navigation controller the slide-up transition, and lets the user pop the top page
/// by dragging it down: the pop follows the pointer, and on release it finishes past halfway
/// or on a flick down, otherwise it cancels.
@MainActor
final class SlideDownToPop: NavigationControllerDelegate {
    unowned let navigationController: NavigationController
    let pan = PanGestureRecognizer(name: "slide down to pop")
    private(set) lazy var drag: InteractiveDrag = {
        let drag = InteractiveDrag(axis: .vertical, rule: .halfwayOrFlick,
            length: { [unowned self] in self.navigationController.containerView.bounds.height })
        drag.releaseParameters = ReleaseParameters(threshold: SlideUpParameters.threshold, flickSpeed: SlideUpParameters.flickSpeed)
        return drag
    }()

    init(navigationController: NavigationController) {
        self.navigationController = navigationController
        navigationController.delegate = self
        pan.addTarget { [unowned self] recognizer in
            guard let pan = recognizer as? PanGestureRecognizer else { return }
            let nav = self.navigationController
            self.drag.handle(pan) {
                self.drag.begin(on: nav) { nav.popViewController(animated: true) }
            }
        }
    }

    func navigationController(_ navigationController: NavigationController, animationControllerFor operation: NavigationOperation,
        from: ViewController, to: ViewController) -> AnimatedTransitioning? {
        SlideUpAnimator(operation: operation)
    }

    /// A press on a slide in flight grabs it with the same drag.
    func navigationController(_ navigationController: NavigationController, dragFor operation: NavigationOperation) -> InteractiveDrag? {
        drag
    }

    /// The pan moves to each page shown above the root.
    func navigationController(_ navigationController: NavigationController, didShow viewController: ViewController, animated: Bool) {
        (pan.view as? View)?.removeGestureRecognizer(pan)
        if navigationController.viewControllers.count > 1 {
            viewController.view.addGestureRecognizer(pan)
        }
    }
}
