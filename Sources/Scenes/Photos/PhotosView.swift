import Geometry
import Views

/// The photo grid's page: the grid filling it, its cells sized for the page's width
/// (`PhotoGridLayout`) and its thumbnails for the window's pixels. Neither it nor the grid
/// fills a background: the gutters show the app's, which the frame is cleared to, so a
/// frame fills the screen once rather than three times under opaque thumbnails (at 4K,
/// fills were half of a coasting frame).
@MainActor
final class PhotosView: View {
    let grid: GridView
    let thumbnails: PhotoThumbnailLoader
    private(set) var gridLayout = PhotoGridLayout(width: 0)

    init(grid: GridView, thumbnails: PhotoThumbnailLoader) {
        self.grid = grid
        self.thumbnails = thumbnails
        super.init()
        addSubview(grid)
    }

    override func layoutSubviews() {
        let layout = PhotoGridLayout(width: bounds.width)
        if layout != gridLayout {
            gridLayout = layout
            grid.itemSize = Size(width: layout.cellSide, height: layout.cellSide)
            grid.spacing = PhotoGridLayout.gutter
            grid.contentInsets = layout.insets
        }
        // Before the grid lays its cells out, so they are drawn at the pixels they show at.
        thumbnails.side = layout.thumbnailSide(scale: window?.pixelScale ?? 1)
        grid.frame = bounds
    }
}
