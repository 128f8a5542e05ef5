import Geometry
import Motion
import Navigation
import Runtime
import Sessions
import Testing
import Views
@_spi(Testing) import Scenes
@_spi(Testing) import DevTools
import Host
import DemoTesting
import SegueTesting

/// Parameters are data: every scene's transitions take their timing from the spec in
/// effect, a change (a recorded `parameter` event) reaches the next transition and not the
/// one running, and the catalogue holds every parameter the scenes declare.
@MainActor
@Suite struct SpecSceneTests {
    func set(_ rig: SceneRig, _ name: String, _ value: SpecValue) {
        rig.send(.parameter(SpecAssignment(name, value), time: rig.now))
    }

    /// Back on a page the scene opened runs the scene's own way back, for as long as its
    /// duration parameter says: still running at 90% of it, done just after.
    @Test(arguments: [
        ("catalogue", "navigation.push.duration"),
        ("logo-reveal", "logo-reveal.pop.duration"),
        ("contacts", "contacts.hide.duration"),
        ("side-by-side", "side-by-side.duration"),
        ("modal-zoom", "modal-zoom.duration"),
    ])
    func theWayBackLastsItsDurationParameter(scene: String, parameter: String) throws {
        let rig = try SceneRig(scene: scene)
        defer { rig.close() }
        if scene == "catalogue" { rig.shell.open("gallery", animated: false) } else { try #require(rig.openNextPage()) }
        rig.settle()
        set(rig, parameter, .number(1.25))
        #expect(rig.driver.spec.number(try #require(SceneRegistry.catalogue[parameter])) == 1.25)
        rig.key("escape")
        rig.tick()
        #expect(rig.shell.isTransitioning)
        rig.run(for: 1.25 * 0.9)
        #expect(rig.shell.isTransitioning, "\(scene): ended before 90% of \(parameter)")
        rig.run(for: 1.25 * 0.1 + 0.1)
        #expect(!rig.shell.isTransitioning, "\(scene): still running after \(parameter)")
    }

    @Test func aChangeReachesTheNextTransitionNotTheRunningOne() throws {
        let rig = try SceneRig(scene: "side-by-side")
        defer { rig.close() }
        try #require(rig.openNextPage())
        rig.key("escape")
        rig.tick()
        set(rig, "side-by-side.duration", .number(2))
        rig.run(for: 0.5)
        #expect(!rig.shell.isTransitioning, "the running pop took the new duration")
        try #require(rig.openNextPage())
        rig.key("escape")
        rig.tick()
        rig.run(for: 1.5)
        #expect(rig.shell.isTransitioning, "the next pop kept the old duration")
    }

    @Test func aLowerThresholdFinishesAReleaseTheDefaultCancels() throws {
        for (threshold, finishes) in [(0.5, false), (0.2, true)] {
            let rig = try SceneRig(scene: "side-by-side")
            defer { rig.close() }
            try #require(rig.openNextPage())
            set(rig, "side-by-side.release.threshold", .number(threshold))
            let w = rig.window.bounds.width, y = rig.window.bounds.midY
            // A slow drag to 30% of the width, held still, let go.
            rig.drag(from: Point(x: w * 0.2, y: y), to: Point(x: w * 0.5, y: y), steps: 20, duration: 0.6, hold: 0.3)
            rig.settle()
            #expect(rig.titles.count == (finishes ? 1 : 2), "threshold \(threshold): \(rig.titles)")
            #expect(rig.nav.telemetry.lastRelease?.threshold == threshold)
        }
    }

    @Test func theCatalogueHoldsEveryDeclaredParameterOnceWithItsSceneAsPrefix() {
        let names = SceneRegistry.catalogue.parameters.map(\.name)
        #expect(Set(names).count == names.count)
        let declared = NavigationParameters.all + LogoRevealParameters.all + ContactsParameters.all + SideBySideParameters.all
            + ModalZoomParameters.all + SheetParameters.all + SheetsParameters.all + MotionParameters.all + ScrollParameters.all
        #expect(names == declared.map(\.name))
        let owners = Set(["navigation", "scroll"] + SceneRegistry.sceneIDs)
        for p in SceneRegistry.catalogue.parameters {
            #expect(owners.contains(SceneRegistry.owner(of: p)), "\(p.name) belongs to no scene")
            // Every default is a value the parameter accepts.
            #expect(throws: Never.self) { try p.validate(p.defaultValue) }
        }
    }
}
