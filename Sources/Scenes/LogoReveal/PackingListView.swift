import Compositor
import Geometry
import Views

/// The packing list: a heading and one row per item, each with a check mark to toggle. It
/// scrolls when the list is taller than the window.
@MainActor
final class PackingListView: ScrollView {
    static let rowHeight = 48.0
    private let heading = Label(text: "Vacation packing list", font: .bold(26), color: Theme.ink)
    private let rows: [PackingListRow]

    init(items: [String], checked: Set<Int>) {
        rows = items.enumerated().map { PackingListRow(item: $0.element, checked: checked.contains($0.offset)) }
        super.init()
        backgroundColor = Color(hex: 0xFFFDF7)
        heading.numberOfLines = 0
        addSubview(heading)
        for r in rows { addSubview(r) }
    }

    override func layoutSubviews() {
        let width = min(640, bounds.width - 32)
        let left = ((bounds.width - width) / 2).rounded()
        // The heading wraps when the window is narrower than it.
        let headingHeight = max(36, heading.sizeThatFits(Size(width: max(0, width), height: .greatestFiniteMagnitude)).height)
        heading.frame = Rect(x: left + 4, y: 20, width: max(0, width), height: headingHeight)
        var y = heading.frame.maxY + 12
        for r in rows {
            r.frame = Rect(x: left, y: y, width: width, height: PackingListView.rowHeight)
            y += PackingListView.rowHeight
        }
        contentHeight = y + 16
    }
}
