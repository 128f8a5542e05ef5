import Compositor
import Geometry
import Views

/// Every compositor feature on one page: a clipped rounded image, a concave logo mask at
/// three scales, text, opacity, borders, shapes and transforms. It is a debug page and the
/// subject of the headless render tests. The cards share the window, in one to three
/// columns by its width, and are never shorter than their content needs: below that the
/// page scrolls.
@MainActor
public final class GalleryPage: ScrollView {
    private var cards: [GalleryCard] = []

    /// The landscape the cards show, made once per process: pushing the Gallery again
    /// (every replayed tap on its row) does not paint it again.
    private static let art = Artwork.dusk()

    public init(logo: Path) {
        super.init()
        backgroundColor = Theme.background
        let art = GalleryPage.art
        cards = [
            GalleryPage.clippedImageCard(art),
            GalleryPage.maskCard(art, logo: logo),
            GalleryPage.textCard(),
            GalleryPage.opacityCard(),
            GalleryPage.borderCard(),
            GalleryPage.shapeCard(logo: logo),
        ]
        for c in cards { addSubview(c) }
    }

    public override func layoutSubviews() {
        let margin = 16.0
        let top = margin
        let columns = bounds.width >= 720 ? 3 : (bounds.width >= 440 ? 2 : 1)
        let rows = (cards.count + columns - 1) / columns
        let w = max(0, (bounds.width - margin * Double(columns + 1)) / Double(columns))
        let share = (bounds.height - top - margin * Double(rows)) / Double(rows)
        let h = max(0, share, cards.map { $0.heightNeeded(width: w) }.max() ?? 0)
        for (i, card) in cards.enumerated() {
            let col = i % columns, row = i / columns
            card.frame = Rect(x: margin + Double(col) * (w + margin), y: top + Double(row) * (h + margin), width: w, height: h)
        }
        contentHeight = top + Double(rows) * (h + margin)
    }
}
