import Views

/// The overview's view: the grid, filling it.
@MainActor
final class ContactsOverviewView: View {
    let grid: GridView
    init(grid: GridView) {
        self.grid = grid
        super.init()
        backgroundColor = Theme.background
        addSubview(grid)
    }
    override func layoutSubviews() { grid.frame = bounds }
}
