import Feel
import Geometry
import Motion
import Navigation
import Testing
import Views
@_spi(Testing) import Scenes
@_spi(Testing) import DevTools
import Host
import Compositor
import DemoTesting
import SegueTesting

/// The Sheets scene's tabs at 800x600: a click on a tab slides its page in (0.35 s), a
/// sideways swipe scrubs the switch to the neighbouring tab (progress = distance / 800,
/// decided by projecting 0.2 s of the release speed against half way), a press grabs a
/// switch in flight, and reduce motion makes it a cross-fade.
@MainActor
@Suite struct SheetsTabsTests {
    func tabs(_ rig: SceneRig) throws -> SheetsTabBarController {
        try #require(rig.nav.viewControllers.first as? SheetsTabBarController)
    }

    func centre(of view: View) -> Point {
        let f = view.convert(view.bounds, to: nil)
        return Point(x: f.midX, y: f.midY)
    }

    func shownX(_ vc: ViewController) -> Double { vc.view.layer.presentation.transform.tx }

    func placements(_ rig: SceneRig) -> LayerPlacements { LayerPlacements([rig.nav.view.layer]) }

    @Test func clickingATabSlidesItsPageIn() throws {
        let rig = try SceneRig(scene: "sheets")
        let t = try tabs(rig)
        rig.click(centre(of: t.tabBar.buttons[1]))
        rig.run(for: SheetsParameters.tabDuration.defaultNumber / 2)
        let arriving = t.viewControllers[1], leaving = t.viewControllers[0]
        #expect(t.isTransitioning && t.selectedIndex == 1)
        let x = shownX(arriving)
        #expect(x > 1 && x < 799 && abs(shownX(leaving) - (x - 800)) < 0.5, "arriving at \(x), leaving at \(shownX(leaving))")
        rig.settle()
        #expect(!t.isTransitioning && arriving.view.frame == t.containerView.bounds && arriving.view.transform == .identity)
        #expect(leaving.viewIfLoaded?.superview == nil && t.completedTransitionCount == 1)
        #expect(t.tabBar.buttons[1].titleLabel.textColor == TabBar.tint && t.tabBar.buttons[0].titleLabel.textColor == TabBar.ink)
    }

    /// The swipe follows the pointer (the pages move with it from the second step on, the
    /// pan's start distance included, as every drag that begins a transition does);
    /// let go still short of half way it springs back, flicked it switches, both ways.
    @Test func aSwipeScrubsTheSwitchAndItsSpeedDecides() throws {
        let rig = try SceneRig(scene: "sheets")
        let t = try tabs(rig)
        rig.drag(from: Point(x: 600, y: 300), to: Point(x: 360, y: 300), hold: 0.2, release: false)
        let moved = 240.0
        #expect(abs((rig.shell.transitionProgress ?? 0) - moved / 800) < 0.002)
        #expect(abs(shownX(t.viewControllers[1]) - (800 - moved)) < 0.5 && abs(shownX(t.viewControllers[0]) + moved) < 0.5)
        rig.release(Point(x: 360, y: 300))
        rig.settle()
        #expect(t.selectedIndex == 0 && t.cancelledTransitionCount == 1 && t.viewControllers[1].viewIfLoaded?.superview == nil)
        #expect(rig.nav.telemetry.lastRelease?.basis == .projectedPosition && rig.nav.telemetry.lastRelease?.outcome == .cancel)
        rig.drag(from: Point(x: 600, y: 300), to: Point(x: 450, y: 300), duration: 0.1)
        rig.settle()
        #expect(t.selectedIndex == 1 && t.completedTransitionCount == 1)
        // Right, back to the first tab.
        rig.drag(from: Point(x: 200, y: 300), to: Point(x: 350, y: 300), duration: 0.1)
        rig.settle()
        #expect(t.selectedIndex == 0 && t.completedTransitionCount == 2)
        // No tab to the left of the first: a swipe right there does nothing.
        rig.drag(from: Point(x: 200, y: 300), to: Point(x: 500, y: 300), duration: 0.1)
        rig.settle()
        #expect(t.selectedIndex == 0 && t.completedTransitionCount == 2 && t.cancelledTransitionCount == 1)
    }

    /// A press on the pages holds a switch in flight where it shows; a drag then moves it
    /// both ways (right takes a switch to a later tab back), and let go still it is decided.
    @Test func aPressGrabsASwitchInFlight() throws {
        let rig = try SceneRig(scene: "sheets")
        let t = try tabs(rig)
        rig.click(centre(of: t.tabBar.buttons[2]))
        rig.run(for: 0.08)
        #expect(t.isTransitioning)
        let at = Point(x: 400, y: 300)
        let frameBefore = placements(rig)
        rig.press(at)
        rig.tick(1.0 / 60)
        let jump = placements(rig).largestMove(since: frameBefore)
        #expect(jump <= 0.5, "the grab moved a layer \(jump) pt")
        let held = try #require(rig.shell.transitionProgress)
        rig.run(for: 0.2)
        #expect(abs((rig.shell.transitionProgress ?? -1) - held) < 1e-9)
        rig.move(Point(x: 480, y: 300))
        rig.tick(1.0 / 60)
        let back = try #require(rig.shell.transitionProgress)
        #expect(abs(back - (held - 80.0 / 800)) < 0.002, "held at \(held), then \(back)")
        rig.run(for: 0.2)
        rig.release(Point(x: 480, y: 300))
        rig.settle()
        #expect(t.selectedIndex == (back >= 0.5 ? 2 : 0) && !t.isTransitioning)
    }

    /// Resized mid-switch, both pages are laid out for the new width from that frame on.
    @Test func aResizeMidSwitchLaysBothPagesOutAgain() throws {
        let rig = try SceneRig(scene: "sheets")
        let t = try tabs(rig)
        rig.click(centre(of: t.tabBar.buttons[1]))
        rig.run(for: 0.1)
        let before = shownX(t.viewControllers[1]) / 800
        rig.window.resize(to: Size(width: 1000, height: 700))
        rig.tick()
        let arriving = t.viewControllers[1].view, leaving = t.viewControllers[0].view
        #expect(arriving.frame.size == t.containerView.bounds.size && leaving.frame.size == t.containerView.bounds.size)
        #expect(abs(shownX(t.viewControllers[1]) - shownX(t.viewControllers[0]) - 1000) < 0.5)
        #expect(shownX(t.viewControllers[1]) / 1000 <= before + 0.05)
        rig.settle()
        #expect(arriving.frame == t.containerView.bounds && t.containerView.bounds.width == 1000)
    }

    /// Under reduce motion the switch is a cross-fade in place.
    @Test func reduceMotionCrossFadesTheTabs() throws {
        let rig = try SceneRig(scene: "sheets")
        let t = try tabs(rig)
        rig.key("r")
        rig.click(centre(of: t.tabBar.buttons[1]))
        rig.run(for: SheetsParameters.tabDuration.defaultNumber / 2)
        let arriving = t.viewControllers[1].view
        #expect(arriving.layer.presentation.transform == .identity && t.viewControllers[0].view.layer.presentation.transform == .identity)
        let opacity = arriving.layer.presentation.opacity
        #expect(opacity > 0.1 && opacity < 0.9)
        rig.settle()
        #expect(arriving.alpha == 1 && t.selectedIndex == 1)
    }
}
