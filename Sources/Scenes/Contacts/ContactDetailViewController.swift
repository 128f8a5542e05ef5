import Motion
import Navigation
import Views

/// The page of one contact, titled with their name.
@MainActor
@_spi(Testing) public final class ContactDetailViewController: ViewController {
    @_spi(Testing) public let contact: Contact
    /// The id its avatar shares with the avatar it was opened from.
    let avatarTransitionID: String?

    init(contact: Contact, transitionID: String? = nil) {
        self.contact = contact
        avatarTransitionID = transitionID
        super.init(title: contact.name)
    }

    public override func loadView() {
        let page = ContactDetailView(contact: contact)
        page.avatar.transitionID = avatarTransitionID
        page.drawer.spec = { [weak self] in self?.transitionSpec ?? TransitionSpec() }
        view = page
    }
}
