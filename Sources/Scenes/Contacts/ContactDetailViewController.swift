import Motion
import Navigation
import Views

/// The page of one contact, titled with their name.
@MainActor
final class ContactDetailViewController: ViewController {
    let contact: Contact

    init(contact: Contact) {
        self.contact = contact
        super.init(title: contact.name)
    }

    override func loadView() {
        let page = ContactDetailView(contact: contact)
        page.drawer.spec = { [weak self] in self?.transitionSpec ?? TransitionSpec() }
        view = page
    }
}
