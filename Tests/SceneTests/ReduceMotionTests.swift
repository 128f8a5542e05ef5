import Geometry
import Motion
import Navigation
import Runtime
import SegueTesting
import Testing
import Views
@_spi(Testing) import Scenes
@_spi(Testing) import DevTools
import DemoTesting
import Host
import Compositor

/// Reduce motion (R, --reduce-motion): every scene's zoom or slide becomes a cross-fade of
/// the same duration, in place; a drag scrubs it; nothing flies; the parallax stays; springs
/// settle without overshoot.
@MainActor
@Suite struct ReduceMotionTests {
    /// The page that moves in the scene's first transition, as it shows.
    func movingPage(_ rig: SceneRig) -> View? {
        rig.nav.topViewController?.presentedViewController?.viewIfLoaded ?? rig.nav.transitionContext?.movingViewController.viewIfLoaded
    }

    /// Half way through each scene's first transition (scrubbed), the arriving page sits
    /// at its final frame, untransformed, half faded in.
    @Test(arguments: ["logo-reveal", "contacts", "side-by-side", "modal-zoom", "photos", "sheets"])
    func theFirstTransitionIsACrossFadeInPlace(scene: String) throws {
        let rig = try SceneRig(scene: scene)
        defer { rig.close() }
        rig.key("r")
        #expect(rig.driver.spec.reducesMotion)
        let driver = try #require(rig.shell.startScrubbedTransition())
        driver.update(0.5)
        rig.tick()
        let page = try #require(movingPage(rig))
        let shown = page.layer.presentation
        #expect(abs(shown.opacity - 0.5) < 1e-6, "\(scene): opacity \(shown.opacity)")
        #expect(shown.transform == .identity && page.frame == page.superview?.bounds, "\(scene): moved")
        #expect(rig.nav.transitionContext?.sharedElements.isEmpty ?? true)
        driver.finish()
        rig.settle()
        #expect(page.layer.presentation.opacity == 1 && page.alpha == 1)
    }

    /// The cross-fade lasts what the zoom would have: Contacts' show, 0.3 s.
    @Test func theCrossFadeLastsTheAnimatorsDuration() throws {
        let rig = try SceneRig(scene: "contacts")
        defer { rig.close() }
        rig.key("r")
        let overview = try #require(rig.nav.topViewController as? ContactsOverviewViewController)
        overview.open(4)
        rig.tick()
        rig.run(for: 0.27)
        #expect(rig.shell.isTransitioning)
        let page = try #require(rig.nav.topViewController?.view)
        #expect(page.layer.presentation.opacity > 0.8 && page.layer.presentation.opacity < 1)
        rig.run(for: 0.05)
        #expect(!rig.shell.isTransitioning && rig.titles.count == 2)
    }

    /// Contacts' pan scrubs the cross-fade of the pop: the page leaving fades as the
    /// pointer moves right, and letting go moving right finishes.
    @Test func aDragScrubsTheCrossFade() throws {
        let rig = try SceneRig(scene: "contacts")
        defer { rig.close() }
        try #require(rig.openNextPage())
        rig.key("r")
        let page = try #require(rig.nav.topViewController?.view)
        let w = rig.window.bounds.width, y = rig.window.bounds.midY
        rig.drag(from: Point(x: 100, y: y), to: Point(x: 100 + w * 0.4, y: y), steps: 12, duration: 0.3, release: false)
        rig.tick()  // the frame that shows the last move
        let p = try #require(rig.nav.transitionProgress)
        #expect(abs(page.layer.presentation.opacity - (1 - p)) < 1e-6 && p > 0.3, "opacity \(page.layer.presentation.opacity), progress \(p)")
        #expect(page.layer.presentation.transform == .identity && page.frame == rig.nav.containerView.bounds)
        rig.drag(from: Point(x: 100 + w * 0.4, y: y), to: Point(x: 100 + w * 0.5, y: y), steps: 3, duration: 0.05)
        rig.settle()
        #expect(rig.titles.count == 1)
    }

    /// Side by side's background stays where it is while the pages cross-fade.
    @Test func theParallaxStops() throws {
        let rig = try SceneRig(scene: "side-by-side")
        defer { rig.close() }
        rig.key("r")
        let nav = try #require(rig.nav as? SideBySideNavigationController)
        let before = nav.background.presentedOffset
        let driver = try #require(rig.shell.startScrubbedTransition())
        driver.update(0.6)
        rig.tick()
        #expect(nav.background.presentedOffset == before)
        driver.finish()
        rig.settle()
    }

    /// R again turns it off: the next transition zooms.
    @Test func rTurnsItOffAgain() throws {
        let rig = try SceneRig(scene: "contacts")
        defer { rig.close() }
        rig.key("r")
        rig.key("r")
        #expect(!rig.driver.spec.reducesMotion)
        let driver = try #require(rig.shell.startScrubbedTransition())
        driver.update(0.5)
        rig.tick()
        #expect(rig.nav.transitionContext?.sharedElements.count == 1)
        let page = try #require(rig.nav.topViewController?.view)
        #expect(page.layer.presentation.bounds.width < rig.nav.containerView.bounds.width - 1)
        driver.finish()
        rig.settle()
    }

    /// Springs are read at least critically damped: the drawer's 0.82 becomes 1.
    @Test func springsSettleWithoutOvershoot() throws {
        var spec = TransitionSpec(catalogue: SceneRegistry.catalogue)
        #expect(spec.spring(ContactsParameters.drawerSpring).dampingRatio == 0.82)
        spec.reducesMotion = true
        #expect(spec.spring(ContactsParameters.drawerSpring) == SpringSpec(duration: 0.45, dampingRatio: 1))
        try spec.set("contacts.drawer.spring", to: .spring(SpringSpec(duration: 0.5, dampingRatio: 1.4)))
        #expect(spec.spring(ContactsParameters.drawerSpring).dampingRatio == 1.4)  // more damped stays
    }
}
