import Geometry
import Views
import Compositor

/// What the Sheets demo's sheet shows: a title and a list of places, longer than the sheet,
/// so it scrolls; pulled down past its top it hands the drag to the sheet.
@MainActor
@_spi(Testing) public final class SheetListView: ScrollView {
    static let rowHeight = 52.0
    static let places = ["Lisbon", "Porto", "Madrid", "Seville", "Bordeaux", "Lyon", "Geneva", "Turin", "Milan", "Verona", "Venice",
        "Trieste", "Ljubljana", "Zagreb", "Split", "Dubrovnik", "Kotor", "Tirana", "Ohrid", "Thessaloniki", "Athens", "Nafplio"]
    private let title = Label(text: "Places", font: .bold(24), color: Theme.ink)
    private let rows: [Label]
    private let separators: [View]

    override init(frame: Rect = .zero) {
        rows = SheetListView.places.map { Label(text: $0, font: .system(17), color: Theme.ink) }
        separators = SheetListView.places.map { _ in View() }
        super.init(frame: frame)
        backgroundColor = .white
        addSubview(title)
        for (row, line) in zip(rows, separators) {
            line.backgroundColor = Theme.separator
            addSubview(row)
            addSubview(line)
        }
    }

    public override func layoutSubviews() {
        let width = max(0, bounds.width - 40)
        title.frame = Rect(x: 20, y: 4, width: width, height: 32)
        var y = title.frame.maxY + 8
        for (row, line) in zip(rows, separators) {
            row.frame = Rect(x: 20, y: y + 14, width: width, height: 24)
            line.frame = Rect(x: 20, y: y + SheetListView.rowHeight - 1, width: width, height: 1)
            y += SheetListView.rowHeight
        }
        contentHeight = y + 16
    }
}
