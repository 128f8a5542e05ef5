import Geometry
import Views
import Compositor

/// What the viewer says about a picture, on a dark card under it: the title, the date, what
/// it shows and in what light, and its shape and the size it is shown at. The text wraps to
/// the card's width; the card is as tall as its lines.
@MainActor
@_spi(Testing) public final class PhotoInfoView: View {
    static let margin = 16.0
    static let padding = 16.0
    static let widest = 560.0

    private let card = View()
    private let title = Label(text: "", font: .bold(22), color: .white)
    private let date = Label(text: "", font: .system(15), color: Color(white: 0.72))
    private let kind = Label(text: "", font: .system(15), color: Color(white: 0.72))
    private let shape = Label(text: "", font: .system(15), color: Color(white: 0.72))
    private var lines: [Label] { [title, date, kind, shape] }

    override init(frame: Rect = .zero) {
        super.init(frame: frame)
        card.backgroundColor = Color(white: 0.13)
        card.cornerRadius = 14
        addSubview(card)
        for l in lines {
            l.numberOfLines = 0
            card.addSubview(l)
        }
    }

    /// Shows `photo`'s information, its picture shown `shown` points large.
    func show(_ photo: Photo, shown: Size) {
        title.text = photo.title
        date.text = photo.caption
        kind.text = "\(photo.family.name) · \(photo.light.name)"
        shape.text = "\(photo.aspect.name) · shown at \(Int(shown.width)) × \(Int(shown.height)) pt"
    }

    /// How tall it is at `width`: the card, its lines wrapped, with the margin around it.
    func height(forWidth width: Double) -> Double {
        cardHeight(lineWidth: lineWidth(forWidth: width)) + 2 * PhotoInfoView.margin
    }

    public override func layoutSubviews() {
        let lineWidth = lineWidth(forWidth: bounds.width)
        let cardWidth = lineWidth + 2 * PhotoInfoView.padding
        card.frame = Rect(x: ((bounds.width - cardWidth) / 2).rounded(), y: PhotoInfoView.margin, width: cardWidth,
            height: cardHeight(lineWidth: lineWidth))
        var y = PhotoInfoView.padding
        for (i, l) in lines.enumerated() {
            let h = lineHeight(l, width: lineWidth)
            l.frame = Rect(x: PhotoInfoView.padding, y: y, width: lineWidth, height: h)
            y += h + (i == 0 ? 6 : 2)
        }
    }

    private func lineWidth(forWidth width: Double) -> Double {
        max(0, min(PhotoInfoView.widest, width - 2 * PhotoInfoView.margin) - 2 * PhotoInfoView.padding)
    }

    private func cardHeight(lineWidth: Double) -> Double {
        let text = lines.reduce(0) { $0 + lineHeight($1, width: lineWidth) }
        return text + 6 + 2 * Double(lines.count - 2) + 2 * PhotoInfoView.padding
    }

    /// A line's measured height at `width`, never less than one line of its font.
    private func lineHeight(_ label: Label, width: Double) -> Double {
        let measured = label.sizeThatFits(Size(width: width, height: .greatestFiniteMagnitude)).height
        return max(measured, (label.font.size * 1.3).rounded(.up)).rounded(.up)
    }
}
