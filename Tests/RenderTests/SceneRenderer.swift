import Foundation
import Geometry
import SegueTesting
import SDLPlatform
import Testing
import Views
import DemoTesting

/// Renders scenes headless (software renderer) through the app's own start-up and frame
/// step, and compares frames with the committed references.
@MainActor
enum SceneRenderer {
    static let repositoryRoot = Repository.root
    static let references = repositoryRoot.appendingPathComponent("Tests/RenderTests/References")
    static let output = repositoryRoot.appendingPathComponent(".build/render-test-output")

    /// Frames of `scene`: the first (drawn directly) and the one after `steadyFrames` more
    /// (drawn from the raster cache).
    static func render(scene: String, size: Size, scale: Double = 1, steadyFrames: Int = 3) throws -> (first: RGBAImage, steady: RGBAImage) {
        let harness = try SceneHarness(scene: scene, size: size, renders: true, scale: scale, startTime: 0)
        defer { harness.close() }
        let first = try harness.render()
        var steady = first
        for _ in 0..<steadyFrames { steady = try harness.render() }
        return (first, steady)
    }

    /// Compares `image` with the committed reference `name`.png. With SEGUE_UPDATE_REFERENCES=1
    /// the reference is rewritten instead (do that on purpose, and look at the result), and
    /// the test fails saying so: a run that rewrote references compared nothing.
    static func compare(_ image: RGBAImage, reference name: String) throws -> ImageComparison? {
        let url = SceneRenderer.references.appendingPathComponent(name + ".png")
        if ProcessInfo.processInfo.environment["SEGUE_UPDATE_REFERENCES"] == "1" {
            try FileManager.default.createDirectory(at: SceneRenderer.references, withIntermediateDirectories: true)
            try image.writePNG(to: url.path)
            Issue.record("\(name).png rewritten (SEGUE_UPDATE_REFERENCES=1): look at it, then run again without the variable to compare")
            return nil
        }
        let reference = try RGBAImage.readPNG(at: url.path)
        let result = ImageComparison(image, reference)
        if !result.matches {
            try FileManager.default.createDirectory(at: SceneRenderer.output, withIntermediateDirectories: true)
            try image.writePNG(to: SceneRenderer.output.appendingPathComponent(name + ".actual.png").path)
        }
        return result
    }
}

struct MissingValue: Error {}

func require<T>(_ value: T?) throws -> T {
    guard let value else { throw MissingValue() }
    return value
}
