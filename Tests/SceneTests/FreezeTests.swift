import Geometry
import Gestures
import Navigation
import Runtime
import Testing
@_spi(Testing) import Scenes
@_spi(Testing) import DevTools
import Host
import DemoTesting
import SegueTesting
import Sessions
import Views

/// F freezes the engine at the frame shown and F (or Escape) resumes it from there: the
/// frames while frozen, and the frame of the resume, hash as the frozen one, and what follows
/// the resume is what followed that frame in a run never frozen.
@MainActor
@Suite struct FreezeTests {
    /// A Contacts zoom opening item 7, `frames` frames in at 60 Hz.
    func zoom(frames: Int) throws -> SceneRig {
        let rig = try SceneRig(scene: "contacts")
        let overview = try #require(rig.nav.viewControllers.first as? ContactsOverviewViewController)
        overview.open(7)
        rig.run(frames: frames)
        #expect(rig.nav.isTransitioning)
        return rig
    }

    /// The digests of `frames` frames at 60 Hz.
    func digests(_ rig: SceneRig, frames: Int) -> [String] {
        var out: [String] = []
        rig.run(frames: frames) { out.append(rig.digest.text) }
        return out
    }

    @Test func aFrozenZoomHoldsItsFrameAndResumesWhereItStood() throws {
        let reference = try zoom(frames: 6)
        let shown = reference.digest.text
        let after = digests(reference, frames: 12)

        let rig = try zoom(frames: 6)
        #expect(rig.digest.text == shown)
        rig.freeze()
        #expect(rig.driver.isFrozen && rig.shell.timelineStrip != nil)
        // Time goes by, the pointer moves over the scene: the frame stands.
        let held = digests(rig, frames: 30)
        rig.move(Point(x: 300, y: 300))
        rig.tick(1.0 / 60)
        #expect(held.allSatisfy { $0 == shown } && rig.digest.text == shown)
        #expect(!rig.driver.hasTimedWork)
        rig.freeze()
        #expect(!rig.driver.isFrozen && rig.shell.timelineStrip == nil)
        #expect(rig.digest.text == shown, "the resumed frame is the frozen one")
        #expect(digests(rig, frames: 12) == after, "the run goes on as one never frozen")
    }

    @Test func escapeWhileFrozenOnlyResumes() throws {
        let rig = try SceneRig(scene: "contacts")
        rig.key("f")
        rig.tick()
        #expect(rig.driver.isFrozen)
        // Keys that would change the scene wait while it is frozen.
        rig.key("2")
        rig.key("t")
        rig.tick()
        #expect(rig.shell.sceneID == "contacts" && !rig.shell.isInspectorShown)
        rig.key("escape")
        rig.tick()
        #expect(!rig.driver.isFrozen && rig.shell.sceneID == "contacts")
        rig.key("escape")
        rig.tick()
        #expect(rig.shell.sceneID == "catalogue")
    }

    /// A drag on a pop is frozen held; let go while frozen, it is let go at the resume, where
    /// the scene last saw it, and the pop ends as a release at rest there decides.
    @Test func aPressLetGoWhileFrozenEndsAtTheResume() throws {
        let rig = try SceneRig(scene: "contacts")
        let overview = try #require(rig.nav.viewControllers.first as? ContactsOverviewViewController)
        overview.open(7)
        rig.settle()
        rig.drag(from: Point(x: 150, y: 400), to: Point(x: 350, y: 400), release: false)
        rig.tick(1.0 / 60)
        let progress = try #require(rig.shell.transitionProgress)
        rig.freeze()
        rig.move(Point(x: 700, y: 400))
        rig.release(Point(x: 700, y: 400))
        rig.run(frames: 20)
        #expect(rig.shell.transitionProgress == progress && rig.window.gestureArena.isTracking)
        rig.key("escape")
        rig.tick(1.0 / 60)
        #expect(!rig.window.gestureArena.isTracking, "the press ended at the resume")
        rig.settle()
        #expect(!rig.nav.isTransitioning)
        #expect(rig.shell.completedTransitionCount + rig.shell.cancelledTransitionCount == 2, "the show, and the pop ended by the release")
    }

    @Test func slowAnimationsOutlastAFreeze() throws {
        let rig = try zoom(frames: 3)
        rig.key("s")
        rig.freeze()
        rig.key("f")
        rig.tick(1.0 / 60)
        #expect(rig.driver.slowAnimations && !rig.driver.isFrozen)
    }
}
