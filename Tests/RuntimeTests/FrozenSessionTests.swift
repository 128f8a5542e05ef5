import Foundation
import Geometry
import Runtime
import SegueTesting
import Sessions
import Testing
@_spi(Testing) import Scenes
@_spi(Testing) import DevTools
import DemoTesting
import Host
import Gestures
import Navigation
import Views

/// A freeze is an event of the session: a recording frozen mid-transition, scrubbed with
/// the keys and the mouse on the strip, and resumed replays with `--verify`, every frame
/// (those while frozen and scrubbed, and the resumed one, included).
@MainActor
@Suite(.serialized) struct FrozenSessionTests {
    @Test func aZoomFrozenAndResumedReplaysAndVerifies() throws {
        let run = try LiveLikeRecording(scene: "contacts", name: "frozen-zoom")
        run.frames(3)
        let overview = try #require(run.driver.shell.navigation.viewControllers.first as? ContactsOverviewViewController)
        let cell = try #require(overview.grid.cellForItem(at: 7) as? ContactCell)
        let avatar = cell.avatar.convert(cell.avatar.bounds, to: nil)
        let centre = Point(x: avatar.midX, y: avatar.midY)
        run.frame(1.0 / 60, [LiveLikeRecording.pointer(.down, centre)])
        run.frame(0.05, [LiveLikeRecording.pointer(.up, centre)])
        run.frames(5)
        #expect(run.driver.shell.isTransitioning)
        run.frame(1.0 / 60, [LiveLikeRecording.key("f")])
        #expect(run.driver.isFrozen)
        run.frames(20)
        run.frame(0.5, [LiveLikeRecording.pointer(.move, Point(x: 400, y: 300))])
        // A layer chosen by a click and by Down: an inspection, which changes no frame.
        run.frame(1.0 / 60, [LiveLikeRecording.pointer(.down, Point(x: 400, y: 300))])
        run.frame(1.0 / 60, [LiveLikeRecording.pointer(.up, Point(x: 400, y: 300)), LiveLikeRecording.key("down")])
        #expect(run.driver.inspectedLayer != nil)
        run.frame(1.0 / 60, [LiveLikeRecording.key("left"), LiveLikeRecording.key("left")])
        let strip = try #require(run.driver.shell.timelineStrip)
        let start = strip.convert(Point(x: strip.plotArea.x(1), y: strip.plotArea.rect.midY), to: nil)
        run.frame(0.2, [LiveLikeRecording.pointer(.down, start)])
        #expect(run.driver.playhead == 1)
        run.frame(1.0 / 60, [LiveLikeRecording.pointer(.move, Point(x: start.x + 90, y: start.y))])
        run.frame(1.0 / 60, [LiveLikeRecording.pointer(.up, Point(x: start.x + 90, y: start.y)), LiveLikeRecording.key("right")])
        #expect((run.driver.playhead ?? 0) > 2)
        // Shift held, Left under it, Shift let go: the onion skin on and off.
        run.frame(1.0 / 60, [LiveLikeRecording.key("left shift")])
        run.frame(1.0 / 60, [LiveLikeRecording.key("left")])
        #expect(run.driver.shell.onionSkin != nil)
        run.frame(0.3, released: ["left shift"])
        #expect(run.driver.shell.onionSkin == nil)
        run.frame(1.0 / 60, [LiveLikeRecording.key("f")])
        #expect(!run.driver.isFrozen)
        run.frames(30)
        run.finish()
        let text = try String(contentsOfFile: run.path, encoding: .utf8)
        #expect(text.contains("{\"type\":\"freeze\",") && text.contains("\"action\":\"resume\""))
        #expect(text.components(separatedBy: "\"action\":\"show\"").count - 1 >= 6, "three Lefts, a press, a move and a Right")
        #expect(text.contains("\"action\":\"onion\",\"on\":true") && text.contains("\"action\":\"onion\",\"on\":false"))

        let (replay, said) = LiveLikeRecording.verify(run.path)
        #expect(replay.code == 0, "\(said)")
        #expect(replay.summary?.stack.count == 2)
    }
}
