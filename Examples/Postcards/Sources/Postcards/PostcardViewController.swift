import Navigation

/// One postcard's page.
@MainActor
final class PostcardViewController: ViewController {
    let postcard: Postcard

    init(postcard: Postcard) {
        self.postcard = postcard
        super.init(title: postcard.place)
    }

    override func loadView() { view = PostcardView(postcard: postcard) }
}
