import Host
import Navigation
import Views

/// The app in its window: the list in a navigation controller with the slide-up transition,
/// each card pushed from it.
@MainActor
final class PostcardsController: AppController {
    private unowned let shell: HostShell
    /// The navigation controller's delegate (it holds it weakly).
    private var slide: SlideDownToPop?

    init(shell: HostShell) { self.shell = shell }

    func open(_ id: String, animated: Bool) {
        let nav = NavigationController(rootViewController: PostcardListViewController(postcards: Postcard.all), clock: shell.clock)
        slide = SlideDownToPop(navigationController: nav)
        shell.show(nav, sceneID: id)
    }

    func handleKey(_ key: String) -> Bool { false }
}
