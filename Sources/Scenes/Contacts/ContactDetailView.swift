import Compositor
import Geometry
import Views

/// A contact's page: a large avatar, the name, phone and e-mail, and the drawer at the
/// bottom. It clips to its bounds (and its rounded corners while it zooms).
@MainActor
final class ContactDetailView: View {
    let avatar = AvatarView()
    let drawer: ContactDrawer
    private let name: Label
    private let phone: Label
    private let email: Label

    init(contact: Contact) {
        drawer = ContactDrawer(contact: contact)
        name = Label(text: contact.name, font: .bold(28), color: Theme.ink, alignment: .center)
        phone = Label(text: "phone  " + contact.phone, font: .system(17), color: Theme.ink, alignment: .center)
        email = Label(text: "e-mail  " + contact.email, font: .system(17), color: Theme.tint, alignment: .center)
        super.init()
        backgroundColor = .white
        clipsToBounds = true
        avatar.contact = contact
        for v in [avatar, name, phone, email, drawer] as [View] { addSubview(v) }
    }

    /// The content is laid out for the page's full size (the container's), not for the
    /// frame it has mid-zoom: the zoom shows more or less of the page, never a squeezed one.
    override func layoutSubviews() {
        let size = superview?.bounds.size ?? bounds.size
        let side = min(160, max(40, size.height * 0.28))
        avatar.frame = Rect(x: ((size.width - side) / 2).rounded(), y: 36, width: side, height: side)
        var y = avatar.frame.maxY + 20
        for (label, h) in [(name, 36.0), (phone, 26.0), (email, 26.0)] {
            label.frame = Rect(x: 20, y: y, width: max(0, size.width - 40), height: h)
            y += h + 8
        }
        drawer.frame = ContactDrawer.frame(open: drawer.isOpen, in: size)
    }

    override func didMoveToWindow() { setNeedsLayout() }
}
