import Navigation
import Views

/// A controller for one of the app's pages: its scene id, its title, and its view.
@MainActor
final class PageViewController: ViewController {
    let sceneID: String
    private let makeView: () -> View

    init(sceneID: String, title: String, backTitle: String? = nil, makeView: @escaping () -> View) {
        self.sceneID = sceneID
        self.makeView = makeView
        super.init(title: title)
        navigationItem.backButtonTitle = backTitle
    }

    override func loadView() { view = makeView() }
}
