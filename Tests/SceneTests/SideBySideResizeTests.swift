import Geometry
import Navigation
import Testing
import Views
@_spi(Testing) import Scenes
@_spi(Testing) import DevTools
import Compositor
import DemoTesting
import SegueTesting

/// Issue 30: a resize during a Side by side push or pop. At every frame after it, both pages
/// have the container's size and abut (the arriving page's edge on the leaving page's), the
/// background sits at the transition's depth for the new width, and the end shows no jump.
@MainActor
@Suite struct SideBySideResizeTests {
    /// Where `view` shows in the container (presentation bounds through presentation placements).
    func shown(_ view: View, in container: View) -> Rect {
        view.layer.convert(view.layer.presentation.bounds, to: container.layer)
    }

    /// Checks every frame until the transition ends: both pages fit the container and abut
    /// (`left`'s right edge on `right`'s left edge), neither moves more than a tenth of the
    /// width between frames, and the page left on top ends in place without a jump. The
    /// first tick is the frame the resize is laid out in.
    func checkFrames(_ rig: SceneRig, left: View, right: View, _ label: String) {
        let container = rig.nav.containerView
        // Steps are measured from the first frame at the new size on (the resize itself moves the pages).
        var lastX: [Double]?, maxStep = 0.0, frames = 0
        while frames < 120 {
            rig.tick(1.0 / 60)
            frames += 1
            if !rig.nav.isTransitioning { break }
            let b = container.bounds, l = shown(left, in: container), r = shown(right, in: container)
            for f in [l, r] { #expect(abs(f.width - b.width) < 0.01 && abs(f.height - b.height) < 0.01, "\(label): a page at \(f) in \(b)") }
            #expect(abs(r.minX - l.maxX) < 0.01, "\(label): the pages are \(r.minX - l.maxX) pt apart (overlapping when negative)")
            if let x = lastX { maxStep = max(maxStep, abs(l.minX - x[0]), abs(r.minX - x[1])) }
            lastX = [l.minX, r.minX]
        }
        let b = container.bounds
        let top = rig.nav.topViewController?.view
        #expect(!rig.nav.isTransitioning, "\(label): still running")
        #expect(top?.frame == b && top.map { shown($0, in: container) } == b, "\(label): the page on top ends at \(String(describing: top?.frame)) in \(b)")
        let jump = abs((top === left ? lastX?[0] : lastX?[1]).map { $0 - b.minX } ?? .infinity)
        #expect(jump <= 0.1 * b.width, "\(label): the page on top jumps \(jump) pt at the end")
        #expect(maxStep <= 0.1 * b.width, "\(label): a page moves \(maxStep) pt in one frame")
    }

    @Test(arguments: [Size(width: 1000, height: 700), Size(width: 600, height: 450)])
    func aPushFollowsTheWindowAtEveryFrame(size: Size) throws {
        let rig = try SceneRig(scene: "side-by-side")
        defer { rig.close() }
        let nav = try #require(rig.nav as? SideBySideNavigationController)
        let first = try #require(nav.topViewController as? SideBySidePageViewController)
        first.buttonPressed()
        rig.run(for: 0.15)
        let second = try #require(nav.topViewController)
        #expect(nav.isTransitioning)
        rig.window.resize(to: size)
        checkFrames(rig, left: first.view, right: second.view, "push to \(size)")
        #expect(nav.background.presentedOffset == ParallaxGeometry.offset(depth: 1, width: size.width).rounded())
    }

    /// Held by a drag, a pop resized keeps its progress: the pages stay where the same
    /// share of the new width puts them; let go, it finishes in place.
    @Test(arguments: [Size(width: 1000, height: 700), Size(width: 600, height: 450)])
    func aHeldPopFollowsTheWindow(size: Size) throws {
        let rig = try SceneRig(scene: "side-by-side")
        defer { rig.close() }
        let nav = try #require(rig.nav as? SideBySideNavigationController)
        let first = try #require(nav.topViewController)
        try #require(rig.openNextPage())
        let second = try #require(nav.topViewController)
        rig.drag(from: Point(x: 200, y: 300), to: Point(x: 440, y: 300), steps: 12, duration: 0.3, release: false)
        let progress = try #require(nav.transitionProgress)
        #expect(progress > 0.2 && progress < 0.4)
        rig.window.resize(to: size)
        rig.tick(1.0 / 60)
        let container = nav.containerView
        let leaving = shown(second.view, in: container), arriving = shown(first.view, in: container)
        #expect(leaving.size == container.bounds.size && arriving.size == container.bounds.size)
        #expect(abs(leaving.minX - progress * size.width) < 0.01, "held at \(progress): the page at \(leaving.minX) of \(size.width)")
        #expect(abs(arriving.maxX - leaving.minX) < 0.01)
        rig.release(Point(x: 440, y: 300))
        checkFrames(rig, left: first.view, right: second.view, "held pop to \(size)")
    }
}
