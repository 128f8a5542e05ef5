import Geometry
import Views

/// The first page: a row per postcard, each a button that opens it.
@MainActor
final class PostcardListView: View {
    static let rowHeight = 64.0
    static let margin = 16.0
    private let rows: [Button]

    init(postcards: [Postcard], open: @escaping (Postcard) -> Void) {
        rows = postcards.map { card in
            Button(title: card.place, color: card.colour, titleColor: .white, font: .bold(20)) { open(card) }
        }
        super.init()
        backgroundColor = Theme.background
        for row in rows {
            row.cornerRadius = 12
            addSubview(row)
        }
    }

    override func layoutSubviews() {
        var y = Self.margin
        for row in rows {
            row.frame = Rect(x: Self.margin, y: y, width: max(0, bounds.width - 2 * Self.margin), height: Self.rowHeight)
            y += Self.rowHeight + Self.margin / 2
        }
    }
}
