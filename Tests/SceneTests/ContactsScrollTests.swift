import Foundation
import Geometry
import Motion
import Runtime
import Sessions
import Testing
@_spi(Testing) import Scenes
@_spi(Testing) import DevTools
import DemoTesting
import Navigation
import SegueTesting
import Views

/// The Contacts grid flicked in the app's own frame step: it coasts on the animation clock
/// (so S slows it as it slows transitions), and a click on it while it moves only stops it.
@MainActor
@Suite struct ContactsScrollTests {
    func overview(_ rig: SceneRig) throws -> ContactsOverviewViewController {
        try #require(rig.nav.viewControllers.first as? ContactsOverviewViewController)
    }

    /// 150 pt up in 10 frames of 1/120 s (1800 pt/s), let go moving.
    func flick(_ rig: SceneRig) {
        rig.drag(from: Point(x: 400, y: 500), to: Point(x: 400, y: 350), steps: 10, duration: 10.0 / 120, release: false)
        rig.release(Point(x: 400, y: 350))
        rig.tick(1.0 / 60)
    }

    /// A scroll parameter set in the spec (the inspector, a loaded file, a replay) reaches
    /// the grid through the window as it is next dragged: the same flick at UIKit's fast
    /// rate (0.99) coasts a fifth as far as at the normal 0.998.
    @Test func theSpecsDecelerationRateReachesTheGrid() throws {
        func coast(_ rate: Double?) throws -> (rate: Double, travel: Double) {
            let rig = try SceneRig(scene: "contacts")
            let grid = try overview(rig).grid
            if let rate { rig.send(.parameter(SpecAssignment("scroll.deceleration-rate", .number(rate)), time: rig.now)) }
            flick(rig)
            let released = grid.contentOffset.y
            rig.run(for: 3)
            return (grid.decelerationRate, grid.contentOffset.y - released)
        }
        let normal = try coast(nil), fast = try coast(0.99)
        #expect(normal.rate == 0.998 && fast.rate == 0.99)
        #expect(fast.travel > 0 && fast.travel < normal.travel / 3, "\(fast.travel) vs \(normal.travel)")
    }

    @Test func aFlickCoastsOnTheAnimationClockAndSlowMotionSlowsIt() throws {
        let rig = try SceneRig(scene: "contacts")
        let grid = try overview(rig).grid
        flick(rig)
        let released = grid.contentOffset.y
        #expect(grid.isDecelerating && released > 100)
        rig.run(for: 0.25)
        let normal = grid.contentOffset.y - released

        let slow = try SceneRig(scene: "contacts")
        let slowGrid = try overview(slow).grid
        slow.key("s")
        flick(slow)
        #expect(slowGrid.contentOffset.y == released)
        slow.run(for: 0.25)
        let slowed = slowGrid.contentOffset.y - released
        // A quarter second of frames is a fortieth of a second of coasting: about an eighth as
        // far (the decay is steepest at the start).
        #expect(normal > 200 && slowed > 0 && slowed < normal / 5)
        slow.key("s")
        slow.run(for: 6)
        rig.run(for: 6)
        #expect(!slowGrid.isDecelerating && !grid.isDecelerating)
        #expect(slowGrid.contentOffset.y == grid.contentOffset.y)
    }

    @Test func aClickOnTheMovingGridStopsItAndOpensNothing() throws {
        let rig = try SceneRig(scene: "contacts")
        let grid = try overview(rig).grid
        flick(rig)
        rig.run(for: 0.2)
        let caught = grid.contentOffset.y
        // The middle of a cell on screen.
        let visible = grid.visibleIndices
        let item = grid.frameForItem(at: visible[visible.count / 2])
        let target = grid.convert(Point(x: item.midX, y: item.midY), to: nil)
        rig.click(target)
        rig.run(for: 0.5)
        #expect(rig.titles == ["Contacts"] && !grid.isDecelerating && grid.contentOffset.y == caught)
        // At rest, the same click opens the contact under it.
        rig.click(target)
        rig.settle()
        #expect(rig.titles.count == 2)
    }
}
