import Geometry
import Navigation
import Testing
@_spi(Testing) import Scenes
@_spi(Testing) import DevTools
import Host
import Compositor
import DemoTesting
import SegueTesting
import Views

@MainActor
@Suite struct LogoRevealTests {
    func master(_ rig: SceneRig) throws -> LogoRevealViewController {
        try #require(rig.nav.viewControllers.first as? LogoRevealViewController)
    }

    @Test func aClickRevealsThroughTheLogoMaskAndCleansUp() throws {
        let rig = try SceneRig(scene: "logo-reveal")
        let m = try master(rig)
        rig.click(Point(x: 400, y: 400))
        rig.tick()
        let list = try #require(rig.nav.topViewController?.view)
        let mask = try #require(list.layer.mask)
        #expect(abs(mask.position.x - m.logo.center.x) < 1e-9)
        rig.run(for: 1.0)
        #expect(rig.nav.isTransitioning)
        let t = mask.presentation.transform
        #expect(t.a > 10 && t.a < 150)  // growing, ease-in
        #expect(list.layer.presentation.opacity > 0.4 && list.layer.presentation.opacity < 0.6)
        rig.settle()
        #expect(rig.titles == ["Logo Reveal", "Packing List"])
        #expect(list.layer.mask == nil && list.layer.animationKeys.isEmpty && m.logo.layer.animationKeys.isEmpty)
        #expect(list.layer.presentation.opacity == 1)
    }

    @Test func theRevealLastsTwoSeconds() throws {
        let rig = try SceneRig(scene: "logo-reveal")
        _ = try master(rig)
        rig.click(Point(x: 400, y: 400))
        rig.run(for: 1.9)
        #expect(rig.nav.isTransitioning)
        #expect(abs((rig.nav.transitionProgress ?? 0) - 0.95) < 0.03)
        rig.run(for: 0.2)
        #expect(!rig.nav.isTransitioning)
    }

    /// A reveal begun by a drag and let go short of half-way runs back with its list fading
    /// out with it to the very start (its animations began at its start, not a frame later,
    /// so they never end before it and show the list whole through a small logo).
    @Test func aDragBegunRevealLetGoShortRunsBackFadingToTheEnd() throws {
        let rig = try SceneRig(scene: "logo-reveal")
        rig.drag(from: Point(x: 400, y: 550), to: Point(x: 460, y: 550), hold: 0.3)
        var frames = 0
        while rig.nav.isTransitioning && frames < 120 {
            rig.tick(1.0 / 60)
            frames += 1
            guard rig.nav.isTransitioning, let list = rig.nav.viewControllers.last?.viewIfLoaded, let p = rig.nav.transitionProgress else { break }
            #expect(abs(list.layer.presentation.opacity - p) < 1e-6, "frame \(frames): list at \(list.layer.presentation.opacity), progress \(p)")
        }
        #expect(rig.titles == ["Logo Reveal"] && rig.nav.cancelledTransitionCount == 1)
    }

    /// A drag of 100 pt holds the reveal at half-way; let go there and it finishes.
    @Test func aPanScrubsThePushAndFinishesFromHalfWay() throws {
        let rig = try SceneRig(scene: "logo-reveal")
        let m = try master(rig)
        rig.drag(from: Point(x: 300, y: 300), to: Point(x: 420, y: 300), release: false)
        #expect(abs((rig.nav.transitionProgress ?? 0) - 0.6) < 0.001)
        rig.tick()
        let scale = try #require(rig.nav.topViewController?.view.layer.mask).presentation.transform.a
        rig.run(for: 0.5)
        #expect(abs((rig.nav.transitionProgress ?? 0) - 0.6) < 0.001)  // paused while the pointer rests
        #expect(try #require(rig.nav.topViewController?.view.layer.mask).presentation.transform.a == scale)
        rig.tick(0.004)
        rig.release(Point(x: 420, y: 300))
        rig.settle()
        #expect(rig.titles == ["Logo Reveal", "Packing List"])
        #expect(m.logo.layer.animationKeys.isEmpty && rig.nav.topViewController?.view.layer.mask == nil)
        let decision = try #require(rig.nav.telemetry.lastRelease)
        #expect(decision.rule.kind == .halfway && decision.basis == .position && decision.outcome == .finish)
        #expect(abs(decision.position - 0.6) < 0.005 && decision.threshold == ReleaseRule.threshold)
    }

    @Test func aShortPanCancelsThePushAndLeavesTheMasterAsItWas() throws {
        let rig = try SceneRig(scene: "logo-reveal")
        let m = try master(rig)
        rig.drag(from: Point(x: 300, y: 300), to: Point(x: 230, y: 300))
        rig.settle()
        #expect(rig.titles == ["Logo Reveal"])
        #expect(rig.nav.cancelledTransitionCount == 1)
        #expect(m.logo.layer.animationKeys.isEmpty && m.logo.layer.presentation.transform == .identity)
        #expect(rig.nav.containerView.subviews.count == 1 && rig.nav.containerView.layer.speed == 1)
        // The next click still reveals.
        rig.click(Point(x: 400, y: 400))
        rig.settle()
        #expect(rig.titles.count == 2)
    }

    /// The chapter-21 challenge: the same pan on the list scrubs the shrinking pop.
    @Test func aPanOnTheListScrubsThePop() throws {
        let rig = try SceneRig(scene: "logo-reveal")
        _ = try master(rig)
        rig.click(Point(x: 400, y: 400))
        rig.settle()
        let list = try #require(rig.nav.topViewController?.view)
        rig.drag(from: Point(x: 400, y: 300), to: Point(x: 350, y: 300), release: false)
        #expect(abs((rig.nav.transitionProgress ?? 0) - 0.25) < 0.001)
        #expect(list.layer.presentation.transform.a < 0.8 && list.layer.presentation.transform.a > 0.7)
        rig.tick(0.004)
        rig.release(Point(x: 350, y: 300))
        rig.settle()
        #expect(rig.titles.count == 2 && list.transform == .identity)
        rig.drag(from: Point(x: 400, y: 300), to: Point(x: 560, y: 300))
        rig.settle()
        #expect(rig.titles == ["Logo Reveal"])
    }

    @Test func backPopsByShrinkingAndClicksMidRevealAreIgnored() throws {
        let rig = try SceneRig(scene: "logo-reveal")
        _ = try master(rig)
        rig.click(Point(x: 400, y: 400))
        rig.run(for: 0.3)
        rig.click(Point(x: 400, y: 400))
        rig.settle()
        #expect(rig.titles == ["Logo Reveal", "Packing List"])
        let list = try #require(rig.nav.topViewController?.view)
        #expect(rig.shell.handleKey("backspace"))
        rig.run(for: 1.0)
        #expect(list.layer.presentation.transform.a < 0.7)
        rig.settle()
        #expect(rig.titles == ["Logo Reveal"] && rig.nav.completedTransitionCount == 2)
    }

    @Test func aResizeMidRevealEndsInACorrectLayout() throws {
        let rig = try SceneRig(scene: "logo-reveal")
        _ = try master(rig)
        rig.click(Point(x: 400, y: 400))
        rig.run(for: 0.5)
        rig.window.resize(to: Size(width: 1000, height: 500))
        rig.settle()
        let list = try #require(rig.nav.topViewController?.view)
        #expect(list.frame == rig.nav.containerView.bounds && list.frame.width == 1000)
        _ = rig.shell.handleKey("escape")
        rig.settle()
        let m = try master(rig)
        #expect(m.logo.center.x == 500 && m.view.frame == rig.nav.containerView.bounds)
    }
}

extension LogoRevealTests {
    /// A pop started by Back and caught by a drag stops where it is and follows the drag.
    @Test func aShrinkingPopCanBeCaught() throws {
        let rig = try SceneRig(scene: "logo-reveal")
        _ = try master(rig)
        rig.click(Point(x: 400, y: 400))
        rig.settle()
        _ = rig.shell.handleKey("escape")
        rig.run(for: 0.8)
        rig.press(Point(x: 400, y: 300))
        rig.tick(1.0 / 60)
        let before = try #require(rig.nav.transitionProgress)
        rig.move(Point(x: 395, y: 300))
        rig.run(for: 0.5)
        #expect(abs((rig.nav.transitionProgress ?? 0) - before) < 0.05)
        for i in 1...6 {
            rig.tick(1.0 / 60)
            rig.move(Point(x: 395 - Double(i) * 25, y: 300))
        }
        rig.tick(0.004)
        rig.release(Point(x: 245, y: 300))
        rig.settle()
        #expect(rig.titles.count == 2 && rig.nav.cancelledTransitionCount == 1)
        #expect(rig.nav.topViewController?.view.transform == .identity)
    }
}
