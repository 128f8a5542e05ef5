import Geometry
import Views
import Compositor

/// The strip of tabs at the bottom of a tab bar controller: one button a tab, the selected
/// one's title in the tint colour, a hairline above.
@MainActor
public final class TabBar: View {
    public static let height = 50.0
    public static let tint = Color(hex: 0x0A6CFF)
    public static let ink = Color(hex: 0x8E8E93)
    public private(set) var buttons: [Button] = []
    private let hairline = View()
    /// Called with the index of the tab clicked.
    var onSelect: ((Int) -> Void)?

    override init(frame: Rect = .zero) {
        super.init(frame: frame)
        backgroundColor = Color(hex: 0xF9F9F9)
        hairline.backgroundColor = Color(white: 0.8)
        addSubview(hairline)
    }

    /// One button a title.
    func setTitles(_ titles: [String]) {
        for b in buttons { b.removeFromSuperview() }
        buttons = titles.enumerated().map { i, title in
            let b = Button(title: title, color: .clear, titleColor: TabBar.ink, font: .bold(15)) { [unowned self] in self.onSelect?(i) }
            b.highlightedColor = Color(white: 0, alpha: 0.06)
            addSubview(b)
            return b
        }
        setNeedsLayout()
    }

    /// Tints the button of tab `index`.
    func select(_ index: Int) {
        for (i, b) in buttons.enumerated() { b.titleLabel.textColor = i == index ? TabBar.tint : TabBar.ink }
    }

    public override func layoutSubviews() {
        hairline.frame = Rect(x: 0, y: 0, width: bounds.width, height: 1)
        let n = Double(max(1, buttons.count)), w = bounds.width / n
        for (i, b) in buttons.enumerated() {
            b.frame = Rect(x: (Double(i) * w).rounded(), y: 4, width: (Double(i + 1) * w).rounded() - (Double(i) * w).rounded(), height: bounds.height - 8)
        }
    }
}
