import Geometry
import Navigation
import SegueTesting
@testable import Scenes
import Testing

/// The demos' pushes and pops held at 0, 0.25, 0.5, 0.75 and 1, against reference PNGs.
@MainActor
@Suite(.serialized) struct DemoTransitionRenderTests {
    nonisolated static let points: [Double] = [0, 0.25, 0.5, 0.75, 1]

    /// Holds the transition `driver` runs at `progress`, draws it and compares it.
    func check(_ rig: SceneHarness, holding driver: PercentDrivenInteractiveTransition, at progress: Double, _ name: String) throws {
        rig.tick()
        driver.update(progress)
        rig.tick()
        let image = try rig.render()
        if let result = try SceneRenderer.compare(image, reference: name) {
            #expect(result.matches, "\(name): \(result.summary)")
        }
    }

    /// The reveal, scrubbed as a pan does: the container paused and moved by its time offset.
    @Test(arguments: points)
    func logoRevealPush(progress: Double) throws {
        let rig = try SceneHarness.demo("logo-reveal")
        defer { rig.close() }
        let master = try #require(rig.nav.topViewController as? LogoRevealViewController)
        master.showList(interactive: true)
        try check(rig, holding: master.transition, at: progress, "logo-reveal-push-\(Int(progress * 100))")
    }

    @Test(arguments: points)
    func logoRevealPop(progress: Double) throws {
        let rig = try SceneHarness.demo("logo-reveal")
        defer { rig.close() }
        let master = try #require(rig.nav.topViewController as? LogoRevealViewController)
        master.showList(interactive: false)
        rig.settle()
        #expect(rig.nav.viewControllers.count == 2)
        rig.nav.interactionController = master.transition
        rig.nav.popViewController(animated: true)
        try check(rig, holding: master.transition, at: progress, "logo-reveal-pop-\(Int(progress * 100))")
    }

    /// The zoom out of the eighth contact's avatar, with the grid scrolled.
    @Test(arguments: points)
    func contactsPush(progress: Double) throws {
        let rig = try SceneHarness.demo("contacts")
        defer { rig.close() }
        let overview = try #require(rig.nav.topViewController as? ContactsOverviewViewController)
        overview.grid.setContentOffset(Point(x: 0, y: 90))
        rig.tick()
        let scrubbing = Scrubbing(try #require(rig.nav.delegate))
        rig.nav.delegate = scrubbing
        overview.open(7)
        try check(rig, holding: scrubbing.driver, at: progress, "contacts-push-\(Int(progress * 100))")
    }

    @Test(arguments: points)
    func contactsPop(progress: Double) throws {
        let rig = try SceneHarness.demo("contacts")
        defer { rig.close() }
        let overview = try #require(rig.nav.topViewController as? ContactsOverviewViewController)
        overview.grid.setContentOffset(Point(x: 0, y: 90))
        overview.open(7)
        rig.settle()
        #expect(rig.nav.viewControllers.count == 2)
        let scrubbing = Scrubbing(try #require(rig.nav.delegate))
        rig.nav.delegate = scrubbing
        rig.nav.popViewController(animated: true)
        try check(rig, holding: scrubbing.driver, at: progress, "contacts-pop-\(Int(progress * 100))")
    }

    /// Page 1 to page 2: both pages side by side, the landscape a parallax step behind.
    @Test(arguments: points)
    func sideBySidePush(progress: Double) throws {
        let rig = try SceneHarness.demo("side-by-side")
        defer { rig.close() }
        let first = try #require(rig.nav.topViewController as? SideBySidePageViewController)
        let driver = try #require(first.startScrubbedTransition())
        try check(rig, holding: driver, at: progress, "side-by-side-push-\(Int(progress * 100))")
    }

    /// Page 3 back to page 2 (the pop a drag scrubs).
    @Test(arguments: points)
    func sideBySidePop(progress: Double) throws {
        let rig = try SceneHarness.demo("side-by-side")
        defer { rig.close() }
        let nav = try #require(rig.nav as? SideBySideNavigationController)
        for _ in 0..<2 {
            try #require(nav.topViewController as? SideBySidePageViewController).buttonPressed()
            rig.settle()
        }
        #expect(nav.viewControllers.count == 3)
        let driver = PercentDrivenInteractiveTransition()
        nav.interactionController = driver
        nav.popViewController(animated: true)
        try check(rig, holding: driver, at: progress, "side-by-side-pop-\(Int(progress * 100))")
    }

    /// The detail page growing out of the icon, its text fading in.
    @Test(arguments: points)
    func modalZoomPresent(progress: Double) throws {
        let rig = try SceneHarness.demo("modal-zoom")
        defer { rig.close() }
        let root = try #require(rig.nav.topViewController as? ModalZoomViewController)
        let driver = try #require(root.startScrubbedTransition())
        try check(rig, holding: driver, at: progress, "modal-zoom-present-\(Int(progress * 100))")
    }

    /// The dismissal a drag down scrubs: the page shrinking back onto the icon.
    @Test(arguments: points)
    func modalZoomDismiss(progress: Double) throws {
        let rig = try SceneHarness.demo("modal-zoom")
        defer { rig.close() }
        let root = try #require(rig.nav.topViewController as? ModalZoomViewController)
        root.showDetail()
        rig.settle()
        let detail = try #require(root.presentedViewController)
        let driver = PercentDrivenInteractiveTransition()
        root.interactionController = driver
        detail.dismiss(animated: true, clock: root.clock)
        try check(rig, holding: driver, at: progress, "modal-zoom-dismiss-\(Int(progress * 100))")
    }
}
