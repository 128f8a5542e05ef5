import Geometry
import Navigation
import Testing
import Views
@_spi(Testing) import Scenes
@_spi(Testing) import DevTools
import Host
import Compositor
import DemoTesting
import SegueTesting

/// The Photos demo's grid: every picture in square cells, thumbnails drawn as cells come
/// into view within a frame's budget, a click that opens the viewer, and what the viewer's
/// zoom needs from it (`cell(forItem:)`, `reveal(item:)`).
@MainActor
@Suite struct PhotosGridTests {
    static func photos(_ rig: SceneRig) throws -> PhotosViewController {
        try #require(rig.nav.viewControllers.first as? PhotosViewController)
    }

    /// Where item `index`'s cell shows, in window points.
    static func cellFrame(_ photos: PhotosViewController, _ index: Int) throws -> Rect {
        let cell = try #require(photos.cell(forItem: index))
        return cell.convert(cell.bounds, to: nil)
    }

    @Test func theLayoutFitsCellsOfAbout100To130PointsWithEvenGutters() {
        var width = 320.0
        while width <= 3840 {
            let layout = PhotoGridLayout(width: width)
            let n = Double(layout.columns)
            #expect(layout.columns >= 4)
            #expect(layout.cellSide == layout.cellSide.rounded() && layout.insets.left == layout.insets.left.rounded())
            #expect(layout.insets.left + n * layout.cellSide + (n - 1) * PhotoGridLayout.gutter + layout.insets.right == width.rounded(.down))
            #expect(abs(layout.insets.left - layout.insets.right) <= 1)
            if width >= 410 { #expect(layout.cellSide >= 100 && layout.cellSide <= 130, "\(width): \(layout.cellSide)") }
            // The grid counts the same columns from the sizes it is given.
            let grid = GridView(frame: Rect(x: 0, y: 0, width: width, height: 600))
            grid.itemSize = Size(width: layout.cellSide, height: layout.cellSide)
            grid.spacing = PhotoGridLayout.gutter
            grid.contentInsets = layout.insets
            #expect(grid.columns == layout.columns, "\(width)")
            width += 37
        }
        #expect(PhotoGridLayout(width: 1024).thumbnailSide(scale: 2) == 2 * Int(PhotoGridLayout(width: 1024).cellSide))
    }

    /// 240 pictures; the first screen has every thumbnail at open, drawn at the cell's size
    /// in pixels, and its cells sit 2 pt apart in whole points.
    @Test func theGridShowsEveryPictureAndTheFirstScreenIsReadyAtOpen() throws {
        let rig = try SceneRig(scene: "photos", size: Size(width: 1024, height: 768), renders: true, scale: 2)
        defer { rig.close() }
        let photos = try Self.photos(rig)
        #expect(photos.grid.dataSource?.numberOfItems(in: photos.grid) == 240)
        #expect(rig.nav.navigationBar.title == "Photos")
        let shown = photos.grid.visibleIndices
        #expect(shown.first == 0 && shown.count >= 40)
        let side = photos.grid.itemSize.width
        #expect(side >= 100 && side <= 130 && photos.grid.itemSize.height == side && photos.grid.columns == 8)
        for i in shown {
            let cell = try #require(photos.cell(forItem: i) as? ImageView)
            let image = try #require(cell.image, "item \(i) has no thumbnail at open")
            #expect(image.width == Int(side) * 2 && image.height == Int(side) * 2)
        }
        let a = try Self.cellFrame(photos, 0), b = try Self.cellFrame(photos, 1), below = try Self.cellFrame(photos, 8)
        #expect(b.minX - a.maxX == 2 && below.minY - a.maxY == 2 && a.minX == a.minX.rounded() && a.minY == a.minY.rounded())
    }

    @Test func aFlickCoasts() throws {
        let rig = try SceneRig(scene: "photos")
        let grid = try Self.photos(rig).grid
        rig.drag(from: Point(x: 400, y: 500), to: Point(x: 400, y: 350), steps: 10, duration: 10.0 / 120, release: false)
        rig.release(Point(x: 400, y: 350))
        rig.tick(1.0 / 60)
        let released = grid.contentOffset.y
        #expect(grid.isDecelerating && released > 100)
        rig.run(for: 0.5)
        #expect(grid.contentOffset.y > released + 200)
        rig.run(for: 6)
        #expect(!grid.isDecelerating && grid.contentOffset.y > released + 400)
    }

    /// A jump to the end shows cells that wait for their thumbnails under their pictures'
    /// mean colour, which come a frame's budget at a time, and all of them within a few frames.
    @Test func thumbnailsComeAsCellsShowWithinAFramesBudget() throws {
        let rig = try SceneRig(scene: "photos", size: Size(width: 1024, height: 768), renders: true, scale: 2)
        defer { rig.close() }
        let photos = try Self.photos(rig)
        let grid = photos.grid
        let side = Int(grid.itemSize.width) * 2
        let perFrame = PhotoThumbnailLoader.pixelsPerFrame / (side * side + PhotoThumbnailLoader.pixelsPerThumbnail) + 1
        let held = photos.images.thumbnailCount
        grid.setContentOffset(Point(x: 0, y: grid.maxContentOffset.y))
        rig.tick(1.0 / 60)
        let shown = grid.visibleIndices
        #expect(shown.last == 239)
        var drawn = photos.images.thumbnailCount - held
        #expect(drawn <= perFrame && shown.contains { photos.thumbnails.isWaiting($0) })
        for i in shown where photos.thumbnails.isWaiting(i) {
            let cell = try #require(photos.cell(forItem: i) as? ImageView)
            #expect(cell.image == nil && cell.backgroundColor.alpha == 1 && cell.backgroundColor != .white)
        }
        var frames = 1
        while shown.contains(where: { photos.thumbnails.isWaiting($0) }) && frames < 60 {
            rig.tick(1.0 / 60)
            let now = photos.images.thumbnailCount - held
            #expect(now - drawn <= perFrame)
            drawn = now
            frames += 1
        }
        #expect(frames < 20 && shown.allSatisfy { (photos.cell(forItem: $0) as? ImageView)?.image != nil })
    }

    @Test func aClickOpensTheViewerOnThatPicture() throws {
        let rig = try SceneRig(scene: "photos")
        let photos = try Self.photos(rig)
        let f = try Self.cellFrame(photos, 13)
        rig.click(Point(x: f.midX, y: f.midY))
        rig.settle()
        let viewer = try #require(photos.presentedViewController as? PhotoViewerViewController)
        #expect(viewer.currentIndex == 13 && viewer.currentPage?.photo?.index == 13 && viewer.currentPage?.hasPicture == true)
        #expect(rig.shell.presentationContainers.count == 1 && viewer.view.frame == rig.window.bounds)
        // Out of the library, or while the viewer is up: nothing more opens.
        photos.openViewer(at: 240)
        photos.openViewer(at: 5)
        #expect(photos.presentedViewController === viewer && rig.shell.presentationContainers.count == 1)
    }

    @Test func revealBringsAPictureFullyOnScreenWithItsThumbnail() throws {
        let rig = try SceneRig(scene: "photos")
        let photos = try Self.photos(rig)
        #expect(photos.cell(forItem: 200) == nil)
        photos.reveal(item: 200)
        let frame = try Self.cellFrame(photos, 200)
        let visible = photos.grid.convert(photos.grid.bounds, to: nil)
        #expect(visible.contains(frame) && frame.maxY <= visible.maxY - PhotoGridLayout.gutter)
        #expect((photos.cell(forItem: 200) as? ImageView)?.image != nil && !photos.grid.isDecelerating)
        // Back up to the first: the least distance, so the first row shows at the top.
        photos.reveal(item: 0)
        #expect(photos.grid.contentOffset.y == 0 && (photos.cell(forItem: 0) as? ImageView)?.image != nil)
        photos.reveal(item: -1)
        photos.reveal(item: 240)
        #expect(photos.grid.contentOffset.y == 0)
    }
}
