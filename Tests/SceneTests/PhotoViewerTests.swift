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

/// The Photos demo's viewer: pages that a sideways drag turns, only the current one and its
/// neighbours loaded, the information under each picture, Done and Escape.
@MainActor
@Suite struct PhotoViewerTests {
    /// The scene with the viewer open on picture `index`, settled.
    /// `renders`: with pixels (a stage drawn nowhere draws no pictures, only placeholders).
    static func open(_ index: Int, size: Size = Size(width: 800, height: 600), renders: Bool = false) throws -> (SceneRig, PhotoViewerViewController) {
        let rig = try SceneRig(scene: "photos", size: size, renders: renders)
        let photos = try PhotosGridTests.photos(rig)
        photos.reveal(item: index)
        photos.openViewer(at: index)
        rig.settle()
        rig.run(for: 0.2)
        return (rig, try #require(photos.presentedViewController as? PhotoViewerViewController))
    }

    static func pager(_ viewer: PhotoViewerViewController) throws -> PhotoPagerView {
        try #require((viewer.view as? PhotoViewerView)?.pager)
    }

    @Test func aSidewaysDragTurnsThePageAndSaysSo() throws {
        let (rig, viewer) = try Self.open(10)
        var changes: [Int] = []
        viewer.onIndexChange = { changes.append($0) }
        let pager = try Self.pager(viewer)
        #expect(pager.isPagingEnabled && pager.bounces && pager.loadedIndices == [9, 10, 11])
        // Left past half the width: the next picture.
        rig.drag(from: Point(x: 600, y: 300), to: Point(x: 150, y: 300), steps: 12, duration: 0.3)
        rig.run(for: 1)
        #expect(viewer.currentIndex == 11 && changes == [11] && pager.contentOffset.x == 11 * 800)
        #expect(pager.loadedIndices == [10, 11, 12] && pager.subviews.count == 3)
        #expect(viewer.currentPage?.photo?.index == 11 && viewer.currentPage?.hasPicture == true)
        // A short flick right: back to the first.
        rig.drag(from: Point(x: 300, y: 300), to: Point(x: 420, y: 300), steps: 4, duration: 0.05)
        rig.run(for: 1)
        #expect(viewer.currentIndex == 10 && changes == [11, 10] && pager.contentOffset.x == 10 * 800)
        // A short drag that is let go at rest stays.
        rig.drag(from: Point(x: 300, y: 300), to: Point(x: 400, y: 300), steps: 6, duration: 0.1, hold: 0.2)
        rig.run(for: 1)
        #expect(viewer.currentIndex == 10 && changes == [11, 10])
    }

    @Test func theFirstPictureBouncesBack() throws {
        let (rig, viewer) = try Self.open(0)
        let pager = try Self.pager(viewer)
        #expect(pager.loadedIndices == [0, 1])
        rig.drag(from: Point(x: 200, y: 300), to: Point(x: 700, y: 300), steps: 12, duration: 0.3, release: false)
        #expect(pager.contentOffset.x < 0 && pager.contentOffset.x > -250)  // rubber-banded
        rig.tick(0.004)
        rig.release(Point(x: 700, y: 300))
        rig.run(for: 1.5)
        #expect(viewer.currentIndex == 0 && pager.contentOffset.x == 0)
    }

    /// Neighbours get their pictures only once nothing moves: not during the presentation,
    /// then one a frame.
    @Test func neighboursAreDrawnAheadWhenStill() throws {
        let rig = try SceneRig(scene: "photos")
        let photos = try PhotosGridTests.photos(rig)
        photos.openViewer(at: 5)
        rig.tick(1.0 / 60)
        let viewer = try #require(photos.presentedViewController as? PhotoViewerViewController)
        let pager = try Self.pager(viewer)
        #expect(pager.page(at: 5)?.hasPicture == true)
        rig.run(for: 0.2)
        #expect(rig.shell.isTransitioning && pager.page(at: 4)?.hasPicture == false && pager.page(at: 6)?.hasPicture == false)
        func drawn() -> Int { [pager.page(at: 4), pager.page(at: 6)].compactMap { $0 }.filter(\.hasPicture).count }
        var before = drawn(), frames = 0
        while frames < 60 && before < 2 {
            rig.tick(1.0 / 60)
            #expect(drawn() - before <= 1 && (drawn() == 0 || !rig.shell.isTransitioning))
            before = drawn()
            frames += 1
        }
        #expect(pager.page(at: 4)?.hasPicture == true && pager.page(at: 6)?.hasPicture == true)
        #expect(photos.images.pictureCount == 3)
    }

    @Test func scrollingAPageUpShowsItsInformation() throws {
        let (rig, viewer) = try Self.open(17)
        let page = try #require(viewer.currentPage)
        let photo = try #require(page.photo)
        #expect(page.contentOffset.y == 0 && page.info.isHidden && page.contentHeight > 600)
        rig.drag(from: Point(x: 400, y: 500), to: Point(x: 400, y: 150), steps: 12, duration: 0.3, hold: 0.1)
        rig.run(for: 1.5)
        #expect(page.contentOffset.y == page.maxContentOffset.y && page.contentOffset.y > 100)
        #expect(!page.info.isHidden)
        let info = page.info.convert(page.info.bounds, to: nil)
        #expect(info.maxY <= 600.5 && info.minY < 600)
        let texts = labels(in: page.info).map(\.text)
        #expect(texts.contains(photo.title) && texts.contains(photo.caption))
        #expect(texts.contains { $0.contains(photo.family.name) && $0.contains(photo.light.name) })
        #expect(texts.contains { $0.hasPrefix(photo.aspect.name) && $0.contains("pt") })
        // The picture moved up with it.
        #expect(abs(viewer.pictureFrame.minY - (page.pictureFrame.minY - page.contentOffset.y)) < 1e-9)
        // Scrolled all the way, the information stays clear of the Done button, even in the smallest window.
        let (small, smallViewer) = try Self.open(17, size: Size(width: 320, height: 240))
        let smallPage = try #require(smallViewer.currentPage)
        smallPage.setContentOffset(Point(x: 0, y: smallPage.maxContentOffset.y))
        small.tick()
        let done = try #require((smallViewer.view as? PhotoViewerView)?.closeButton)
        let doneFrame = done.convert(done.bounds, to: nil)
        for label in labels(in: smallPage.info) where !label.isHidden {
            #expect(!label.convert(label.bounds, to: nil).intersects(doneFrame), "\(label.text)")
        }
    }

    private func labels(in view: View) -> [Label] {
        (view as? Label).map { [$0] } ?? view.subviews.flatMap { labels(in: $0) }
    }

    @Test func theDoneButtonAndEscapeCloseIt() throws {
        let (rig, viewer) = try Self.open(3)
        let done = try #require((viewer.view as? PhotoViewerView)?.closeButton)
        #expect(done.title == "Done")
        let f = done.convert(done.bounds, to: nil)
        #expect(f.minX >= 8 && f.minY >= 8 && f.maxY <= 60)
        rig.click(Point(x: f.midX, y: f.midY))
        rig.settle()
        let photos = try PhotosGridTests.photos(rig)
        #expect(photos.presentedViewController == nil && rig.shell.presentationContainers.isEmpty)
        #expect(rig.shell.sceneID == "photos" && rig.titles == ["Photos"])

        let (other, _) = try Self.open(3)
        other.key("escape")
        other.settle()
        #expect(try PhotosGridTests.photos(other).presentedViewController == nil && other.shell.presentationContainers.isEmpty)
        // A second Escape has nothing to close: it goes back to the catalogue, as the
        // scene's Demos button does.
        other.key("escape")
        other.settle()
        #expect(other.shell.sceneID == "catalogue")
    }

    /// The picture's frame is fitted whole to the window and centred, in whole points,
    /// the picture's shape, drawn one pixel to one pixel.
    @Test func thePictureFrameFitsTheWindow() throws {
        let (_, viewer) = try Self.open(7, size: Size(width: 1024, height: 768), renders: true)
        let photo = try #require(viewer.currentPage?.photo)
        let f = viewer.pictureFrame
        #expect(f.minX >= 0 && f.minY >= 0 && f.maxX <= 1024 && f.maxY <= 768)
        #expect(abs(f.midX - 512) <= 0.5 && abs(f.midY - 384) <= 0.5)
        #expect(f.width >= 1024 - 4 || f.height >= 768 - 4)
        #expect(abs(f.width / f.height - photo.aspectRatio) < 1e-9)
        #expect(f == f.integral)
        let image = try #require(viewer.currentPage?.pictureView.image)
        #expect(Double(image.width) == f.width && Double(image.height) == f.height)
        for aspect in PhotoAspect.allCases {
            for size in [Size(width: 320, height: 240), Size(width: 1920, height: 1080), Size(width: 600, height: 900)] {
                let r = PhotoPageView.pictureFrame(of: aspect, in: size)
                #expect(r == r.integral && r.maxX <= size.width && r.maxY <= size.height && abs(r.width / r.height - aspect.ratio) < 1e-9)
            }
        }
    }
}
