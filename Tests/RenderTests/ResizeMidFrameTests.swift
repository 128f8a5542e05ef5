import Compositor
import Geometry
@_spi(Testing) import SDLPlatform
import SegueTesting
import Testing
import DemoTesting
import Runtime

/// A window resized between building a frame and drawing it: the software renderer gets an
/// output of the new size while the draw list still lays out the old one (the live window's
/// `followWindowSize`). Every fill, copy and blend is cut to the surface it writes: guard
/// bytes after the smaller output stay as they were, for every demo transition at every
/// fifth of its course and for sizes from one pixel to a strip.
@MainActor
@Suite(.serialized) struct ResizeMidFrameTests {
    static let smaller = [PixelSize(width: 300, height: 200), PixelSize(width: 1, height: 1), PixelSize(width: 640, height: 3),
                          PixelSize(width: 5, height: 480), PixelSize(width: 639, height: 479)]

    @Test(arguments: DemoTransition.allCases)
    func aFrameLaidOutForALargerWindowWritesNothingPastTheNewOne(_ transition: DemoTransition) throws {
        var failures: [String] = []
        for size in Self.smaller {
            let (rig, driver) = try transition.begin()
            defer { rig.close() }
            let renderer = try #require(rig.stage.canvas?.renderer)
            for step in stride(from: 1, through: 9, by: 2) {
                DemoTransition.hold(rig, driver, at: Double(step) / 10)
                rig.stage.render()
                // The next frame is built for 640x480 and drawn on `size` (guard bytes for more
                // than a whole old frame past its end), then the one after
                // on 640x480 again (the resize back), both with damage tracking on.
                renderer.resizeOutputAtNextFrame(size, guardBytes: 4 << 20)
                DemoTransition.hold(rig, driver, at: Double(step) / 10 + 0.02)
                rig.stage.render()
                if !renderer.outputGuardIsIntact { failures.append("\(transition.rawValue) at \(step * 10)% drawn on \(size.width)x\(size.height)") }
                renderer.resizeOutputAtNextFrame(PixelSize(width: 640, height: 480), guardBytes: 4 << 20)
            }
        }
        #expect(failures.isEmpty, Comment(rawValue: "wrote past the output: " + failures.joined(separator: "; ")))
    }
}
