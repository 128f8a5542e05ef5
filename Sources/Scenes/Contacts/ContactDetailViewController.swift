import Motion
import Navigation
import Views

/// The page of one contact, titled with their name.
@MainActor
final class ContactDetailViewController: ViewController {
    let contact: Contact
    /// The id its avatar shares with the avatar it was opened from.
    let avatarTransitionID: String?

    init(contact: Contact, transitionID: String? = nil) {
        self.contact = contact
        avatarTransitionID = transitionID
        super.init(title: contact.name)
    }

    override func loadView() {
        let page = ContactDetailView(contact: contact)
        page.avatar.transitionID = avatarTransitionID
        page.drawer.spec = { [weak self] in self?.transitionSpec ?? TransitionSpec() }
        view = page
    }
}
