import Testing
import Geometry
import Gestures
import Motion
import SegueTesting
import Navigation
import Views
import DemoTesting
import Compositor

@MainActor
@Suite struct StackIntegrityTests {
    /// Random pushes, pops, pops to root, replacements, interactive swipes and interruptions
    /// at random times: the stack is never empty, and once settled the container shows
    /// exactly the top's view and nothing is left running.
    @Test(arguments: [UInt64(3), 17, 99, 2024])
    func randomSequencesNeverCorruptTheStack(seed: UInt64) {
        var random = SeededGenerator(seed: seed)
        func next(_ n: Int) -> Int { random.below(n) }
        let rig = NavigationRig()
        var made = 0
        func fresh() -> Recorder {
            made += 1
            return Recorder("vc\(made)", log: rig.log)
        }
        for _ in 0..<120 {
            switch next(8) {
            case 0, 1: rig.nav.pushViewController(fresh(), animated: next(2) == 0)
            case 2: rig.nav.popViewController(animated: next(2) == 0)
            case 3: rig.nav.popToRootViewController(animated: next(2) == 0)
            case 4: rig.nav.setViewControllers([rig.root, fresh(), fresh()].prefix(1 + next(3)).map { $0 }, animated: next(2) == 0)
            case 5:
                // A swipe from the edge, released anywhere, at any speed.
                let to = Double(5 + next(390))
                rig.drag(from: 6, to: to, steps: 1 + next(8), duration: 0.02 + Double(next(30)) / 100)
            case 6:
                // A press that is cancelled midway (focus lost).
                rig.window.send(PointerEvent(phase: .down, location: Point(x: 8, y: 150), timestamp: rig.clock.now))
                rig.tick(0.02)
                rig.window.send(PointerEvent(phase: .move, location: Point(x: 60, y: 150), timestamp: rig.clock.now))
                rig.tick(0.02)
                rig.window.send(PointerEvent(phase: .cancel, location: Point(x: 60, y: 150), timestamp: rig.clock.now))
            default:
                rig.tick(Double(next(40)) / 100)
            }
            #expect(!rig.nav.viewControllers.isEmpty)
            rig.run(frames: next(4))
        }
        rig.settle(limit: 100)
        #expect(!rig.nav.isTransitioning)
        #expect(rig.nav.viewControllers.first === rig.root)
        #expect(rig.shown.count == 1 && rig.shown.first === rig.nav.topViewController?.view)
        #expect(rig.nav.topViewController?.view.transform == .identity)
        #expect(rig.window.layer.animationCountInSubtree == 0)
        #expect(rig.nav.navigationBar.title == rig.nav.topViewController?.title)
        // Every controller on the stack is a child; none off it is.
        #expect(rig.nav.children.count == rig.nav.viewControllers.count)
    }

    /// The same, with people's hands on the transitions: presses that grab a transition in
    /// flight at random moments (a running one, one let go, one reversed by Back), drags
    /// either way, releases at speed or after a rest, clicks on a running transition, focus
    /// lost mid-drag, and Back at any moment (reversing a push, ignored during a pop or a
    /// hold). After every action and frame: appearance callbacks in UIKit's order with a
    /// cancelled transition reverted, the telemetry counting every transition begun, a grab
    /// that moves nothing; at rest the top page alone, in place, named in the bar. On the
    /// default animator (a property animator) and on one of bare layer animations (grabbed
    /// through the container's time).
    @Test(arguments: [UInt64(5), 23, 404, 31337], [false, true])
    func randomGrabsDragsAndBackNeverCorruptTheStack(seed: UInt64, layerDriven: Bool) {
        let sequence = GrabSequence(seed: seed, layerDriven: layerDriven)
        for _ in 0..<400 {
            sequence.act()
            if !sequence.failures.isEmpty { break }
        }
        if sequence.failures.isEmpty { sequence.finish() }
        #expect(sequence.failures.isEmpty, "after \(sequence.trail.suffix(10).joined(separator: "; ")): \(sequence.failures.joined(separator: "; "))")
        // The sequence did what it is for.
        #expect(!sequence.failures.isEmpty || sequence.grabs >= 5 && sequence.reversals >= 1 && sequence.ignoredBacks >= 1 && sequence.clicksOnTransitions >= 1,
            "grabs \(sequence.grabs), reversals \(sequence.reversals), ignored Backs \(sequence.ignoredBacks), clicks \(sequence.clicksOnTransitions)")
    }
}
