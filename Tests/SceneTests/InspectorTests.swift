import Geometry
import Motion
import Testing
import Views
@_spi(Testing) import Scenes
@_spi(Testing) import DevTools
import Host
import DemoTesting
import Navigation
import Runtime
import SegueTesting
import Sessions

/// The inspector as a user drives it: T shows it beside the scene and hides it; a field
/// takes typed numbers (Return sets, Escape gives up, out of range refused); the curve
/// editor's handles and presets set the curve; Reset brings the defaults back; Save hands
/// the spec over and says what happened. Every change is a parameter the spec then holds.
@MainActor
@Suite struct InspectorTests {
    func open(_ scene: String) throws -> (SceneRig, InspectorPanel) {
        let rig = try SceneRig(scene: scene, size: Size(width: 1000, height: 700))
        rig.key("t")
        rig.tick()
        return (rig, try #require(rig.shell.inspector))
    }

    func centre(_ v: View) -> Point {
        let r = v.convert(v.bounds, to: nil)
        return Point(x: r.midX, y: r.midY)
    }

    @Test func tShowsItBesideTheSceneAndHidesIt() throws {
        let (rig, panel) = try open("contacts")
        defer { rig.close() }
        #expect(rig.shell.isInspectorShown && rig.nav.view.frame.width == 1000 - InspectorPanel.width)
        #expect(panel.frame == Rect(x: 1000 - InspectorPanel.width, y: 0, width: InspectorPanel.width, height: 700))
        #expect(panel.rows.map(\.parameter.name).prefix(5) == ContactsParameters.all.map(\.name)[...])
        #expect(panel.rows.contains { $0.parameter.name == "navigation.push.duration" })
        rig.key("t")
        rig.tick()
        #expect(!rig.shell.isInspectorShown && rig.nav.view.frame.width == 1000)
        // Another scene shows its own parameters.
        rig.key("t")
        rig.key("3")
        rig.tick()
        #expect(panel.sceneID == "side-by-side" && panel.row("side-by-side.release.flick-speed") != nil && panel.row("contacts.show.duration") == nil)
    }

    @Test func aFieldTakesTypedNumbersWithinItsRange() throws {
        let (rig, panel) = try open("contacts")
        defer { rig.close() }
        let row = try #require(panel.row("contacts.show.duration") as? NumberParameterRow)
        rig.click(centre(row.numberField))
        #expect(panel.isEditingField)
        for k in ["0", ".", "7", "5", "backspace", "return"] { rig.key(k) }
        rig.tick()
        #expect(rig.driver.spec.number(ContactsParameters.showDuration) == 0.7)
        // Out of range: refused, the field keeps the keys.
        rig.click(centre(row.numberField))
        for k in ["9", "9", "return"] { rig.key(k) }
        #expect(rig.driver.spec.number(ContactsParameters.showDuration) == 0.7 && panel.isEditingField)
        #expect(panel.statusText == "contacts.show.duration takes a number from 0.01 to 30 (seconds)", "\(panel.statusText)")
        // The value shown is there to edit: Backspace takes its last character.
        rig.key("escape")
        rig.click(centre(row.numberField))
        for k in ["backspace", "5", "return"] { rig.key(k) }
        #expect(rig.driver.spec.number(ContactsParameters.showDuration) == 0.5, "0.7, Backspace, 5")
        // Escape gives the edit up and is not Back (nothing is pushed, but it must not reach the scene).
        rig.click(centre(row.numberField))
        rig.key("4")
        rig.key("escape")
        #expect(!panel.isEditingField && rig.driver.spec.number(ContactsParameters.showDuration) == 0.5)
    }

    @Test func theCurveEditorsHandlesAndPresetsSetTheCurve() throws {
        let (rig, panel) = try open("contacts")
        defer { rig.close() }
        let row = try #require(panel.row("contacts.show.curve") as? CurveParameterRow)
        let linear = try #require(row.presets.first { $0.title == "linear" })
        rig.click(centre(linear))
        #expect(rig.driver.spec.bezier(ContactsParameters.showCurve) == .linear)
        // Drag the second handle (1, 1) to the plane's (0.5, 0.2).
        let editor = row.editor
        let from = editor.convert(editor.place(1, 1), to: nil), to = editor.convert(editor.place(0.5, 0.2), to: nil)
        rig.drag(from: from, to: to, steps: 6)
        let c = rig.driver.spec.bezier(ContactsParameters.showCurve)
        #expect(c.x1 == 0 && c.y1 == 0 && abs(c.x2 - 0.5) <= 0.01 && abs(c.y2 - 0.2) <= 0.01, "\(c)")
    }

    @Test func resetBringsTheDefaultsBackAndSaveSaysWhatHappened() throws {
        let (rig, panel) = try open("side-by-side")
        defer { rig.close() }
        rig.send(.parameter(SpecAssignment("side-by-side.duration", .number(1)), time: rig.now))
        rig.send(.parameter(SpecAssignment("navigation.push.duration", .number(1)), time: rig.now))
        #expect(rig.driver.spec.overrides.count == 2)
        var saved: TransitionSpec?
        rig.shell.onSaveSpec = { spec in
            saved = spec
            return "Saved to here"
        }
        let buttons = panel.subviews.compactMap { $0 as? Button }
        rig.click(centre(try #require(buttons.first { $0.title == "Save" })))
        #expect(saved?.overrides.count == 2 && panel.statusText == "Saved to here")
        rig.click(centre(try #require(buttons.first { $0.title == "Reset" })))
        #expect(rig.driver.spec.overrides.isEmpty && panel.statusText.contains("defaults"))
        // Without a place to save (a replay), Save says so.
        rig.shell.onSaveSpec = nil
        rig.click(centre(try #require(buttons.first { $0.title == "Save" })))
        #expect(panel.statusText.contains("Not saved"))
    }
}

/// The inspector's smaller promises: a field being edited takes every key (Q does not
/// quit, S does not slow the animations), and the spring's caption tells its own overshoot.
@MainActor
@Suite struct InspectorDetailTests {
    @Test func aFieldBeingEditedTakesQAndS() throws {
        let rig = try SceneRig(scene: "contacts", size: Size(width: 1000, height: 700))
        defer { rig.close() }
        rig.key("t")
        rig.tick()
        let panel = try #require(rig.shell.inspector)
        let row = try #require(panel.row("contacts.show.duration") as? NumberParameterRow)
        let f = row.numberField.convert(row.numberField.bounds, to: nil)
        rig.click(Point(x: f.midX, y: f.midY))
        for k in ["q", "s", "1", "return"] { rig.key(k) }
        #expect(!rig.driver.quitRequested && !rig.driver.slowAnimations)
        #expect(rig.driver.spec.number(ContactsParameters.showDuration) == 1)
        rig.key("s")
        #expect(rig.driver.slowAnimations, "S slows again once no field is edited")
    }

    @Test(arguments: [(1.5, "no overshoot"), (1.0, "no overshoot"), (0.82, "overshoots 1.1%"), (0.3, "overshoots 37.")])
    func theSpringCaptionTellsItsOvershoot(ratio: Double, caption: String) {
        let view = SpringResponseView(frame: Rect(x: 0, y: 0, width: 300, height: 92))
        view.show(SpringSpec(duration: 0.45, dampingRatio: ratio))
        view.layoutIfNeeded()
        #expect(view.captionText.contains(caption), "\(ratio): \(view.captionText)")
    }
}
