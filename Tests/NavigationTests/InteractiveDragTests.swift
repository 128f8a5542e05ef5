import Testing
import Geometry
import Gestures
import Motion
@_spi(Testing) import Navigation
import Views
import SegueTesting

/// The one route a driver takes to a transition, and the drag that uses it.
@MainActor
@Suite struct InteractiveDragTests {
    @Test func aRegisteredDriverComesBeforeTheDelegatesAndIsTakenOnce() {
        let rig = NavigationRig()
        let delegate = FadeDelegate()  // offers its own driver for every transition
        rig.nav.delegate = delegate
        let mine = PercentDrivenInteractiveTransition()
        let taken = rig.nav.runInteractively(mine) { rig.nav.pushViewController(Recorder("a", log: rig.log), animated: true) }
        #expect(taken === mine && mine.isActive && !delegate.driver.isActive)
        #expect(rig.nav.interactionController == nil)
        mine.finish()
        rig.settle()
        // The next transition finds the slot empty and asks the delegate.
        rig.nav.popViewController(animated: true)
        #expect(delegate.driver.isActive)
    }

    @Test func aDriverNoTransitionTookIsWithdrawn() {
        let rig = NavigationRig()
        let driver = PercentDrivenInteractiveTransition()
        #expect(rig.nav.runInteractively(driver) { rig.nav.popViewController(animated: true) } == nil)  // the root: nothing
        #expect(rig.nav.interactionController == nil)
        rig.nav.pushViewController(Recorder("a", log: rig.log), animated: true)
        #expect(!driver.isActive && rig.nav.isTransitioning)
    }

    /// The edge swipe drives a delegate's own pop animator as it drives the platform's: it
    /// no longer asks the delegate for an animator to throw away and stays out.
    @Test func theEdgeSwipeDrivesTheDelegatesPopAnimator() throws {
        let rig = NavigationRig()
        let delegate = LayerSlideAnimator.Delegate()
        rig.nav.delegate = delegate
        rig.nav.pushViewController(Recorder("a", log: rig.log), animated: false)
        rig.tick()
        rig.drag(from: 5, to: 205, duration: 0.2, release: false)
        let context = try #require(rig.nav.transitionContext)
        #expect(context.animator is LayerSlideAnimator && context.isHeld)
        // 200 pt of a 400 pt container: half way, less the pan's start distance.
        #expect(abs((rig.nav.transitionProgress ?? 0) - 0.5) < 0.05)
        rig.release(Point(x: 205, y: 150))
        rig.settle()
        #expect(rig.nav.viewControllers.count == 1)
    }

    /// A push caught by the edge swipe goes back as the finger moves right, and the release
    /// is published as data with the counts.
    @Test func theEdgeSwipeCatchesAPushAndMovesItBack() throws {
        let rig = NavigationRig()
        rig.nav.pushViewController(Recorder("a", log: rig.log), animated: true)
        rig.tick()
        rig.tick(0.1)
        let caught = try #require(rig.nav.transitionProgress)
        rig.drag(from: 5, to: 205, duration: 0.2, release: false)
        #expect((rig.nav.transitionProgress ?? 1) < max(0.01, caught - 0.3))  // half a width back
        rig.tick(0.1)
        rig.window.send(PointerEvent(phase: .up, location: Point(x: 205, y: 150), timestamp: rig.clock.now))
        rig.settle()
        let t = rig.nav.telemetry
        #expect(rig.nav.viewControllers.count == 1 && t.cancelled == 1 && t.completed == 0 && t.progress == nil)
        #expect(t.lastRelease?.rule.kind == .projection && t.lastRelease?.outcome == .cancel)
    }
}
