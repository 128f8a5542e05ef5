import Geometry
import Navigation
import SegueTesting
import Testing
import Scenes
import DemoTesting
import Views

/// The demos' pushes, pops, presentations and dismissals held at 0, 0.25, 0.5, 0.75 and 1,
/// against reference PNGs named after the transition and the percentage.
@MainActor
@Suite(.serialized) struct DemoTransitionRenderTests {
    nonisolated static let transitions: [DemoTransition] = [
        .logoRevealPush, .logoRevealPop, .contactsPush, .contactsPop,
        .sideBySidePush, .sideBySidePop, .modalZoomPresent, .modalZoomDismiss, .photosZoomIn, .photosZoomOut,
    ]

    @Test(arguments: transitions, [0, 0.25, 0.5, 0.75, 1])
    func heldFrame(_ transition: DemoTransition, progress: Double) throws {
        let (rig, driver) = try transition.begin()
        defer { rig.close() }
        DemoTransition.hold(rig, driver, at: progress)
        let name = "\(transition.rawValue)-\(Int(progress * 100))"
        if let result = try SceneRenderer.compare(try rig.render(), reference: name) {
            #expect(result.matches, "\(name): \(result.summary)")
        }
    }

    /// The Photos viewer held by the hand as a card: pressed high in the middle and dragged
    /// down and a little left (mostly down, or the pager would take it sideways) a quarter,
    /// half and three quarters of the window's height, the point pressed under the pointer
    /// as the card shrinks.
    @Test(arguments: [0.25, 0.5, 0.75])
    func photosCardHeld(progress: Double) throws {
        let rig = try SceneHarness.demo("photos")
        defer { rig.close() }
        let root = try #require(rig.nav.topViewController as? PhotosViewController)
        root.openViewer(at: 6)
        rig.settle()
        let size = rig.window.bounds.size, from = Point(x: size.width / 2, y: size.height * 0.2)
        let distance = progress * size.height
        let to = Point(x: from.x - 0.45 * distance, y: from.y + 0.89 * distance)
        rig.drag(from: from, to: to, steps: 12, duration: 0.4, hold: 0.1, release: false)
        rig.tick(1.0 / 60)
        let name = "photos-card-\(Int(progress * 100))"
        if let result = try SceneRenderer.compare(try rig.render(), reference: name) {
            #expect(result.matches, "\(name): \(result.summary)")
        }
    }
}
