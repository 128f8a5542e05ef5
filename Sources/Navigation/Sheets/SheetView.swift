import Geometry
import Views

/// A sheet as it shows: a white card with rounded top corners, a grabber centred in a strip
/// at its top, and its content below the strip, clipped to the card. The card reaches below
/// the container (its bottom corners never show); `visibleHeight` is the part of it the
/// content is laid out in, from its top to the container's bottom at the detent it rests at.
@MainActor
public final class SheetView: View {
    /// The height of the strip that holds the grabber.
    public static let grabberStripHeight = 20.0
    public static let grabberSize = Size(width: 36, height: 5)
    public let grabber = View()
    /// The content controller's view.
    public let contentView: View
    /// The height of the card from its top to the container's bottom at its detent.
    public var visibleHeight = 0.0 {
        didSet { if visibleHeight != oldValue { setNeedsLayout() } }
    }

    init(content: View) {
        contentView = content
        super.init()
        backgroundColor = .white
        clipsToBounds = true
        grabber.backgroundColor = Color(white: 0.78)
        grabber.cornerRadius = SheetView.grabberSize.height / 2
        addSubview(contentView)
        addSubview(grabber)
    }

    public override func layoutSubviews() {
        let g = SheetView.grabberSize, strip = SheetView.grabberStripHeight
        grabber.frame = Rect(x: ((bounds.width - g.width) / 2).rounded(), y: ((strip - g.height) / 2).rounded(), width: g.width, height: g.height)
        contentView.frame = Rect(x: 0, y: strip, width: bounds.width, height: max(0, visibleHeight - strip))
    }
}
