/// Supplies a grid's items (UIKit's collection-view data source, reduced to what a grid needs).
@MainActor
public protocol GridViewDataSource: AnyObject {
    func numberOfItems(in grid: GridView) -> Int
    /// A new, empty cell; cells are reused for other items as the grid scrolls.
    func makeCell(for grid: GridView) -> View
    /// Fills `cell` for item `index`.
    func grid(_ grid: GridView, configure cell: View, at index: Int)
}
