import CSDL2
import Foundation
import Geometry
import Runtime
import Testing
import Views
import Scenes
import DemoTesting
import Navigation
import SegueTesting
import Sessions

/// A pinch on the Photos viewer takes the picture back as a card, whichever way the two
/// fingers lie, on a page that scrolls (its information below the picture): the page's
/// vertical scroll and the pager's sideways one are pans of one axis, and a pinch is no drag.
/// Fingers come as SDL's finger events through the app's event pump.
@MainActor
@Suite struct PhotosPinchTests {
    enum Orientation: String, CaseIterable {
        case vertical, horizontal, diagonal, antidiagonal

        /// The unit vector from the centre to the first finger.
        var direction: Point {
            let r = 0.5.squareRoot()
            switch self {
            case .vertical: return Point(x: 0, y: -1)
            case .horizontal: return Point(x: -1, y: 0)
            case .diagonal: return Point(x: -r, y: -r)
            case .antidiagonal: return Point(x: r, y: -r)
            }
        }
    }

    /// Two fingers either side of `centre` along `o`, `radius` from it.
    static func fingers(_ o: Orientation, _ centre: Point, _ radius: Double) -> [Point] {
        let d = o.direction
        return [Point(x: centre.x + d.x * radius, y: centre.y + d.y * radius), Point(x: centre.x - d.x * radius, y: centre.y - d.y * radius)]
    }

    @Test(arguments: Orientation.allCases)
    func aPinchInTakesThePictureBackAsACard(_ o: Orientation) throws {
        let (rig, viewer) = try PhotoViewerTests.open(10)
        let photos = try PhotosGridTests.photos(rig)
        let page = try #require(viewer.currentPage)
        #expect(page.canScrollVertically, "the page's scroll is live")
        let screen = try SDLTouchScreen(rig)
        let centre = Point(x: 400, y: 300)
        screen.gesture([1, 2], from: Self.fingers(o, centre, 160), to: Self.fingers(o, centre, 60), lift: false)
        // 160 pt to 60: a scale of 0.375, less what it takes to begin.
        let progress = try #require(photos.presentationTransitionProgress, "\(o): no dismissal")
        #expect(progress > 0.4 && progress < 0.7, "\(o): \(progress)")
        #expect(page.contentOffset == .zero && !page.isDragging, "\(o): the page scrolled")
        rig.tick(1.0 / 60)
        for (id, p) in zip([Int64(1), 2], Self.fingers(o, centre, 60)) { screen.finger(SDL_FINGERUP, id, at: p) }
        screen.deliver()
        rig.settle()
        #expect(photos.presentedViewController == nil, "\(o): the viewer stayed")
    }

    /// A trackpad's pinch in (SDL's multi-gesture), the mouse over the picture: the same card.
    @Test func aTrackpadPinchTakesThePictureBackAsACard() throws {
        let (rig, viewer) = try PhotoViewerTests.open(10)
        let photos = try PhotosGridTests.photos(rig)
        let page = try #require(viewer.currentPage)
        let screen = try SDLTouchScreen(rig)
        screen.mouse(to: Point(x: 350, y: 300))
        screen.deliver()
        rig.run(frames: 20) {
            // Each finger 0.005 nearer the centroid: the pointers' spread closes 1 pt each
            // time, 40 pt of 100 in all (a scale of 0.6).
            screen.multiGesture(dDist: -0.005)
            screen.multiGesture(dDist: -0.005)
            screen.deliver()
        }
        let progress = try #require(photos.presentationTransitionProgress, "no dismissal")
        #expect(progress > 0.3, "\(progress)")
        #expect(page.contentOffset == .zero && !page.isDragging)
        // The fingers lift: the pump ends the pinch once they have been still a while.
        rig.run(frames: 10) { screen.deliver() }
        rig.settle()
        #expect(photos.presentedViewController == nil)
    }

    /// A finger's tap opening the viewer and a pinch taking it back, recorded from SDL's
    /// events as `segue --record` records them, replay frame for frame (`--verify`).
    @Test func aRecordedTouchSessionReplaysFrameForFrame() throws {
        let rig = try SceneRig(scene: "photos", startTime: 0)
        let photos = try PhotosGridTests.photos(rig)
        let path = FileManager.default.temporaryDirectory.appendingPathComponent("segue-touch-\(getpid())-\(UInt64(Date().timeIntervalSince1970 * 1e6)).jsonl").path
        defer { unlink(path) }
        let screen = try SDLTouchScreen(rig, recording: path)
        let cell = try PhotosGridTests.cellFrame(photos, 9).center
        screen.gesture([5], from: [cell], to: [Point(x: cell.x + 3, y: cell.y + 2)], frames: 3)
        screen.settle()
        #expect(photos.presentedViewController is PhotoViewerViewController)
        let centre = Point(x: 400, y: 300)
        screen.gesture([6, 7], from: Self.fingers(.horizontal, centre, 160), to: Self.fingers(.horizontal, centre, 60))
        screen.settle()
        screen.finish()
        #expect(photos.presentedViewController == nil && photos.completedPresentationTransitions == 2)
        let text = try String(contentsOfFile: path, encoding: .utf8)
        #expect(text.contains("\"source\":\"touch\"") && text.contains("\"id\":2,"), "two fingers recorded as touches")
        var options = ReplayOptions(file: path, app: DemoApp.repository)
        options.headless = true
        options.noRender = true
        options.verify = true
        var said: [String] = []
        let run = Replay(options, report: { said.append($0) }).run()
        #expect(run.code == 0, "\(said)")
        #expect(run.summary?.presented == nil && run.summary?.completedTransitions == 2)
    }

    /// Two fingers dragged up together are a drag: the page scrolls to the information.
    @Test func twoFingersDraggedUpScrollThePage() throws {
        let (rig, viewer) = try PhotoViewerTests.open(10)
        let photos = try PhotosGridTests.photos(rig)
        let page = try #require(viewer.currentPage)
        let screen = try SDLTouchScreen(rig)
        screen.gesture([1, 2], from: [Point(x: 350, y: 450), Point(x: 450, y: 450)], to: [Point(x: 350, y: 250), Point(x: 450, y: 250)])
        #expect(page.contentOffset.y > 150 && photos.presentationTransitionProgress == nil)
        #expect(photos.presentedViewController === viewer)
    }
}
