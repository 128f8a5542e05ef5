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

@MainActor
@Suite struct ModalZoomTests {
    func root(_ rig: SceneRig) throws -> ModalZoomViewController {
        try #require(rig.nav.viewControllers.first as? ModalZoomViewController)
    }

    func detail(_ rig: SceneRig) throws -> ModalZoomDetailViewController {
        try #require(try root(rig).presentedViewController as? ModalZoomDetailViewController)
    }

    /// The detail page's subviews other than the icon.
    func faded(_ vc: ModalZoomDetailViewController) -> [View] { vc.view.subviews.filter { !($0 is AppIconView) } }

    @Test func atTheIconsSizeTheIconFillsThePage() {
        let side = ModalZoomView.iconSide
        #expect(ModalZoomDetailView.iconFrame(in: Size(width: side, height: side)) == Rect(x: 0, y: 0, width: side, height: side))
        let full = ModalZoomDetailView.iconFrame(in: Size(width: 1024, height: 768))
        #expect(full.width > 300 && abs(full.midX - 512) <= 0.5)
    }

    @Test func presentingGrowsFromTheIconWhileTheRestFadesIn() throws {
        let rig = try SceneRig(scene: "modal-zoom")
        let r = try root(rig)
        let icon = r.iconFrame
        r.showDetail()
        rig.tick()
        let d = try detail(rig)
        let start = d.view.layer.presentation
        #expect(abs(start.position.x - icon.midX) < 0.5 && abs(start.bounds.width - icon.width) < 0.5)
        #expect(faded(d).allSatisfy { $0.layer.presentation.opacity < 0.01 })
        rig.run(for: ModalZoomParameters.duration.defaultNumber / 2)
        #expect(abs((rig.shell.transitionProgress ?? 0) - 0.5) < 0.02)
        let mid = faded(d).map(\.layer.presentation.opacity)
        #expect(mid.allSatisfy { $0 > 0.3 && $0 < 0.7 })
        rig.settle()
        #expect(d.view.frame == rig.window.bounds && d.view.cornerRadius == 0)
        #expect(faded(d).allSatisfy { $0.alpha == 1 })
        #expect(rig.shell.completedTransitionCount == 1 && !rig.shell.isTransitioning)
    }

    @Test func closeShrinksBackOntoTheIcon() throws {
        let rig = try SceneRig(scene: "modal-zoom")
        let r = try root(rig)
        r.showDetail()
        rig.settle()
        let d = try detail(rig)
        d.close()
        rig.run(for: ModalZoomParameters.duration.defaultNumber * 0.99)
        #expect(abs(d.view.layer.presentation.bounds.width - r.iconFrame.width) < 3)
        rig.settle()
        #expect(r.presentedViewController == nil && rig.shell.presentationContainers.isEmpty)
        #expect(rig.shell.completedTransitionCount == 2)
    }

    @Test func aDragDownPastHalfDismissesAndOneShortOfItStays() throws {
        let rig = try SceneRig(scene: "modal-zoom")
        let r = try root(rig)
        r.showDetail()
        rig.settle()
        let d = try detail(rig)
        // 30% of 600: cancels back to the full page.
        rig.drag(from: Point(x: 400, y: 100), to: Point(x: 400, y: 280), hold: 0.2, release: false)
        #expect(abs((rig.shell.transitionProgress ?? 0) - 0.3) < 0.01)
        rig.release(Point(x: 400, y: 280))
        rig.settle()
        #expect(r.presentedViewController === d && d.view.frame == rig.window.bounds)
        #expect(faded(d).allSatisfy { $0.alpha == 1 })
        let short = try #require(rig.nav.telemetry.lastRelease)
        #expect(short.rule.kind == .halfway && short.basis == .position && short.outcome == .cancel && abs(short.position - 0.3) < 0.005)
        #expect(rig.shell.cancelledTransitionCount == 1)
        // 60%: finishes.
        rig.drag(from: Point(x: 400, y: 100), to: Point(x: 400, y: 460), hold: 0.2)
        rig.settle()
        #expect(r.presentedViewController == nil)
        let past = try #require(rig.nav.telemetry.lastRelease)
        #expect(past.basis == .position && past.outcome == .finish && abs(past.position - 0.6) < 0.005)
        #expect(rig.shell.completedTransitionCount == 2)
    }

    @Test func aSidewaysDragDoesNotDismiss() throws {
        let rig = try SceneRig(scene: "modal-zoom")
        let r = try root(rig)
        r.showDetail()
        rig.settle()
        rig.drag(from: Point(x: 200, y: 300), to: Point(x: 600, y: 340))
        rig.settle()
        #expect(r.presentedViewController != nil && rig.shell.completedTransitionCount == 1)
    }

    @Test func aResizeMidPresentationEndsInAFullPage() throws {
        let rig = try SceneRig(scene: "modal-zoom")
        let r = try root(rig)
        r.showDetail()
        rig.run(for: 1)
        rig.window.resize(to: Size(width: 1000, height: 700))
        rig.settle()
        let d = try detail(rig)
        #expect(d.view.frame == Rect(x: 0, y: 0, width: 1000, height: 700))
        #expect(rig.shell.presentationContainers.first?.frame == rig.window.bounds)
        // And after it: the page follows the window.
        rig.window.resize(to: Size(width: 700, height: 500))
        rig.tick()
        #expect(d.view.frame == Rect(x: 0, y: 0, width: 700, height: 500))
    }

    /// Escape during the zoom in runs it back from where it is (the presentation is
    /// cancelled); during the zoom out it is ignored, as are taps on View mid-transition.
    @Test func escapeReversesThePresentationAndIsIgnoredDuringTheDismissal() throws {
        let rig = try SceneRig(scene: "modal-zoom")
        let r = try root(rig)
        r.showDetail()
        rig.run(for: 1.2)
        r.showDetail()
        let reached = try #require(rig.shell.transitionProgress)
        #expect(rig.shell.handleKey("escape"))
        rig.run(for: 0.2)
        #expect((rig.shell.transitionProgress ?? 1) < reached)
        rig.settle()
        #expect(r.presentedViewController == nil && rig.shell.cancelledTransitionCount == 1 && rig.shell.completedTransitionCount == 0)
        r.showDetail()
        rig.settle()
        try detail(rig).close()
        rig.run(for: 0.5)
        #expect(rig.shell.handleKey("escape") == false)
        rig.settle()
        #expect(r.presentedViewController == nil && rig.shell.completedTransitionCount == 2)
    }

    /// With animations slowed tenfold (the S key), three seconds take a tenth of the zoom,
    /// and a drag still scrubs the dismissal 1:1.
    @Test func slowAnimationsSlowTheZoomButNotTheDrag() throws {
        let rig = try SceneRig(scene: "modal-zoom")
        let r = try root(rig)
        rig.animationClock.rate = 0.1
        r.showDetail()
        rig.run(for: 3)
        // A tenth of the 3 s ease-in-out: 0.3 s of it.
        let expected = TimingCurve.easeInOut.progress(elapsed: 0.3, duration: ModalZoomParameters.duration.defaultNumber)
        #expect(abs((rig.shell.transitionProgress ?? 0) - expected) < 0.005)
        rig.animationClock.rate = 1
        rig.settle()
        rig.animationClock.rate = 0.1
        rig.drag(from: Point(x: 400, y: 100), to: Point(x: 400, y: 340), hold: 0.2, release: false)
        #expect(abs((rig.shell.transitionProgress ?? 0) - 0.4) < 0.01)
        rig.release(Point(x: 400, y: 340))
        rig.settle(limit: 40)
        #expect(r.presentedViewController != nil && rig.shell.cancelledTransitionCount == 1)
    }

    /// In a window too small for the page, the page scrolls; at its top a drag down still
    /// dismisses (the scroll view's pan waits for the dismissal's to fail), and scrolled
    /// down it scrolls back up instead.
    @Test func aScrollingPageStillDismissesFromItsTop() throws {
        let rig = try SceneRig(scene: "modal-zoom", size: Size(width: 400, height: 300))
        let r = try root(rig)
        r.showDetail()
        rig.settle()
        let d = try detail(rig)
        let page = try #require(d.view as? ScrollView)
        #expect(page.canScrollVertically)
        rig.drag(from: Point(x: 200, y: 250), to: Point(x: 200, y: 150), hold: 0.2)
        rig.run(for: 1)
        #expect(page.contentOffset.y > 50 && r.presentedViewController === d)
        let scrolled = page.contentOffset.y
        rig.drag(from: Point(x: 200, y: 100), to: Point(x: 200, y: 140), hold: 0.2)
        rig.run(for: 1)
        #expect(page.contentOffset.y < scrolled && r.presentedViewController === d && rig.shell.cancelledTransitionCount == 0)
        page.setContentOffset(.zero)
        rig.drag(from: Point(x: 200, y: 60), to: Point(x: 200, y: 260), hold: 0.2)
        rig.settle()
        #expect(r.presentedViewController == nil && page.contentOffset.y == 0)
    }
}
