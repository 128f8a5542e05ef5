import Geometry
import Testing
import SDLPlatform

/// Headless renders of the catalogue and the Gallery against committed reference PNGs.
/// Regenerate with `SEGUE_UPDATE_REFERENCES=1 swift test --filter RenderTests`, on purpose,
/// and look at the PNGs before committing them. Failing renders are written to
/// `.build/render-test-output/`.
@MainActor
@Suite(.serialized) struct SceneReferenceTests {
    @Test(arguments: [
        ("catalogue", Size(width: 1024, height: 768), 1.0, "catalogue"),
        ("gallery", Size(width: 1024, height: 768), 1.0, "gallery"),
        ("gallery", Size(width: 640, height: 900), 1.0, "gallery-narrow"),
        ("catalogue", Size(width: 512, height: 384), 2.0, "catalogue@2x"),
        ("motion", Size(width: 1024, height: 768), 1.0, "motion"),
        ("photos", Size(width: 1024, height: 768), 1.0, "photos"),
    ])
    func sceneMatchesItsReference(scene: String, size: Size, scale: Double, name: String) throws {
        let (first, steady) = try SceneRenderer.render(scene: scene, size: size, scale: scale)
        #expect(first.width == Int(size.width * scale) && first.height == Int(size.height * scale))
        if let result = try SceneRenderer.compare(first, reference: name) {
            #expect(result.matches, "\(name): \(result.summary)")
        }
        // Frames drawn from the raster cache look like the first, directly drawn one.
        let cached = ImageComparison(steady, first)
        #expect(cached.matches, "\(name) steady frame vs first frame: \(cached.summary)")
    }

    @Test func tinyAndDegenerateWindowSizesRender() throws {
        for size in [Size(width: 1, height: 1), Size(width: 3, height: 500), Size(width: 500, height: 2)] {
            let (first, _) = try SceneRenderer.render(scene: "gallery", size: size, steadyFrames: 1)
            #expect(first.width == Int(size.width))
        }
    }
}
