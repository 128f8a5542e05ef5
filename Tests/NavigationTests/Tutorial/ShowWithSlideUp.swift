import Geometry
import Gestures
import Motion
import Navigation
import Views

/// Pushes `page` with the slide-up transition. Keep the delegate returned for as long as the
/// navigation controller uses it: the controller holds its delegate weakly.
@MainActor
func showWithSlideUp(_ page: ViewController, on navigationController: NavigationController) -> SlideDownToPop {
    let slide = SlideDownToPop(navigationController: navigationController)
    navigationController.pushViewController(page, animated: true)
    return slide
}
