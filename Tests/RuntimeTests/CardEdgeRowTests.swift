import Foundation
import Runtime
import SegueTesting
import Sessions
import Testing
import DemoTesting
import Scenes
import SDLPlatform

/// A clipped page between pixels keeps to the pixels whose centres its bounds cover, as its
/// sublayers' copies do: the Photos card one frame before it lands (`photos-card-lands`,
/// frame 99, bottom at 322.06) showed its page's black, under a picture snapped short of the
/// row, across a whole 128-pixel row of the window, when its clip was rounded outward.
@MainActor
@Suite(.serialized) struct CardEdgeRowTests {
    @Test func theLandingCardShowsNoRowOfItsBlackPage() throws {
        let file = ExampleSession.path("photos-card-lands")
        let reader = try SessionReader(appSession: file, app: DemoApp.repository)
        guard case .header(let header) = try reader.next() else { throw ExampleSession.Failed(description: "\(file): no header") }
        let stage = try Stage(resources: SceneHarness.resources(), scene: header.scene, size: header.windowSize, output: .headless(scale: 1),
            startTime: 0, spec: header.spec)
        defer { stage.close() }
        let seeker = SessionSeeker(file: file, reader: try SessionSeeker.open(file, app: DemoApp.repository), stage: stage)
        var frame = 0, blackFrames: [String] = []
        while try seeker.step() != nil {
            defer { frame += 1 }
            // From the card's flight on: the black page shows only while it is large.
            guard frame >= 60 else { continue }
            _ = stage.render()
            let image = try #require(stage.snapshot())
            var black = 0
            for i in stride(from: 0, to: image.pixels.count, by: 4) where image.pixels[i] == 0 && image.pixels[i + 1] == 0 && image.pixels[i + 2] == 0 {
                black += 1
            }
            if black > 0 { blackFrames.append("frame \(frame): \(black) black pixels") }
        }
        #expect(frame > 100)
        #expect(blackFrames.isEmpty, "\(blackFrames.joined(separator: "; "))")
    }
}
