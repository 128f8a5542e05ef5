import Geometry
import Views
import Compositor

/// A grid data source for the benchmark: numbered tiles in rotating colours.
@MainActor
final class BenchGridSource: GridViewDataSource {
    let count: Int
    private let palette = [0xEF4444, 0xF59E0B, 0x10B981, 0x3B82F6, 0x8B5CF6, 0xEC4899].map { Color(hex: UInt32($0)) }

    init(count: Int) { self.count = count }

    func numberOfItems(in grid: GridView) -> Int { count }

    func makeCell(for grid: GridView) -> View {
        let cell = View()
        cell.cornerRadius = 16
        let label = Label(text: "", font: .bold(18), color: .white, alignment: .center)
        cell.addSubview(label)
        return cell
    }

    func grid(_ grid: GridView, configure cell: View, at index: Int) {
        cell.backgroundColor = palette[index % palette.count]
        if let label = cell.subviews.first as? Label {
            label.frame = cell.bounds
            label.text = "\(index % 100)"
        }
    }
}
