import Foundation
import Geometry
import Runtime
import SegueTesting
import Sessions
import Testing
import DemoTesting
import Gestures

/// A live recording frozen (F), with the mouse pressed and held, and the window resized while
/// frozen, replays and verifies every frame: whatever order the press, the freeze, the
/// resizes, the resume and the release come in, in four scenes. (The live recording that did
/// not verify had a cause outside the driver, the window's scale read at the resize:
/// `WindowScaleAfterResizeTests`.)
@MainActor
@Suite(.serialized) struct FrozenHeldPressResizeTests {
    typealias R = LiveLikeRecording

    /// The orders tried: each a list of steps, a frame or more apart.
    enum Step { case freeze, press, move, resize(Double, Double), release, frames(Int) }

    nonisolated static let orders: [String: [Step]] = [
        "press while frozen, resize, resume, release": [.freeze, .press, .move, .resize(700, 500), .frames(3), .resize(820, 640), .freeze, .frames(4), .move, .release],
        "press while frozen, resize, release, resume": [.freeze, .press, .resize(640, 480), .move, .release, .frames(2), .freeze],
        "press, freeze, resize, release, resume": [.press, .move, .freeze, .resize(700, 520), .frames(2), .release, .freeze],
        "press, freeze, resize, resume, release": [.press, .freeze, .move, .resize(900, 700), .freeze, .move, .frames(3), .release],
    ]

    @Test(arguments: ["photos", "contacts", "sheets", "side-by-side"], Array(orders.keys).sorted())
    func aFrozenResizedRecordingWithAHeldPressVerifies(_ scene: String, _ order: String) throws {
        let run = try R(scene: scene, name: "frozen-resize-\(scene)")
        run.frames(3)
        var at = Point(x: 300, y: 250)
        for step in try #require(Self.orders[order]) {
            switch step {
            case .freeze: run.frame(1.0 / 60, [R.key("f")])
            case .press: run.frame(1.0 / 60, [R.pointer(.down, at)])
            case .move:
                at = Point(x: at.x + 40, y: at.y + 10)
                run.frame(1.0 / 60, [R.pointer(.move, at)])
            case .resize(let w, let h): run.frame(1.0 / 60, [{ .resize(Size(width: w, height: h), time: $0) }])
            case .release: run.frame(1.0 / 60, [R.pointer(.up, at)])
            case .frames(let n): run.frames(n)
            }
            run.frames(2)
        }
        run.frames(60)
        run.finish()
        defer { try? FileManager.default.removeItem(atPath: run.path) }
        let (replay, said) = LiveLikeRecording.verify(run.path)
        #expect(replay.code == 0, "\(scene), \(order): \(said)")
    }
}
