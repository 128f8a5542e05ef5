import Compositor
import Geometry
import Views

/// The presented page of the Modal zoom demo: the icon large, its name and a line about it,
/// a Press to Close button and a hint. Laid out from its own bounds, so when it is the
/// size of the first page's icon the icon fills it exactly, and the zoom grows one into
/// the other. It clips to its bounds and rounded corners. The text wraps to the page's
/// width; the hint sits at the bottom, or under the button when that is lower, and then
/// the page scrolls.
@MainActor
@_spi(Testing) public final class ModalZoomDetailView: ScrollView {
    static let background = Color(hex: 0x11152A)
    let icon: AppIconView
    @_spi(Testing) public let closeButton = Button(title: "Press to Close", color: Color(hex: 0xF2F2F7), titleColor: Color(hex: 0x11152A))
    private let name = Label(text: "Segue", font: .bold(34), color: .white, alignment: .center)
    private let detail = Label(text: "Version 1.0  ·  Transitions you can hold, scrub and replay", font: .system(17),
        color: Color(hex: 0xA9B1D6), alignment: .center)
    private let hint = Label(text: "Drag down to scrub the dismissal: let go past half-way to close, before to stay",
        font: .system(14), color: Color(hex: 0x7A83A8), alignment: .center)

    init(logo: Path) {
        icon = AppIconView(logo: logo)
        super.init()
        backgroundColor = ModalZoomDetailView.background
        // Mid-zoom, the text that does not fit yet stays inside the growing page (a scroll
        // view clips to its bounds).
        for l in [detail, hint] { l.numberOfLines = 0 }
        for v in [icon, name, detail, closeButton, hint] as [View] { addSubview(v) }
    }

    /// The icon's frame in a page of `size`: as large as fits above the text, never smaller
    /// than the first page's icon, and the whole page when the page is that small.
    @_spi(Testing) public static func iconFrame(in size: Size) -> Rect {
        let side = min(size.width, size.height, max(ModalZoomView.iconSide, min(360, size.height * 0.42).rounded()))
        return Rect(x: ((size.width - side) / 2).rounded(), y: min(96, ((size.height - side) * 0.2).rounded()), width: side, height: side)
    }

    public override func layoutSubviews() {
        icon.frame = ModalZoomDetailView.iconFrame(in: bounds.size)
        // The text is laid out for the full page (the container's width), centred on this
        // one: mid-zoom the page clips it rather than wrapping or shortening it.
        let width = max(0, (superview?.bounds.width ?? bounds.width) - 40)
        let left = ((bounds.width - width) / 2).rounded()
        name.frame = Rect(x: left, y: icon.frame.maxY + 24, width: width, height: 44)
        let fit = Size(width: width, height: .greatestFiniteMagnitude)
        detail.frame = Rect(x: left, y: name.frame.maxY + 8, width: width, height: max(26, detail.sizeThatFits(fit).height))
        let b = closeButton.sizeThatFits(bounds.size)
        closeButton.frame = Rect(x: ((bounds.width - b.width) / 2).rounded(), y: detail.frame.maxY + 20, width: b.width, height: b.height)
        let hintHeight = max(20, hint.sizeThatFits(fit).height)
        hint.frame = Rect(x: left, y: max(bounds.height - 16 - hintHeight, closeButton.frame.maxY + 16), width: width, height: hintHeight)
        contentHeight = hint.frame.maxY + 16
    }
}
