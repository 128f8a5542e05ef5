import Compositor
import Foundation
import Geometry
import Motion
import Scenes
import SDLPlatform
import Views

/// Renders scenes headless (software renderer) the way the app does, for reference tests.
@MainActor
struct SceneRenderer {
    static let repositoryRoot = URL(fileURLWithPath: #filePath).deletingLastPathComponent().deletingLastPathComponent().deletingLastPathComponent()
    static let references = repositoryRoot.appendingPathComponent("Tests/RenderTests/References")
    static let output = repositoryRoot.appendingPathComponent(".build/render-test-output")

    let fonts: FontLibrary
    let assets = Assets(root: repositoryRoot.appendingPathComponent("Assets"))

    init() throws {
        setenv("SDL_VIDEODRIVER", "dummy", 1)
        fonts = try FontLibrary()
    }

    /// Frames of `scene`: the first (drawn directly) and the one after `steadyFrames` more
    /// (drawn from the raster cache).
    func render(scene: String, size: Size, scale: Double = 1, steadyFrames: Int = 3) throws -> (first: RGBAImage, steady: RGBAImage) {
        let canvas = try HeadlessCanvas(size: size, scale: scale, fonts: fonts)
        defer { canvas.close() }
        let window = Window(size: size, textMeasurer: fonts)
        let clock = ManualClock()
        let shell = try AppShell(window: window, assets: assets, scene: scene, clock: clock)
        shell.layout()
        AnimationTicker().advance(window.layer, to: clock.now)
        shell.layout()
        let compositor = Compositor()
        compositor.clearColor = Theme.background
        compositor.render(window.layer, on: canvas.renderer, scale: scale)
        let first = try require(canvas.snapshot())
        for _ in 0..<steadyFrames { compositor.render(window.layer, on: canvas.renderer, scale: scale) }
        let steady = try require(canvas.snapshot())
        compositor.releaseResources(on: canvas.renderer)
        return (first, steady)
    }

    /// Compares `image` with the committed reference `name`.png. With SEGUE_UPDATE_REFERENCES=1
    /// the reference is rewritten instead (do that on purpose, and look at the result).
    func compare(_ image: RGBAImage, reference name: String) throws -> ImageComparison? {
        let url = SceneRenderer.references.appendingPathComponent(name + ".png")
        if ProcessInfo.processInfo.environment["SEGUE_UPDATE_REFERENCES"] == "1" {
            try FileManager.default.createDirectory(at: SceneRenderer.references, withIntermediateDirectories: true)
            try image.writePNG(to: url.path)
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
