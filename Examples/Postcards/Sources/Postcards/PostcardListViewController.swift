import Navigation
import Views

/// The list of postcards; a click on one pushes its page on the navigation controller (with
/// whatever transition the controller's delegate gives: the slide up).
@MainActor
final class PostcardListViewController: ViewController {
    let postcards: [Postcard]

    init(postcards: [Postcard]) {
        self.postcards = postcards
        super.init(title: "Postcards")
    }

    override func loadView() {
        view = PostcardListView(postcards: postcards) { [unowned self] card in self.open(card) }
    }

    func open(_ card: Postcard) {
        // A click on a transition in flight grabs it instead (the host routes it there).
        guard let nav = navigationController, !nav.isTransitioning else { return }
        nav.pushViewController(PostcardViewController(postcard: card), animated: true)
    }
}
