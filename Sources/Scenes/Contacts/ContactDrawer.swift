import Compositor
import Geometry
import Gestures
import Motion
import Views

/// A panel at the bottom of a contact's page: its handle and heading peek above the bottom
/// edge, and a click on it slides the drawer up (or back down) on a spring, as far as the
/// page is tall. Its lines show while it is open or moving. It reaches below the page,
/// which clips it, so the drawer never shows outside the page, even mid-zoom.
@MainActor
@_spi(Testing) public final class ContactDrawer: View {
    static let peekHeight = 76.0
    static let openHeight = 260.0
    private let handle = View()
    private let heading = Label(text: "Notes & recent calls", font: .bold(17), color: Theme.ink)
    private let lines: [Label]
    @_spi(Testing) public private(set) var isOpen = false
    private var animator: PropertyAnimator?
    /// The parameters in effect (its spring is `contacts.drawer.spring`).
    var spec: () -> TransitionSpec = { TransitionSpec() }

    init(contact: Contact) {
        let first = contact.name.split(separator: " ").first.map(String.init) ?? contact.name
        lines = [
            "Yesterday, 18:42 · outgoing call, 4 min",
            "Monday · missed call",
            "Met \(first) at the design review; prefers e-mail before noon.",
        ].map { Label(text: $0, font: .system(15), color: Theme.secondaryInk) }
        super.init()
        backgroundColor = Color(hex: 0xF7F7FA)
        cornerRadius = 18
        layer.borderWidth = 1
        layer.borderColor = Theme.separator
        handle.backgroundColor = Theme.separator
        handle.cornerRadius = 3
        handle.isUserInteractionEnabled = false
        addSubview(handle)
        addSubview(heading)
        for l in lines {
            l.isHidden = true
            addSubview(l)
        }
    }

    /// Where the drawer sits in a page of `size`: peeking, or open. It extends 40 pt below
    /// the bottom edge so its lower corners stay hidden.
    static func frame(open: Bool, in size: Size) -> Rect {
        let shown = open ? max(peekHeight, min(openHeight, size.height)) : peekHeight
        return Rect(x: 12, y: size.height - shown, width: max(0, size.width - 24), height: openHeight + 40)
    }

    func toggle(in size: Size) {
        isOpen.toggle()
        animator?.stopAnimation(true)
        let target = ContactDrawer.frame(open: isOpen, in: size)
        let spring = spec().spring(ContactsParameters.drawerSpring)
        let a = PropertyAnimator(duration: spring.duration, dampingRatio: spring.dampingRatio) { [unowned self] in self.frame = target }
        for l in lines { l.isHidden = false }
        a.addCompletion { [unowned self] _ in for l in lines { l.isHidden = !isOpen } }
        a.startAnimation()
        animator = a
    }

    public override func layoutSubviews() {
        handle.frame = Rect(x: (bounds.width - 44) / 2, y: 8, width: 44, height: 6)
        heading.frame = Rect(x: 20, y: 24, width: bounds.width - 40, height: 26)
        var y = 64.0
        for l in lines {
            l.frame = Rect(x: 20, y: y, width: bounds.width - 40, height: 22)
            y += 30
        }
    }

    public override func pointerBegan(_ event: PointerEvent, at location: Point) {}
    public override func pointerMoved(_ event: PointerEvent, at location: Point) {}
    public override func pointerCancelled(_ event: PointerEvent) {}
    public override func pointerEnded(_ event: PointerEvent, at location: Point) {
        guard bounds.contains(location), let page = superview else { return }
        toggle(in: page.superview?.bounds.size ?? page.bounds.size)
    }
}
