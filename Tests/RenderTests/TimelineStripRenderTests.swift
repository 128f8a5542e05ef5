import Geometry
import Motion
import SDLPlatform
import SegueTesting
import Testing
@_spi(Testing) import Scenes
import DemoTesting
@_spi(Testing) import DevTools
import Host
import Navigation
import Runtime
import Sessions
import Views

/// The timeline strip over a frozen Contacts pop, drawn headless against committed
/// references (regenerate on purpose with SEGUE_UPDATE_REFERENCES=1 and look at them): the
/// progress line, the pointer's trace while the hand held the pop, the release bar (finish),
/// the playhead moved back four frames, and the scene shown at that frame behind it. Also in
/// a 640x400 window with the tuning inspector open.
@MainActor
@Suite(.serialized) struct TimelineStripRenderTests {
    func frozenPop(size: Size, inspector: Bool) throws -> SceneHarness {
        let rig = try SceneHarness(scene: "contacts", size: size, renders: true, startTime: 0)
        if inspector {
            rig.key("t")
            rig.tick()
        }
        let overview = try #require(rig.nav.viewControllers.first as? ContactsOverviewViewController)
        overview.open(7)
        rig.settle()
        let y = size.height - 200
        rig.drag(from: Point(x: 60, y: y), to: Point(x: rig.shell.sceneFrame.width * 0.7, y: y), steps: 14, duration: 0.25)
        rig.run(frames: 3)
        #expect(rig.shell.isTransitioning)
        rig.key("f")
        for _ in 0..<4 { rig.key("left") }
        rig.tick(1.0 / 60)
        return rig
    }

    /// Thin marks fall under the reference comparison's tolerance, so their pixels are read:
    /// the release bar (finish blue) at the plot's top, the playhead (white) at its bottom,
    /// the progress line (purple) through the course's third frame.
    func probe(_ image: SDLPlatform.RGBAImage, _ rig: SceneHarness) throws {
        let strip = try #require(rig.shell.timelineStrip), area = strip.plotArea, samples = strip.samples
        let playhead = try #require(strip.playheadFrame), released = try #require(samples.firstIndex { $0.release != nil })
        #expect(playhead != released)
        func colour(_ p: Point) -> (r: UInt8, g: UInt8, b: UInt8, a: UInt8) {
            let w = strip.convert(p, to: nil)
            return image.pixel(x: Int(w.x), y: Int(w.y))
        }
        let bar = colour(Point(x: area.x(released), y: area.rect.minY + 3))
        #expect(bar.b > 180 && bar.r < 120, "the release bar: \(bar)")
        let head = colour(Point(x: area.x(playhead), y: area.rect.maxY - 3))
        #expect(head.r > 230 && head.g > 230 && head.b > 230, "the playhead: \(head)")
        let line = colour(Point(x: area.x(2), y: area.y(samples[2].progress ?? 0)))
        #expect(line.b > 200 && line.r > 120 && line.g < 170, "the progress line: \(line)")
    }

    @Test(arguments: [(Size(width: 800, height: 600), false, "timeline-strip"), (Size(width: 640, height: 400), true, "timeline-strip-small")])
    func theStripMatchesItsReference(size: Size, inspector: Bool, name: String) throws {
        let rig = try frozenPop(size: size, inspector: inspector)
        defer { rig.close() }
        let samples = try #require(rig.shell.timelineStrip?.samples)
        #expect(samples.contains { $0.release?.finishes == true } && samples.contains { $0.pointerProgress != nil })
        let image = try rig.render()
        try probe(image, rig)
        if let result = try SceneRenderer.compare(image, reference: name) {
            #expect(result.matches, "\(name): \(result.summary)")
        }
    }

    /// A parameter set while the hand holds the pop shows as an amber tick with a square
    /// over the plot, at the frame that saw it (its pixels read: too small for the tolerance).
    @Test func aParameterChangeIsMarkedOnTheStrip() throws {
        let rig = try SceneHarness(scene: "contacts", size: Size(width: 800, height: 600), renders: true, startTime: 0)
        defer { rig.close() }
        let overview = try #require(rig.nav.viewControllers.first as? ContactsOverviewViewController)
        overview.open(7)
        rig.settle()
        rig.drag(from: Point(x: 60, y: 400), to: Point(x: 300, y: 400), steps: 8, duration: 0.12, release: false)
        rig.send(.parameter(SpecAssignment("navigation.edge-swipe.threshold", .number(0.4)), time: rig.now))
        rig.run(frames: 4)
        rig.freeze()
        let strip = try #require(rig.shell.timelineStrip), area = strip.plotArea
        let k = try #require(strip.samples.firstIndex { !$0.parameterChanges.isEmpty })
        let image = try rig.render()
        func colour(_ p: Point) -> (r: UInt8, g: UInt8, b: UInt8, a: UInt8) {
            let w = strip.convert(p, to: nil)
            return image.pixel(x: Int(w.x), y: Int(w.y))
        }
        let square = colour(Point(x: area.x(k), y: area.rect.minY - 5))
        #expect(square.r > 220 && square.g > 160 && square.b < 90, "the mark: \(square)")
        // Nothing amber where no parameter changed.
        let elsewhere = colour(Point(x: area.x(max(0, k - 3)), y: area.rect.minY - 5))
        #expect(!(elsewhere.r > 220 && elsewhere.g > 160 && elsewhere.b < 90), "beside the mark: \(elsewhere)")
    }

    /// The layer inspector beside a frozen Contacts zoom, the page chosen and the playhead at
    /// 40% of the course: its values, its tracks with the playhead, and the list.
    @Test func theLayerInspectorMatchesItsReference() throws {
        let rig = try SceneHarness(scene: "contacts", size: Size(width: 800, height: 600), renders: true, startTime: 0)
        defer { rig.close() }
        let overview = try #require(rig.nav.viewControllers.first as? ContactsOverviewViewController)
        overview.open(7)
        _ = try rig.freezeAndInspectMovingPage(after: 14)
        rig.driver.requestFreeze(.show(frame: 5))
        rig.tick(1.0 / 60)
        #expect(rig.shell.layerPanel?.inspection?.playhead == 5)
        if let result = try SceneRenderer.compare(try rig.render(), reference: "layer-inspector") {
            #expect(result.matches, "layer-inspector: \(result.summary)")
        }
    }

    /// The layer inspector beside a frozen Logo Reveal push, the revealed page chosen and the
    /// playhead at frame 30 of 51: its tracks (the page itself still, its mask growing) and the
    /// mask's size and opacity tracks under them.
    @Test func theMaskTracksMatchTheirReference() throws {
        let rig = try SceneHarness(scene: "logo-reveal", size: Size(width: 800, height: 600), renders: true, startTime: 0)
        defer { rig.close() }
        let master = try #require(rig.nav.viewControllers.first as? LogoRevealViewController)
        master.showList(interactive: false)
        _ = try rig.freezeAndInspectMovingPage(after: 50)
        rig.driver.requestFreeze(.show(frame: 30))
        rig.tick(1.0 / 60)
        #expect(rig.shell.layerPanel?.inspection?.maskTracks.count == MaskProperty.allCases.count)
        let image = try rig.render()
        // Thin marks fall under the reference comparison's tolerance, so their pixels are read:
        // the keyframe (amber) where the mask's growth begins, and its segment's band tinting
        // the size track where the opacity track (no animation) shows the bare ground.
        let panel = try #require(rig.shell.layerPanel)
        func colour(_ p: Point) -> (r: UInt8, g: UInt8, b: UInt8, a: UInt8) { image.pixel(x: Int(p.x), y: Int(p.y)) }
        let keyframe = colour(try #require(panel.windowPoint(.size, frame: 0)))
        #expect(keyframe.r > 200 && keyframe.g > 140 && keyframe.b < 90, "the keyframe: \(keyframe)")
        let banded = try #require(panel.windowPoint(.size, frame: 10)), bare = try #require(panel.windowPoint(.opacity, frame: 10))
        let band = colour(Point(x: banded.x, y: banded.y - 4)), ground = colour(Point(x: bare.x, y: bare.y - 4))
        #expect(Int(band.b) > Int(ground.b) + 15 && Int(band.r) > Int(ground.r) + 10, "the segment's band \(band) over the ground \(ground)")
        if let result = try SceneRenderer.compare(image, reference: "layer-inspector-mask") {
            #expect(result.matches, "layer-inspector-mask: \(result.summary)")
        }
    }

    /// The Sheets scene's medium sheet frozen low in its dismissal (8 frames in): the strip
    /// over the scene's top, off the sheet, and the dimming view chosen, its panel under the
    /// strip on the left, named by its controller.
    @Test func theStripKeepsOffAFrozenSheet() throws {
        let rig = try SceneHarness(scene: "sheets", size: Size(width: 800, height: 600), renders: true, startTime: 1)
        defer { rig.close() }
        let tabs = try #require(rig.nav.viewControllers.first as? SheetsTabBarController)
        let root = try #require(tabs.viewControllers.first as? SheetsViewController)
        root.showSheet(at: .medium)
        rig.settle()
        rig.key("escape")
        rig.run(frames: 8)
        rig.key("f")
        rig.click(Point(x: 600, y: 300))
        rig.tick(1.0 / 60)
        #expect(rig.shell.timelineStripOnTop && rig.shell.layerPanel != nil)
        if let result = try SceneRenderer.compare(try rig.render(), reference: "timeline-strip-sheet") {
            #expect(result.matches, "timeline-strip-sheet: \(result.summary)")
        }
    }

    /// The onion skin over a frozen Contacts zoom (Shift held, the playhead at frame 7 of
    /// 14): the page as it grew at the three frames before and after, translucent.
    @Test func theOnionSkinMatchesItsReference() throws {
        let rig = try SceneHarness(scene: "contacts", size: Size(width: 800, height: 600), renders: true, startTime: 0)
        defer { rig.close() }
        let overview = try #require(rig.nav.viewControllers.first as? ContactsOverviewViewController)
        overview.open(7)
        rig.run(frames: 14)
        rig.key("f")
        rig.driver.requestFreeze(.show(frame: 6))
        rig.key("left shift")
        rig.tick(1.0 / 60)
        #expect(rig.shell.onionSkin?.ghosts.count == 6)
        if let result = try SceneRenderer.compare(try rig.render(), reference: "onion-skin") {
            #expect(result.matches, "onion-skin: \(result.summary)")
        }
    }
}
