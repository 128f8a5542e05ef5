import Compositor
import Geometry
import Views

/// A cell of the contacts grid: the round avatar on top, the name under it.
@MainActor
@_spi(Testing) public final class ContactCell: View {
    static let size = Size(width: 124, height: 136)
    @_spi(Testing) public static let avatarSide = 88.0

    @_spi(Testing) public let avatar = AvatarView()
    private let name = Label(text: "", font: .system(13), color: Theme.ink, alignment: .center)

    override init(frame: Rect = .zero) {
        super.init(frame: frame)
        addSubview(avatar)
        addSubview(name)
    }

    func show(_ contact: Contact, transitionID: String) {
        avatar.contact = contact
        avatar.transitionID = transitionID
        name.text = contact.name
    }

    /// Where the avatar sits in a cell of `size`: centred, near the top.
    static func avatarFrame(inCellOf size: Size) -> Rect {
        Rect(x: ((size.width - avatarSide) / 2).rounded(), y: 6, width: avatarSide, height: avatarSide)
    }

    public override func layoutSubviews() {
        avatar.frame = ContactCell.avatarFrame(inCellOf: bounds.size)
        name.frame = Rect(x: 0, y: avatar.frame.maxY + 8, width: bounds.width, height: 22)
    }
}
