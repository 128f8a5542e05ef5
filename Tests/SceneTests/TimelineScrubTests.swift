import Geometry
import Navigation
import Runtime
import Motion
import Testing
@_spi(Testing) import Scenes
@_spi(Testing) import DevTools
import Host
import Compositor
import DemoTesting
import SegueTesting
import Sessions
import Views

/// While frozen, the timeline strip's playhead shows the transition at any frame of its
/// recorded course, both ways: each frame hashes as it did when the engine ran it, the
/// moving page shows the corner radius and size it had then, and the resume shows the frozen
/// frame and goes on as a run never frozen.
@MainActor
@Suite struct TimelineScrubTests {
    /// What the running transition showed at one frame.
    struct Shown: Equatable {
        let digest: String
        let cornerRadius: Double
        let bounds: Rect
        var progress: Double?
    }

    func shown(_ rig: SceneRig, page: ViewController) -> Shown {
        Shown(digest: rig.digest.text, cornerRadius: page.view.layer.presentation.cornerRadius, bounds: page.view.layer.presentation.bounds,
            progress: rig.shell.transitionProgress)
    }

    /// A Contacts zoom opening item 7 run `frames` frames, each as shown.
    func zoom(_ rig: SceneRig, frames: Int) throws -> (page: ViewController, ran: [Shown]) {
        let overview = try #require(rig.nav.viewControllers.first as? ContactsOverviewViewController)
        overview.open(7)
        let page = try #require(rig.runningTransition?.movingViewController)
        var ran: [Shown] = []
        rig.run(frames: frames) { ran.append(shown(rig, page: page)) }
        return (page, ran)
    }

    /// The frame at `percent` of a course of `count` frames.
    func frame(_ percent: Double, of count: Int) -> Int { Int((percent / 100 * Double(count - 1)).rounded()) }

    @Test func scrubbingAFrozenZoomShowsEachFrameAsItRan() throws {
        let reference = try SceneRig(scene: "contacts")
        _ = try zoom(reference, frames: 13)
        var after: [String] = []
        reference.run(frames: 10) { after.append(reference.digest.text) }

        let rig = try SceneRig(scene: "contacts")
        let (page, ran) = try zoom(rig, frames: 13)
        rig.freeze()
        let frozen = rig.digest.text
        #expect(rig.driver.timeline.frames.count == ran.count && rig.driver.playhead == ran.count - 1)
        #expect(rig.driver.timeline.samples.map(\.progress) == ran.map(\.progress))
        for percent in [0.0, 25, 50, 75, 100, 40] {
            let k = frame(percent, of: ran.count)
            rig.driver.requestFreeze(.show(frame: k))
            rig.tick(1.0 / 60)
            // The engine's own progress stands at the frozen frame; the strip tells the frame's.
            var now = shown(rig, page: page)
            now.progress = rig.driver.timeline.samples[k].progress
            #expect(now == ran[k], "at \(percent)% (frame \(k))")
            #expect(rig.shell.timelineStrip?.playheadFrame == k)
        }
        // The corner radius at 0% is the avatar's circle, at 100% what the frozen frame showed.
        #expect(ran[0].cornerRadius > ran[ran.count - 1].cornerRadius)
        rig.key("escape")
        rig.tick(1.0 / 60)
        #expect(rig.digest.text == frozen, "the resume shows the frozen frame")
        var resumed: [String] = []
        rig.run(frames: 10) { resumed.append(rig.digest.text) }
        #expect(resumed == after, "scrubbing changed nothing that follows the resume")
    }

    @Test func theArrowKeysStepOneFrameAndStopAtTheEnds() throws {
        let rig = try SceneRig(scene: "contacts")
        let (_, ran) = try zoom(rig, frames: 8)
        rig.key("f")
        rig.key("right")
        rig.tick(1.0 / 60)
        #expect(rig.driver.playhead == ran.count - 1, "Right at the frozen frame stays there")
        for _ in 0..<3 { rig.key("left") }
        rig.tick(1.0 / 60)
        #expect(rig.driver.playhead == ran.count - 4 && rig.digest.text == ran[ran.count - 4].digest)
        rig.key("right")
        rig.tick(1.0 / 60)
        #expect(rig.driver.playhead == ran.count - 3 && rig.digest.text == ran[ran.count - 3].digest)
        for _ in 0..<20 { rig.key("left") }
        rig.tick(1.0 / 60)
        #expect(rig.driver.playhead == 0 && rig.digest.text == ran[0].digest)
    }

    /// A press on the strip moves the playhead under it, a drag carries it (beyond the strip
    /// too); presses on the scene do nothing. In a 640x400 window with the tuning inspector open.
    @Test func aDragOnTheStripScrubsInASmallWindowBesideTheInspector() throws {
        let rig = try SceneRig(scene: "contacts", size: Size(width: 640, height: 400))
        rig.key("t")
        rig.tick()
        let (_, ran) = try zoom(rig, frames: 10)
        rig.freeze()
        let strip = try #require(rig.shell.timelineStrip)
        #expect(rig.shell.isInspectorShown && strip.frame.maxY == 400 && strip.frame.maxX <= rig.shell.sceneFrame.maxX)
        let area = strip.plotArea
        func point(_ k: Int) -> Point { strip.convert(Point(x: area.x(k), y: area.rect.midY), to: nil) }
        rig.press(point(2))
        rig.tick(1.0 / 60)
        #expect(rig.driver.playhead == 2 && rig.digest.text == ran[2].digest)
        rig.move(point(6))
        rig.tick(1.0 / 60)
        #expect(rig.driver.playhead == 6 && rig.digest.text == ran[6].digest)
        rig.move(Point(x: point(0).x - 200, y: 10))
        rig.tick(1.0 / 60)
        #expect(rig.driver.playhead == 0)
        rig.release(Point(x: 5, y: 10))
        rig.click(Point(x: 100, y: 60))
        #expect(rig.driver.playhead == 0 && rig.driver.isFrozen, "a click on the scene leaves the playhead")
    }

    /// A hand's pop: the strip's course holds the pointer while it held the pop and its
    /// release, marked in the frame that saw it.
    @Test func theCourseMarksThePointerAndTheRelease() throws {
        let rig = try SceneRig(scene: "contacts")
        let overview = try #require(rig.nav.viewControllers.first as? ContactsOverviewViewController)
        overview.open(7)
        rig.settle()
        rig.drag(from: Point(x: 150, y: 400), to: Point(x: 560, y: 400), steps: 10, duration: 0.15)
        rig.run(frames: 2)
        rig.freeze()
        let samples = rig.driver.timeline.samples
        let releases = samples.compactMap(\.release)
        #expect(releases.count == 1 && releases.first?.finishes == true)
        #expect(samples.contains { $0.pointerProgress != nil })
        let released = try #require(samples.firstIndex { $0.release != nil })
        #expect(samples[..<released].allSatisfy { $0.pointerProgress != nil })
        #expect(rig.shell.timelineStrip?.samples == samples)
    }

    /// A parameter set while the hand holds a pop (the tuning inspector, a recorded change)
    /// is marked in the one frame that saw it, and the heading names it with the playhead
    /// there; a change before the transition is not the course's.
    @Test func theCourseMarksAParameterChange() throws {
        let rig = try SceneRig(scene: "contacts")
        let overview = try #require(rig.nav.viewControllers.first as? ContactsOverviewViewController)
        overview.open(7)
        rig.settle()
        rig.send(.parameter(SpecAssignment("navigation.edge-swipe.threshold", .number(0.45)), time: rig.now))
        rig.tick(1.0 / 60)
        rig.drag(from: Point(x: 150, y: 400), to: Point(x: 400, y: 400), steps: 8, duration: 0.12, release: false)
        rig.send(.parameter(SpecAssignment("navigation.edge-swipe.threshold", .number(0.4)), time: rig.now))
        rig.tick(1.0 / 60)
        rig.tick(1.0 / 60)
        rig.freeze()
        let samples = rig.driver.timeline.samples
        let marked = samples.indices.filter { !samples[$0].parameterChanges.isEmpty }
        #expect(marked.count == 1, "\(samples.map(\.parameterChanges))")
        let k = try #require(marked.first)
        #expect(samples[k].parameterChanges == ["navigation.edge-swipe.threshold = 0.4"])
        let strip = try #require(rig.shell.timelineStrip)
        #expect(!strip.headingText.contains("set "))
        for _ in k..<(samples.count - 1) { rig.key("left") }
        rig.tick(1.0 / 60)
        #expect(rig.driver.playhead == k)
        #expect(strip.headingText.hasSuffix("set navigation.edge-swipe.threshold = 0.4"), "\(strip.headingText)")
    }

    /// Frozen at rest (no transition running), there is nothing to scrub.
    @Test func atRestThereIsNothingToScrub() throws {
        let rig = try SceneRig(scene: "contacts")
        _ = try zoom(rig, frames: 30)
        rig.settle()
        let before = rig.digest.text
        rig.key("f")
        rig.key("left")
        rig.tick(1.0 / 60)
        #expect(!rig.driver.canScrub && rig.driver.playhead == nil && rig.digest.text == before)
        #expect(rig.shell.timelineStrip?.playheadFrame == nil)
        // A click on the strip chooses nothing under it.
        let strip = try #require(rig.shell.timelineStrip)
        rig.click(strip.convert(Point(x: 300, y: 80), to: nil))
        #expect(rig.driver.inspectedLayer == nil && rig.shell.layerPanel == nil)
    }

    /// Every scene's own transition (layer time, property animators, springs, flights, the
    /// zoom card), let run from a percent driver: frozen, its first and middle frames show as
    /// they ran, and the resume shows the frozen frame.
    @Test(arguments: ["logo-reveal", "contacts", "side-by-side", "modal-zoom", "photos"])
    func everySceneScrubs(scene: String) throws {
        let rig = try SceneRig(scene: scene)
        let driver = try #require(rig.shell.startScrubbedTransition(), "\(scene) has no transition to start")
        var ran: [String] = []
        rig.tick(1.0 / 60)
        ran.append(rig.digest.text)
        driver.update(0.2)
        rig.tick(1.0 / 60)
        ran.append(rig.digest.text)
        driver.finish()
        rig.run(frames: 8) { ran.append(rig.digest.text) }
        #expect(rig.shell.isTransitioning)
        rig.freeze()
        let frozen = rig.digest.text
        let count = rig.driver.timeline.frames.count
        #expect(count == ran.count)
        for k in [0, count / 2, 1, count - 1] {
            rig.driver.requestFreeze(.show(frame: k))
            rig.tick(1.0 / 60)
            #expect(rig.digest.text == ran[k], "\(scene) frame \(k)")
        }
        rig.freeze()
        #expect(rig.digest.text == frozen)
    }
}
