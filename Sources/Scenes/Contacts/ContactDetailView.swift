import Compositor
import Geometry
import Views

/// A contact's page: a large avatar, the name, phone and e-mail, and the drawer at the
/// bottom. The details wrap to the page's width and scroll, above the drawer's peek, when
/// the page is too short for them. It clips to its bounds (and its rounded corners while it
/// zooms).
@MainActor
@_spi(Testing) public final class ContactDetailView: View {
    @_spi(Testing) public let avatar = AvatarView()
    @_spi(Testing) public let drawer: ContactDrawer
    private let details = ScrollView()
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
        for v in [avatar, name, phone, email] as [View] { details.addSubview(v) }
        for l in [name, phone, email] { l.numberOfLines = 0 }
        addSubview(details)
        addSubview(drawer)
    }

    /// The content is laid out for the page's full size (the container's), not for the
    /// frame it has mid-zoom: the zoom shows more or less of the page, never a squeezed one.
    public override func layoutSubviews() {
        let size = superview?.bounds.size ?? bounds.size
        details.frame = Rect(x: 0, y: 0, width: size.width, height: max(0, size.height - ContactDrawer.peekHeight))
        let width = max(0, size.width - 40)
        let labels = [(name, 36.0), (phone, 26.0), (email, 26.0)].map { label, least in
            (label, max(least, label.sizeThatFits(Size(width: width, height: .greatestFiniteMagnitude)).height))
        }
        // The avatar is as large as the details leave room for above the drawer: 40 to 160 pt.
        let room = details.frame.height - 36 - 20 - labels.reduce(0) { $0 + $1.1 + 8 } - 8
        let side = min(160, max(40, min(size.height * 0.28, room)))
        avatar.frame = Rect(x: ((size.width - side) / 2).rounded(), y: 36, width: side, height: side)
        var y = avatar.frame.maxY + 20
        for (label, height) in labels {
            label.frame = Rect(x: 20, y: y, width: width, height: height)
            y += height + 8
        }
        details.contentHeight = y + 8
        drawer.frame = ContactDrawer.frame(open: drawer.isOpen, in: size)
    }

    public override func didMoveToWindow() { setNeedsLayout() }
}
