import Geometry
import Views

/// The photo grid's page: the grid filling it, its cells sized for the page's width
/// (`PhotoGridLayout`) and its thumbnails for the window's pixels. The page is opaque, in the
/// app's background: a still page can then be cached whole and drawn as one copy (dimmed
/// under a zoom's card in one pass, not thumbnail by thumbnail). The fill costs only the
/// gutters: the software renderer holds a fill that opaque copies mostly hide and fills
/// only what they leave (`DeferredFills`).
@MainActor
final class PhotosView: View {
    let grid: GridView
    let thumbnails: PhotoThumbnailLoader
    private(set) var gridLayout = PhotoGridLayout(width: 0)

    init(grid: GridView, thumbnails: PhotoThumbnailLoader) {
        self.grid = grid
        self.thumbnails = thumbnails
        super.init()
        backgroundColor = Theme.background
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
