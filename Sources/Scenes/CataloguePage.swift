import Compositor
import Geometry
import Views
import Foundation

/// The first page: what Segue is and a row per thing it can show, and the keys under them.
/// It scrolls when the rows and the keys are taller than the window.
@MainActor
public final class CataloguePage: ScrollView {
    /// The keys, one phrase each; a phrase is never broken across lines (no-break spaces
    /// inside it; a narrow window wraps between phrases).
    static let footerText = ["Q quits", "Esc or Backspace goes back", "1-\(SceneRegistry.scenes.count) open the scenes", "T tunes them"]
        .map { $0.replacingOccurrences(of: " ", with: "\u{00A0}") }.joined(separator: "\u{00A0}\u{00A0}·  ")

    private let intro: Label
    private let footer: Label
    private var rows: [CatalogueRow] = []

    public init(entries: [SceneEntry], onSelect: @escaping (SceneEntry) -> Void) {
        intro = Label(
            text: "Custom and interactive navigation transitions, on a compositor of our own.",
            font: .system(17), color: Theme.secondaryInk)
        intro.numberOfLines = 0
        footer = Label(text: CataloguePage.footerText, font: .system(14), color: Theme.secondaryInk, alignment: .center)
        footer.numberOfLines = 0
        super.init()
        backgroundColor = Theme.background
        addSubview(intro)
        for e in entries {
            let row = CatalogueRow(entry: e, onSelect: onSelect)
            rows.append(row)
            addSubview(row)
        }
        addSubview(footer)
    }

    public override func layoutSubviews() {
        let width = min(720, bounds.width - 40)
        let left = (bounds.width - width) / 2
        let n = Double(max(1, rows.count))
        // Rows close up on short windows; when even a title and a subtitle no longer fit,
        // the introduction goes and rows keep only their titles. They close no further than
        // 40 pt a row: below that the page scrolls.
        let roomy = bounds.height - 88 - 56 >= 64 * n
        intro.isHidden = !roomy
        let introHeight = max(48, intro.sizeThatFits(Size(width: width - 8, height: .greatestFiniteMagnitude)).height)
        intro.frame = Rect(x: left + 4, y: 24, width: width - 8, height: introHeight)
        let top = roomy ? intro.frame.maxY + 16 : 16.0
        let step = min(92, max(roomy ? 64 : 40, ((bounds.height - top - 48) / n).rounded(.down)))
        var y = top
        for row in rows {
            row.frame = Rect(x: left, y: y, width: width, height: step - 12)
            y += step
        }
        // The keys sit at the bottom of the window, or below the last row when that is lower.
        let footerWidth = max(0, bounds.width - 32)
        let footerHeight = max(24, footer.sizeThatFits(Size(width: footerWidth, height: .greatestFiniteMagnitude)).height)
        footer.frame = Rect(x: 16, y: max(bounds.height - 16 - footerHeight, y + 4), width: footerWidth, height: footerHeight)
        contentHeight = footer.frame.maxY + 16
    }
}
