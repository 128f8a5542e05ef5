import Geometry
import Motion
import Navigation
import Views

/// The Photos demo's first page: every picture of the library as a square thumbnail in a
/// scrolling grid (2 pt gutters, as many columns as fit at about 100 to 130 pt, four at
/// least). Thumbnails are drawn as their cells come into view, a frame's budget at a time
/// (`PhotoThumbnailLoader`), the first screen whole at open. A click on a picture opens the
/// viewer on it (`openViewer(at:)`).
@MainActor
public final class PhotosViewController: ViewController, GridViewDataSource, ScrubbableTransition {
    public let images: PhotoImageCache
    let clock: Clock
    @_spi(Testing) public let grid = GridView()
    @_spi(Testing) public private(set) lazy var thumbnails = PhotoThumbnailLoader(images: images, grid: grid)
    /// The zoom of the viewer open (a presented page holds its transitioning delegate weakly).
    private(set) var zoom: ZoomTransition?

    /// `images` draws and keeps the pictures of its library, which the grid shows in order.
    public init(images: PhotoImageCache, clock: Clock) {
        self.images = images
        self.clock = clock
        super.init(title: "Photos")
    }

    public override func loadView() {
        grid.onSelect = { [unowned self] i in self.openViewer(at: i) }
        view = PhotosView(grid: grid, thumbnails: thumbnails)
        grid.dataSource = self
    }

    /// Opens the viewer on picture `index`. Ignored for an index outside the library, while
    /// a viewer is presented or a presentation runs, and while the scene's navigation
    /// transitions.
    public func openViewer(at index: Int) {
        guard images.library.photos.indices.contains(index), presentedViewController == nil,
            navigationController?.isTransitioning != true
        else { return }
        let viewer = PhotoViewerViewController(images: images, index: index, clock: clock)
        // It grows out of the cell it opened on and lands on the one it shows when it goes,
        // the grid scrolled to show that cell whole, the picture (not the black around it)
        // filling the cell, Done fading as the card forms.
        let zoom = ZoomTransition(clock: clock, sourceView: { [weak self, weak viewer] in
            guard let self, let viewer else { return nil }
            if viewer.presentationContext?.operation == .dismiss { self.reveal(item: viewer.currentIndex) }
            return self.cell(forItem: viewer.currentIndex)
        }, contentRect: { [weak viewer] _ in viewer?.pictureFrame ?? .zero }, chrome: { [weak viewer] _ in viewer?.chrome ?? [] })
        self.zoom = zoom
        viewer.zoom(with: zoom)
        present(viewer, animated: true)
    }

    /// The view showing picture `index`'s thumbnail, while its cell is on screen; nil
    /// otherwise (scrolled away, or outside the library). The viewer's zoom grows out of it
    /// and shrinks back into it (after `reveal(item:)`).
    public func cell(forItem index: Int) -> View? {
        grid.cellForItem(at: index)
    }

    /// Scrolls the grid at once (no animation, any coast stopped) the least distance that
    /// shows picture `index`'s cell whole, and draws the thumbnails of the cells that come
    /// into view, so `cell(forItem:)` has the picture to zoom back into when the viewer
    /// closes on another picture than it opened on. An index outside the library is ignored.
    public func reveal(item index: Int) {
        guard images.library.photos.indices.contains(index) else { return }
        _ = view
        view.layoutIfNeeded()
        grid.scrollToItem(at: index, animated: false)
        grid.layoutIfNeeded()
        thumbnails.drawWaitingNow()
    }

    /// Opens the picture in the middle of the screen under a percent driver.
    public func startScrubbedTransition() -> PercentDrivenInteractiveTransition? {
        let shown = grid.visibleIndices
        guard !shown.isEmpty else { return nil }
        return runInteractively(PercentDrivenInteractiveTransition()) { openViewer(at: shown[shown.count / 2]) }
    }

    // MARK: GridViewDataSource

    public func numberOfItems(in grid: GridView) -> Int { images.library.count }

    public func makeCell(for grid: GridView) -> View { ImageView(image: nil) }

    public func grid(_ grid: GridView, configure cell: View, at index: Int) {
        guard let thumbnail = cell as? ImageView else { return }
        thumbnails.show(index, in: thumbnail)
    }
}
