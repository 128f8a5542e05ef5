import Compositor
import Geometry
import Gestures

/// A vertically scrolling grid of equally sized cells (a scroll view, as UIKit's collection
/// view is: dragged, flung and bounced as any scroll view). Only the cells that intersect
/// the visible area exist: cells leaving it go to a reuse pool and come back for new items,
/// so ten thousand items cost what a screenful does.
@MainActor
public final class GridView: ScrollView {
    public weak var dataSource: GridViewDataSource? { didSet { reloadData() } }
    public var itemSize = Size(width: 120, height: 120) { didSet { setNeedsLayout() } }
    public var spacing: Double = 12 { didSet { setNeedsLayout() } }
    public var contentInsets = EdgeInsets(all: 16) { didSet { setNeedsLayout() } }
    /// Called with the item index when an item is tapped: pressed and released on it, the
    /// press kept within a tap's slop (`selectionRecognizer`), and not taken to scroll.
    public var onSelect: ((Int) -> Void)?
    /// The tap that selects, held any time (UIKit's rule: a touch that moves beyond the slop is
    /// no tap, so a sideways drag the scroll does not take selects nothing, nor does one that
    /// comes back).
    public let selectionRecognizer = TapGestureRecognizer(name: "grid selection")

    /// The view that holds the cells, as tall as the content; it takes no presses itself.
    public let contentView = View()
    private var itemCount = 0
    private var visibleCells: [Int: View] = [:]
    private var reusePool: [View] = []
    private var recycled: [Int] = []

    public override init(frame: Rect = .zero) {
        super.init(frame: frame)
        contentView.isUserInteractionEnabled = false
        addSubview(contentView)
        selectionRecognizer.maximumPressDuration = .infinity
        selectionRecognizer.addTarget { [weak self] r in self?.tapped(r as! TapGestureRecognizer) }
        addGestureRecognizer(selectionRecognizer)
    }

    /// Number of cell views that exist (visible plus pooled).
    public var cellCount: Int { visibleCells.count + reusePool.count }
    public var visibleIndices: [Int] { visibleCells.keys.sorted() }

    public func reloadData() {
        itemCount = max(0, dataSource?.numberOfItems(in: self) ?? 0)
        for i in visibleCells.keys.sorted() {
            guard let cell = visibleCells[i] else { continue }
            cell.isHidden = true
            reusePool.append(cell)
        }
        visibleCells.removeAll()
        keepOffsetWithinContent()
        setNeedsLayout()
    }

    public var columns: Int {
        let w = bounds.width - contentInsets.horizontal + spacing
        return max(1, Int((w / (itemSize.width + spacing)).rounded(.down)))
    }

    public override var contentSize: Size {
        let rows = (itemCount + columns - 1) / columns
        let h = contentInsets.vertical + Double(rows) * itemSize.height + Double(max(0, rows - 1)) * spacing
        return Size(width: bounds.width, height: h)
    }

    /// The frame of item `index` in content coordinates (before scrolling).
    public func frameForItem(at index: Int) -> Rect {
        let cols = columns
        let row = index / cols, col = index % cols
        let used = Double(cols) * itemSize.width + Double(cols - 1) * spacing
        let left = contentInsets.left + max(0, (bounds.width - contentInsets.horizontal - used) / 2)
        return Rect(
            x: left + Double(col) * (itemSize.width + spacing), y: contentInsets.top + Double(row) * (itemSize.height + spacing),
            width: itemSize.width, height: itemSize.height)
    }

    /// The item under a point in the grid's own coordinates (content coordinates), if any.
    public func indexForItem(at c: Point) -> Int? {
        let cols = columns
        let row = Int(((c.y - contentInsets.top) / (itemSize.height + spacing)).rounded(.down))
        guard row >= 0 else { return nil }
        for col in 0..<cols {
            let i = row * cols + col
            guard i < itemCount else { return nil }
            if frameForItem(at: i).contains(c) { return i }
        }
        return nil
    }

    /// The cell showing item `index`, if it is on screen.
    public func cellForItem(at index: Int) -> View? { visibleCells[index] }

    /// Scrolls the least distance that shows item `index` whole with the insets around it,
    /// animated on the bounce spring (from any speed the grid has) or at once.
    public func scrollToItem(at index: Int, animated: Bool) {
        guard index >= 0, index < itemCount else { return }
        let item = frameForItem(at: index)
        var y = contentOffset.y
        if item.minY - contentInsets.top < y {
            y = item.minY - contentInsets.top
        } else if item.maxY + contentInsets.bottom > y + bounds.height {
            y = item.maxY + contentInsets.bottom - bounds.height
        }
        setContentOffset(Point(x: 0, y: y), animated: animated)
    }

    public override func didScroll() { setNeedsLayout() }

    public override func layoutSubviews() {
        keepOffsetWithinContent()
        contentView.frame = Rect(x: 0, y: 0, width: bounds.width, height: max(bounds.height, contentSize.height))
        guard itemCount > 0, let dataSource else { return }
        let cols = columns
        let rowHeight = itemSize.height + spacing
        let top = contentOffset.y - contentInsets.top, bottom = contentOffset.y + bounds.height - contentInsets.top
        let firstRow = max(0, Int((top / rowHeight).rounded(.down)))
        let lastRow = max(firstRow, Int((bottom / rowHeight).rounded(.down)))
        let first = min(itemCount, firstRow * cols), last = min(itemCount, (lastRow + 1) * cols)

        recycled.removeAll(keepingCapacity: true)
        for (i, _) in visibleCells where i < first || i >= last { recycled.append(i) }
        // In item order: a dictionary's order changes from run to run, and which cell view
        // shows which item must not (a replay verifies the layer tree frame by frame).
        recycled.sort()
        for i in recycled {
            if let cell = visibleCells.removeValue(forKey: i) {
                cell.isHidden = true
                reusePool.append(cell)
            }
        }
        var i = first
        while i < last {
            if let cell = visibleCells[i] {
                cell.frame = frameForItem(at: i)
            } else {
                let cell = reusePool.popLast() ?? dataSource.makeCell(for: self)
                if cell.superview !== contentView { contentView.addSubview(cell) }
                cell.isHidden = false
                cell.frame = frameForItem(at: i)
                dataSource.grid(self, configure: cell, at: i)
                visibleCells[i] = cell
            }
            i += 1
        }
    }

    // MARK: Input

    /// A tap that did not catch the grid moving selects the item it began and ended on.
    private func tapped(_ tap: TapGestureRecognizer) {
        guard tap.state == .ended, !pressCaughtMotion, let index = indexForItem(at: tap.location(in: self)),
            indexForItem(at: tap.pressLocation(in: self)) == index
        else { return }
        onSelect?(index)
    }
}
