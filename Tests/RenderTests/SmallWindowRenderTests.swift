import Geometry
import Scenes
import SegueTesting
import Testing
import DemoTesting
import SDLPlatform

/// Every scene at 400x300, each page its transitions open (`SceneHarness.openNextPage`),
/// against reference PNGs: small windows keep their layouts (see the scene tests' layout
/// audit for the rules). Regenerate with `SEGUE_UPDATE_REFERENCES=1 swift test --filter
/// RenderTests`, on purpose, and look at them.
@MainActor
@Suite(.serialized) struct SmallWindowRenderTests {
    @Test(arguments: SceneRegistry.sceneIDs)
    func everyPageMatchesItsReference(scene: String) throws {
        let rig = try SceneHarness(scene: scene, size: Size(width: 400, height: 300), renders: true, startTime: 1)
        defer { rig.close() }
        rig.settle()
        var page = 1
        repeat {
            let name = "small-\(scene)-\(page)"
            let first = try rig.render()
            #expect(first.width == 400 && first.height == 300)
            if let result = try SceneRenderer.compare(first, reference: name) {
                #expect(result.matches, "\(name): \(result.summary)")
            }
            // Frames drawn from the raster cache look like the first, directly drawn one.
            var steady = first
            for _ in 0..<3 { steady = try rig.render() }
            let cached = ImageComparison(steady, first)
            #expect(cached.matches, "\(name) steady frame vs first frame: \(cached.summary)")
            page += 1
        } while rig.openNextPage()
    }
}
