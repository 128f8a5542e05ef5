import Geometry
@_spi(Testing) import Navigation
import Testing
@_spi(Testing) import Scenes
@_spi(Testing) import DevTools
import Host
import DemoTesting
import SegueTesting

/// A pan pop taken out and partly back, let go moving either way, started at every moment of
/// the zoom that opened the page (a pan on the running zoom grabs the push) or after it: the
/// decision the navigation controller reports (what `--feel` shows) is what the transition
/// does, and the summary counts the one transition the pan ended, finished or cancelled.
@MainActor
@Suite struct ContactsBackAndForthPanTests {
    @Test(arguments: [0.0, 0.05, 0.1, 0.15, 0.2, 0.25, 0.3, 0.35, 0.4, 10], [(500.0, 380.0, -600.0), (500.0, 380.0, 600.0), (600.0, 250.0, -300.0)])
    func theReleaseDecisionIsWhatThePopDoes(after wait: Double, _ pan: (out: Double, back: Double, speed: Double)) throws {
        let (out, back, speed) = pan
        let rig = try SceneRig(scene: "contacts")
        let o = try ContactsTests().overview(rig)
        o.open(0)
        if wait >= 10 { rig.settle() } else { rig.run(for: wait) }
        let before = (rig.shell.completedTransitionCount, rig.shell.cancelledTransitionCount)
        rig.drag(from: Point(x: 100, y: 300), to: Point(x: out, y: 300), steps: 20, duration: 0.4, release: false)
        rig.drag(from: Point(x: out, y: 300), to: Point(x: back, y: 300), steps: 12, duration: 0.2, release: false)
        // The last frames at `speed` pt/s, then let go.
        var x = back
        for _ in 0..<4 {
            rig.tick(1.0 / 60)
            x += speed / 60
            rig.move(Point(x: x, y: 300))
        }
        rig.tick(0.004)
        rig.release(Point(x: x, y: 300))
        rig.settle()
        let decision = try #require(rig.nav.telemetry.lastRelease)
        let popped = rig.titles == ["Contacts"]
        // A pan on the zoom still running grabs the push: its finish keeps the page.
        let operation = try #require(rig.nav.telemetry.interaction?.operation)
        #expect(popped == (decision.outcome == (operation == .push ? .cancel : .finish)), "\(operation) decided \(decision.outcome) at \(decision.position); stack \(rig.titles)")
        let after = (rig.shell.completedTransitionCount, rig.shell.cancelledTransitionCount)
        #expect(after.0 + after.1 == before.0 + before.1 + 1, "the pop counted once: \(before) -> \(after)")
        #expect(decision.outcome == .finish ? after.0 == before.0 + 1 : after.1 == before.1 + 1)
    }
}
