import Geometry
import Navigation
import Testing
@_spi(Testing) import Scenes
@_spi(Testing) import DevTools
import Compositor
import DemoTesting
import SegueTesting
import Views

@MainActor
@Suite struct SideBySideTests {
    func controller(_ rig: SceneRig) throws -> SideBySideNavigationController {
        try #require(rig.nav as? SideBySideNavigationController)
    }

    func page(_ rig: SceneRig) throws -> SideBySidePageViewController {
        try #require(rig.nav.topViewController as? SideBySidePageViewController)
    }

    /// Pushes the next page without interaction and lets it finish.
    func push(_ rig: SceneRig) throws {
        try page(rig).buttonPressed()
        rig.settle()
    }

    @Test func theBackgroundOffsetFollowsDepthAndProgress() {
        #expect(ParallaxGeometry.offset(depth: 0, width: 800) == 0)
        #expect(ParallaxGeometry.offset(depth: 1, width: 800) == -240)
        #expect(ParallaxGeometry.depth(from: 1, to: 2, progress: 0.25) == 1.25)
        #expect(ParallaxGeometry.depth(from: 2, to: 1, progress: 0.25) == 1.75)
        #expect(ParallaxGeometry.depth(from: 2, to: 0, progress: 0.5) == 1)
        #expect(ParallaxGeometry.depth(from: 0, to: 1, progress: 7) == 1)
        #expect(ParallaxGeometry.offset(depth: ParallaxGeometry.depth(from: 1, to: 2, progress: 0.5), width: 1000) == -450)
        // The image covers the window at every depth it shows.
        for size in [Size(width: 800, height: 600), Size(width: 2400, height: 500), Size(width: 500, height: 1400)] {
            let cover = ParallaxGeometry.coverSize(image: Size(width: 1800, height: 600), in: size)
            #expect(cover.height >= size.height)
            #expect(cover.width + ParallaxGeometry.offset(depth: ParallaxGeometry.maxDepth, width: size.width) >= size.width)
            #expect(abs(cover.width / cover.height - 3) < 0.01)
        }
    }

    /// Held half-way through a push, both pages are half a width along and the background
    /// half a step; at the end the new page fills the container.
    @Test func aPushMovesBothPagesAndTheBackgroundTogether() throws {
        let rig = try SceneRig(scene: "side-by-side")
        let nav = try controller(rig)
        let first = try page(rig)
        #expect(nav.navigationBar.isTransparent && nav.containerView.frame.minY == 0)
        let driver = try #require(first.startScrubbedTransition())
        driver.update(0.5)
        rig.tick()
        let second = try page(rig)
        #expect(abs(first.view.layer.presentation.transform.tx + 400) < 0.5)
        #expect(abs(second.view.layer.presentation.transform.tx - 400) < 0.5)
        #expect(abs(nav.background.presentedOffset - ParallaxGeometry.offset(depth: 0.5, width: 800)) < 1)
        driver.finish()
        rig.settle()
        #expect(rig.titles == ["One", "Two"])
        #expect(second.view.frame == nav.containerView.bounds && second.view.transform == .identity)
        #expect(nav.background.presentedOffset == -240)
    }

    @Test func thePagesAreClearOverTheSharedBackground() throws {
        let rig = try SceneRig(scene: "side-by-side")
        let nav = try controller(rig)
        #expect(try page(rig).view.backgroundColor.alpha == 0)
        #expect(nav.view.subviews.first === nav.background)
        #expect(nav.background.frame == nav.view.bounds)
    }

    @Test func interactorsFollowTheStack() throws {
        let rig = try SceneRig(scene: "side-by-side")
        let nav = try controller(rig)
        #expect(nav.interactivePages.isEmpty)
        try push(rig)
        let two = try page(rig)
        #expect(nav.interactivePages.count == 1 && nav.interactivePages[0] === two)
        #expect(two.view.gestureRecognizers.contains { $0 === nav.interactors[0].pan })
        try push(rig)
        let three = try page(rig)
        #expect(nav.interactivePages.count == 2 && nav.interactivePages[1] === three)
        // A pop that cancels keeps them.
        rig.drag(from: Point(x: 200, y: 400), to: Point(x: 300, y: 400), hold: 0.3)
        rig.settle()
        #expect(rig.titles == ["One", "Two", "Three"] && nav.interactors.count == 2)
        // A pop that finishes drops the top one, and its pan.
        let topInteractor = nav.interactors[1]
        rig.drag(from: Point(x: 200, y: 400), to: Point(x: 600, y: 400), hold: 0.3)
        rig.settle()
        #expect(rig.titles == ["One", "Two"] && nav.interactivePages.count == 1 && nav.interactivePages[0] === two)
        #expect(!three.view.gestureRecognizers.contains { $0 === topInteractor.pan })
        // Pop to root drops them all.
        try push(rig)
        #expect(nav.interactors.count == 2)
        try page(rig).buttonPressed()
        rig.settle()
        #expect(rig.titles == ["One"] && nav.interactors.isEmpty)
        #expect(nav.background.presentedOffset == 0)
    }

    @Test func aDragPastTheCentreFinishesBeforeItCancelsAndAFlickPops() throws {
        let rig = try SceneRig(scene: "side-by-side")
        let nav = try controller(rig)
        try push(rig)
        // Held at 30%: cancels, and the pages and background return.
        rig.drag(from: Point(x: 100, y: 300), to: Point(x: 340, y: 300), hold: 0.3, release: false)
        #expect(nav.isTransitioning && abs((nav.transitionProgress ?? 0) - 0.3) < 0.01)
        #expect(abs(nav.background.presentedOffset - ParallaxGeometry.offset(depth: 0.7, width: 800)) < 1)
        rig.release(Point(x: 340, y: 300))
        rig.settle()
        #expect(rig.titles == ["One", "Two"])
        let held = try #require(nav.telemetry.lastRelease)
        #expect(held.rule.kind == .halfwayOrFlick && held.basis == .position && held.outcome == .cancel)
        #expect(abs(held.position - 0.3) < 0.005 && held.threshold == ReleaseRule.threshold && held.velocity < ReleaseRule.flickSpeed)
        #expect(nav.background.presentedOffset == -240 && nav.cancelledTransitionCount == 1)
        // A fast flick of 15% pops at once.
        rig.drag(from: Point(x: 100, y: 300), to: Point(x: 220, y: 300), steps: 4, duration: 0.06)
        rig.settle()
        #expect(rig.titles == ["One"])
        let flick = try #require(nav.telemetry.lastRelease)
        #expect(flick.basis == .velocity && flick.velocity >= ReleaseRule.flickSpeed && flick.outcome == .finish)
        #expect(flick.position < 0.5)
        // A slow drag past the centre finishes.
        try push(rig)
        rig.drag(from: Point(x: 100, y: 300), to: Point(x: 560, y: 300), hold: 0.3)
        rig.settle()
        #expect(rig.titles == ["One"])
        let past = try #require(nav.telemetry.lastRelease)
        #expect(past.basis == .position && past.position >= 0.5 && past.outcome == .finish)
    }

    @Test func aDragLeftOrAtTheRootDoesNotPop() throws {
        let rig = try SceneRig(scene: "side-by-side")
        let nav = try controller(rig)
        rig.drag(from: Point(x: 100, y: 300), to: Point(x: 500, y: 300))
        rig.settle()
        #expect(rig.titles == ["One"] && nav.completedTransitionCount == 0)
        try push(rig)
        rig.drag(from: Point(x: 500, y: 300), to: Point(x: 100, y: 300))
        rig.settle()
        #expect(rig.titles == ["One", "Two"] && nav.cancelledTransitionCount == 0)
    }

    @Test func aResizeMidPushEndsInAFullPageAndTheRightOffset() throws {
        let rig = try SceneRig(scene: "side-by-side")
        let nav = try controller(rig)
        try page(rig).buttonPressed()
        rig.run(for: 0.2)
        #expect(nav.isTransitioning)
        rig.window.resize(to: Size(width: 1000, height: 700))
        rig.settle()
        let top = try page(rig)
        #expect(rig.titles == ["One", "Two"])
        #expect(top.view.frame == Rect(x: 0, y: 0, width: 1000, height: 700) && top.view.transform == .identity)
        #expect(nav.background.frame.size == Size(width: 1000, height: 700))
        #expect(nav.background.presentedOffset == -300)
    }
}
