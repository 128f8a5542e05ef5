import Geometry
import Motion
import SDLPlatform
import SegueTesting
import Testing
import Views
@_spi(Testing) import Scenes
import DemoTesting
@_spi(Testing) import DevTools
import Host
import Runtime

/// The inspector's slider changes the next transition: Side by side's duration slid up,
/// Back pops over the new duration, and the scene drawn x seconds into that pop is the one
/// the default pop draws x * 0.45 / d seconds in (same curve, same progress), while the
/// default pop at x seconds is far along. Only the scene is compared (the panels show
/// different values).
@MainActor
@Suite struct InspectorRenderTests {
    static let size = Size(width: 1000, height: 640)

    /// Side by side with page Two open and the inspector shown; the slider of
    /// side-by-side.duration clicked at `fraction` of its track (nil: left alone).
    func rig(slidTo fraction: Double?) throws -> SceneHarness {
        let rig = try SceneHarness(scene: "side-by-side", size: Self.size, renders: true)
        try #require(rig.openNextPage())
        rig.key("t")
        rig.tick()
        let panel = try #require(rig.shell.inspector)
        let row = try #require(panel.row("side-by-side.duration") as? NumberParameterRow)
        if let fraction {
            let track = row.slider.convert(row.slider.bounds, to: nil)
            rig.click(Point(x: track.minX + 14 + (track.width - 28) * fraction, y: track.midY))
        }
        rig.tick(0.1)
        return rig
    }

    /// The scene's part of a render (the window less the inspector's strip).
    func scene(_ image: RGBAImage, width: Double) -> RGBAImage {
        let w = Int(width)
        var pixels: [UInt8] = []
        pixels.reserveCapacity(w * image.height * 4)
        for y in 0..<image.height {
            let start = y * image.width * 4
            pixels += image.pixels[start..<(start + w * 4)]
        }
        return RGBAImage(width: w, height: image.height, pixels: pixels)
    }

    /// The scene `seconds` into a pop started by Back.
    func popFrame(_ rig: SceneHarness, at seconds: Double) throws -> RGBAImage {
        rig.key("escape")
        rig.tick()
        #expect(rig.shell.isTransitioning)
        rig.tick(seconds)
        return scene(try rig.render(), width: rig.shell.sceneFrame.width)
    }

    @Test func aSliderChangesTheNextTransitionsDuration() throws {
        let slid = try rig(slidTo: 0.9)
        defer { slid.close() }
        let spec = slid.driver.spec
        let duration = spec.number(SideBySideParameters.duration)
        #expect(duration > 1.2, "the slider set \(duration)")
        #expect(slid.shell.sceneFrame.width == Self.size.width - InspectorPanel.width)
        let x = 0.3
        let slow = try popFrame(slid, at: x)

        let sameTime = try rig(slidTo: nil)
        defer { sameTime.close() }
        let plain = try popFrame(sameTime, at: x)
        let matched = try rig(slidTo: nil)
        defer { matched.close() }
        let sameProgress = try popFrame(matched, at: x * SideBySideParameters.duration.defaultNumber / duration)

        let far = PixelDifference(slow, plain), near = PixelDifference(slow, sameProgress)
        let pixels = slow.width * slow.height
        #expect(far.count > pixels / 10, "the default pop at \(x) s should be far along: \(far)")
        #expect(near.count < pixels / 200, "the slid pop at \(x) s should show the default pop at the same progress: \(near)")
    }
}
