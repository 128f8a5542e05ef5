import Compositor
import Geometry
import Views

/// A round avatar: the contact's colour with their initials, sized to its bounds.
@MainActor
@_spi(Testing) public final class AvatarView: View {
    private let initials = Label(text: "", font: .bold(30), color: .white, alignment: .center)

    override init(frame: Rect = .zero) {
        super.init(frame: frame)
        isUserInteractionEnabled = false
        addSubview(initials)
    }

    var contact: Contact? {
        didSet {
            backgroundColor = contact?.color ?? .clear
            initials.text = contact?.initials ?? ""
        }
    }

    public override func layoutSubviews() {
        cornerRadius = bounds.height / 2
        initials.font = .bold(max(8, (bounds.height * 0.38).rounded()))
        initials.frame = bounds
    }
}
