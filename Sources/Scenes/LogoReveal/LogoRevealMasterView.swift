import Compositor
import Geometry
import Views

/// The Logo Reveal's first page: Segue's logo in the middle of a dark page, a hint under it
/// (wrapped to the window's width). The two move up on a short window, and the page
/// scrolls when they do not fit.
@MainActor
final class LogoRevealMasterView: ScrollView {
    /// The logo's side in points: its path is drawn in a 100 x 100 box.
    static let logoSide = 100.0
    static let background = Color(hex: 0x141726)
    let logo: ShapeView
    private let hint = Label(text: "Click to reveal the packing list, or drag sideways to scrub the reveal",
        font: .system(16), color: Color(hex: 0xA9B1D6), alignment: .center)

    init(logoPath: Path) {
        logo = ShapeView(path: logoPath, fillColor: Color(hex: 0x6E8BFF))
        super.init()
        backgroundColor = LogoRevealMasterView.background
        hint.numberOfLines = 0
        addSubview(logo)
        addSubview(hint)
    }

    override func layoutSubviews() {
        let side = LogoRevealMasterView.logoSide
        let width = max(0, bounds.width - 40)
        let hintHeight = max(24, hint.sizeThatFits(Size(width: width, height: .greatestFiniteMagnitude)).height)
        // 20 pt above the middle, while the hint fits under it.
        let top = max(16, min(((bounds.height - side) / 2 - 20).rounded(), bounds.height - 16 - (side + 40 + hintHeight)))
        logo.frame = Rect(x: ((bounds.width - side) / 2).rounded(), y: top, width: side, height: side)
        hint.frame = Rect(x: 20, y: logo.frame.maxY + 40, width: width, height: hintHeight)
        contentHeight = hint.frame.maxY + 16
    }
}
