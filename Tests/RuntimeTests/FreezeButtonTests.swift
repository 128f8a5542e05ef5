import Foundation
import Geometry
import Gestures
import Runtime
import SegueTesting
import Sessions
import Testing
@_spi(Testing) import Scenes
@_spi(Testing) import DevTools
import DemoTesting
import Host
import Navigation
import Views

/// The debug overlay's Freeze button is the key F for the pointer: a press on it freezes a
/// running transition and a second resumes it, the scene never sees those presses, and the
/// session (which records the key F) replays and verifies.
@MainActor
@Suite(.serialized) struct FreezeButtonTests {
    @Test func theButtonFreezesAndResumesAsTheKeyDoesAndTheSessionReplays() throws {
        let run = try LiveLikeRecording(scene: "contacts", name: "freeze-button")
        // Over the grid, where a press that reached the scene would open a contact.
        let button = FreezeButton(frame: Rect(x: 20, y: 300, width: 96, height: 24))
        run.driver.window.addSubview(button)
        run.inputs = { button.input(for: $0) }
        let onButton = Point(x: 60, y: 312)
        run.frames(3)
        let overview = try #require(run.driver.shell.navigation.viewControllers.first as? ContactsOverviewViewController)
        let cell = try #require(overview.grid.cellForItem(at: 7) as? ContactCell)
        let avatar = cell.avatar.convert(cell.avatar.bounds, to: nil)
        let centre = Point(x: avatar.midX, y: avatar.midY)
        run.frame(1.0 / 60, [LiveLikeRecording.pointer(.down, centre)])
        run.frame(0.05, [LiveLikeRecording.pointer(.up, centre)])
        run.frames(5)
        #expect(run.driver.shell.isTransitioning)
        run.frame(1.0 / 60, [LiveLikeRecording.pointer(.move, onButton), LiveLikeRecording.pointer(.down, onButton)])
        #expect(run.driver.isFrozen, "the button did not freeze")
        run.frame(0.2, [LiveLikeRecording.pointer(.move, Point(x: onButton.x + 300, y: onButton.y))])
        run.frame(1.0 / 60, [LiveLikeRecording.pointer(.up, Point(x: onButton.x + 300, y: onButton.y))])
        #expect(run.driver.inspectedLayer == nil, "the press's release reached the frozen scene")
        run.frame(0.3, [LiveLikeRecording.pointer(.down, onButton)])
        run.frame(1.0 / 60, [LiveLikeRecording.pointer(.up, onButton)])
        #expect(!run.driver.isFrozen, "the button did not resume")
        run.frames(40)
        #expect(!run.driver.shell.isTransitioning)
        #expect(run.driver.shell.navigation.viewControllers.count == 2, "a press on the button reached the scene")
        // Hidden, the button takes nothing.
        button.isHidden = true
        let press = SessionEvent.pointer(PointerEvent(phase: .down, location: onButton, timestamp: run.time))
        #expect(button.input(for: press) == press)
        run.finish()

        let text = try String(contentsOfFile: run.path, encoding: .utf8)
        #expect(text.components(separatedBy: "\"key\":\"f\"").count - 1 == 2, "each press is recorded as the key F")
        #expect(text.contains("\"action\":\"freeze\"") && text.contains("\"action\":\"resume\""))
        #expect(!text.contains("\"phase\":\"down\",\"id\":0,\"x\":60"), "a press on the button was recorded as a press")
        let (replay, said) = LiveLikeRecording.verify(run.path)
        #expect(replay.code == 0, "\(said)")
        #expect(replay.summary?.stack.count == 2)
    }
}
