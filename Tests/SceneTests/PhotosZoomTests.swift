import Geometry
@_spi(Testing) import Navigation
import Testing
import Views
@_spi(Testing) import Scenes
@_spi(Testing) import DevTools
import DemoTesting
import SegueTesting

/// The Photos viewer's zoom: out of the cell clicked, back as a card onto the cell of the
/// picture it shows when it goes, the grid scrolled to show that cell whole.
@MainActor
@Suite struct PhotosZoomTests {
    func card(_ photos: PhotosViewController) -> ZoomCard? {
        photos.presentedViewController?.view.superview?.superview?.superview as? ZoomCard  // page, shape, clip, card
    }

    /// The viewer grows out of the cell: its first frame is the cell, transparent meanwhile.
    @Test func theViewerGrowsOutOfTheCellClicked() throws {
        let rig = try SceneRig(scene: "photos", size: Size(width: 800, height: 600))
        let photos = try PhotosGridTests.photos(rig)
        let cell = try #require(photos.cell(forItem: 9))
        let cellFrame = cell.convert(cell.bounds, to: nil)
        rig.click(cellFrame.center)
        let zoom = try #require(card(photos))
        #expect(zoom.shownClipFrame == cellFrame && cell.alpha == 0)
        rig.settle()
        #expect(photos.presentedViewController is PhotoViewerViewController && cell.alpha == 1)
    }

    /// Paged three pictures back from one whose row is near the top, the card lands on the
    /// cell of the picture shown: the grid scrolls to show it whole under the bar first, and
    /// the card's last frame is on it.
    @Test func aCardAfterPagingLandsOnTheCellOfThePictureShown() throws {
        let rig = try SceneRig(scene: "photos", size: Size(width: 800, height: 600))
        let photos = try PhotosGridTests.photos(rig)
        photos.grid.setContentOffset(Point(x: 0, y: 400))
        rig.tick()
        let first = try #require(photos.cell(forItem: 29))
        rig.click(first.convert(first.bounds, to: nil).center)
        rig.settle()
        let viewer = try #require(photos.presentedViewController as? PhotoViewerViewController)
        for _ in 0..<3 {
            rig.drag(from: Point(x: 200, y: 300), to: Point(x: 700, y: 300), steps: 10, duration: 0.2)
            rig.run(for: 0.8)
        }
        #expect(viewer.currentIndex == 26)
        rig.drag(from: Point(x: 400, y: 250), to: Point(x: 440, y: 480), steps: 12, duration: 0.3, release: false)
        // The grid was scrolled to show picture 26 whole below the bar.
        let target = try #require(photos.cell(forItem: 26))
        let landing = target.convert(target.bounds, to: nil)
        let grid = photos.grid.convert(photos.grid.bounds, to: nil)
        #expect(landing.minY >= grid.minY && landing.maxY <= grid.maxY, "\(landing) in \(grid)")
        let zoom = try #require(card(photos))
        #expect(zoom.sourceFrame == landing)
        rig.release(Point(x: 440, y: 480))
        var last: Rect?
        while photos.isPresentationTransitioning && rig.now < 30 {
            if let c = card(photos) { last = c.shownClipFrame.offsetBy(dx: c.offset.x, dy: c.offset.y) }
            rig.tick(1.0 / 60)
        }
        #expect(photos.presentedViewController == nil)
        let shown = try #require(last)
        #expect(abs(shown.minX - landing.minX) < 2 && abs(shown.minY - landing.minY) < 2 && abs(shown.width - landing.width) < 2, "\(shown) vs \(landing)")
    }
}

extension PhotosZoomTests {
    /// Closed with Escape, the zoom back is caught by a press on the card and held where it
    /// shows, the card and the progress both.
    @Test func aZoomOutInFlightIsCaughtWhereItShows() throws {
        let rig = try SceneRig(scene: "photos", size: Size(width: 800, height: 600))
        let photos = try PhotosGridTests.photos(rig)
        photos.openViewer(at: 9)
        rig.settle()
        rig.key("escape")
        rig.run(for: 0.15)
        let zoom = try #require(card(photos))
        let before = zoom.shownClipFrame.offsetBy(dx: zoom.offset.x, dy: zoom.offset.y)
        let progress = try #require(photos.presentationTransitionProgress)
        rig.press(before.center)
        rig.tick(1.0 / 60)
        rig.tick(1.0 / 60)
        let after = zoom.shownClipFrame.offsetBy(dx: zoom.offset.x, dy: zoom.offset.y)
        #expect(abs(after.minX - before.minX) < 0.5 && abs(after.minY - before.minY) < 0.5 && abs(after.width - before.width) < 0.5, "\(before) → \(after)")
        #expect(abs((photos.presentationTransitionProgress ?? -1) - progress) < 1e-6)
        rig.release(before.center)
        rig.settle()
    }
}
