import Compositor
import Geometry
import Runtime
import SDLPlatform
import SegueTesting
import Testing
import DemoTesting
import Host
import Scenes
import Views

/// Clips and masks hold by construction: checked by rendering on generated layer trees and
/// on every demo transition at 0, 5, 10 … 100% (with `ClipCheck`, which `segue replay
/// --check-pixels` runs on every frame of a session).
@MainActor
@Suite(.serialized) struct ClipInvariantTests {
    /// 200 seeded trees at 1 pixel per point and 60 at 2, each drawn directly (no raster
    /// cache) and in the steady state (from the cache).
    @Test func generatedTrees() throws {
        var failures: [String] = []
        for scale in [1.0, 2.0] {
            failures += try ClipInvariantTests.violations(seeds: Array(0..<(scale == 1 ? 200 : 60)), scale: scale)
        }
        #expect(failures.isEmpty, Comment(rawValue: "\(failures.count) violations:\n" + failures.prefix(20).joined(separator: "\n")))
    }

    /// Every demo transition held at 0, 5, 10 … 100%: drawn directly, and in the steady
    /// state the app reaches while a transition is held (from the raster cache).
    @Test(arguments: DemoTransition.allCases)
    func demoTransition(_ transition: DemoTransition) throws {
        let (rig, driver) = try transition.begin()
        defer { rig.close() }
        var failures: [String] = []
        for step in 0...20 {
            let progress = Double(step) / 20
            DemoTransition.hold(rig, driver, at: progress)
            for cached in [false, true] {
                rig.stage.compositor.cachesRasterizedLayers = cached
                let draw = { () throws -> RGBAImage in
                    var image = try rig.render()
                    if cached { for _ in 0..<2 { image = try rig.render() } }
                    return image
                }
                let name = "clip-\(transition.rawValue)-\(step * 5)" + (cached ? "-cached" : "")
                failures += try ClipCheck(scale: 1).failures(in: rig.shell.window.layer, reference: draw(), render: draw).map { "\(name): \($0)" }
            }
        }
        #expect(failures.isEmpty, Comment(rawValue: "\(failures.count) violations:\n" + failures.prefix(20).joined(separator: "\n")))
    }

    /// The violations in the generated trees `seeds` at `scale`, drawn directly and from the cache.
    static func violations(seeds: [UInt64], scale: Double) throws -> [String] {
        let fonts = try Resources(app: DemoApp.repository).fonts
        let size = Size(width: 160, height: 120)
        let canvas = try HeadlessCanvas(size: size, scale: scale, fonts: fonts)
        defer { canvas.close() }
        var failures: [String] = []
        for seed in seeds {
            var generator = LayerTreeGenerator(seed: seed &* 7919 &+ UInt64(scale), size: size)
            let root = generator.tree()
            for cached in [false, true] {
                let compositor = Compositor()
                compositor.cachesRasterizedLayers = cached
                defer { compositor.releaseResources(on: canvas.renderer) }
                // Drawn three times from the cache, so the last frame copies its captures.
                let draw = { () throws -> RGBAImage in
                    for _ in 0..<(cached ? 3 : 1) { compositor.render(root, on: canvas.renderer, scale: scale) }
                    guard let image = canvas.snapshot() else { throw HarnessError("the canvas could not be read") }
                    return image
                }
                let name = "clip-tree-\(seed)@\(Int(scale))x" + (cached ? "-cached" : "")
                failures += try ClipCheck(scale: scale).failures(in: root, reference: draw(), render: draw).map { "\(name): \($0)" }
            }
        }
        return failures
    }
}
