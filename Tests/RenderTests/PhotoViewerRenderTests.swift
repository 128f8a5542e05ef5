import Geometry
import SegueTesting
import Testing
import Scenes
import DemoTesting
import Navigation
import SDLPlatform
import Views

/// The Photos viewer drawn headless against reference PNGs: a picture fitted to the window
/// on black under the Done button, and the same page scrolled up to its information.
/// Regenerate with `SEGUE_UPDATE_REFERENCES=1 swift test --filter RenderTests`, on purpose,
/// and look at them.
@MainActor
@Suite(.serialized) struct PhotoViewerRenderTests {
    @Test(arguments: [
        (7, Size(width: 1024, height: 768), 1.0, false, "photos-viewer"),
        (17, Size(width: 512, height: 384), 2.0, false, "photos-viewer@2x"),
        (17, Size(width: 1024, height: 768), 1.0, true, "photos-viewer-info"),
    ])
    func viewerMatchesItsReference(index: Int, size: Size, scale: Double, scrolled: Bool, name: String) throws {
        let rig = try SceneHarness(scene: "photos", size: size, renders: true, scale: scale, startTime: 1)
        defer { rig.close() }
        let photos = try #require(rig.nav.viewControllers.first as? PhotosViewController)
        photos.openViewer(at: index)
        rig.settle()
        rig.run(for: 0.2)  // the neighbours drawn ahead
        let viewer = try #require(photos.presentedViewController as? PhotoViewerViewController)
        if scrolled, let page = viewer.currentPage {
            page.setContentOffset(Point(x: 0, y: page.maxContentOffset.y))
            rig.tick()
        }
        let first = try rig.render()
        #expect(first.width == Int(size.width * scale) && first.height == Int(size.height * scale))
        if let result = try SceneRenderer.compare(first, reference: name) {
            #expect(result.matches, "\(name): \(result.summary)")
        }
        // Frames drawn from the raster cache look like the first, directly drawn one.
        var steady = first
        for _ in 0..<3 { steady = try rig.render() }
        let cached = ImageComparison(steady, first)
        #expect(cached.matches, "\(name) steady frame vs first frame: \(cached.summary)")
    }
}
