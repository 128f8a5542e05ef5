import Geometry
import Scenes
import SegueTesting
import Testing
import DemoTesting

/// Every page of every scene, at every size from 320x240 up, lays out without overlap, inside
/// the window, with no text cut (the rules are `LayoutAudit`'s). A scene's pages are its
/// first and each one its transition opens from there (`SceneHarness.openNextPage`): the
/// Gallery over the catalogue, the packing list, a contact, pages 2 and 3, the presented page.
@MainActor
@Suite struct LayoutInvariantTests {
    nonisolated static let sizes = [
        Size(width: 320, height: 240), Size(width: 400, height: 300), Size(width: 640, height: 400),
        Size(width: 800, height: 600), Size(width: 1280, height: 800),
    ]

    @Test(arguments: SceneRegistry.sceneIDs)
    func everyPageFitsAtEverySize(scene: String) throws {
        for size in LayoutInvariantTests.sizes {
            let rig = try SceneRig(scene: scene, size: size)
            rig.settle()
            var page = 1
            while true {
                let problems = LayoutAudit(rig.window).problems
                #expect(problems.isEmpty, "\(scene), page \(page), \(Int(size.width))x\(Int(size.height)):\n\(problems.joined(separator: "\n"))")
                guard rig.openNextPage() else { break }
                page += 1
            }
            #expect(page > 1 || ["catalogue", "gallery", "motion"].contains(scene), "\(scene) opened no second page")
        }
    }
}
