import Compositor
import Geometry
import Views

/// The Logo Reveal's first page: Segue's logo in the middle of a dark page, a hint under it.
@MainActor
final class LogoRevealMasterView: View {
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
        addSubview(logo)
        addSubview(hint)
    }

    override func layoutSubviews() {
        let side = LogoRevealMasterView.logoSide
        logo.frame = Rect(x: ((bounds.width - side) / 2).rounded(), y: ((bounds.height - side) / 2 - 20).rounded(), width: side, height: side)
        hint.frame = Rect(x: 20, y: logo.frame.maxY + 40, width: max(0, bounds.width - 40), height: 24)
    }
}
