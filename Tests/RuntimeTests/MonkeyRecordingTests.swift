import Foundation
import Geometry
import Gestures
import Runtime
import SegueTesting
import Sessions
import Testing
import DemoTesting
import Host

/// A monkey's session in every scene, recorded as the live loop records it and replayed with
/// `--verify`: 3,000 random actions a scene, 21,000 in all, clicks and drags anywhere (held,
/// flung, let go mid-transition), the wheel, Back, the digits that open other scenes, the
/// freeze with its scrubbing, inspecting and onion skin, the inspector (T), reduce motion (R),
/// slow animations (S) and window resizes, in every order. Every recording verifies, every
/// frame and its end line. The actions come from a seed named in the failure.
@MainActor
@Suite(.serialized) struct MonkeyRecordingTests {
    typealias R = LiveLikeRecording
    static let actionsPerScene = 3000

    @Test(arguments: ["catalogue", "logo-reveal", "contacts", "side-by-side", "modal-zoom", "photos", "sheets"])
    func aMonkeysRecordingVerifies(_ scene: String) throws {
        let seed = UInt64(truncatingIfNeeded: scene.utf8.reduce(1469598103934665603) { ($0 ^ UInt64($1)) &* 1099511628211 })
        let (code, said, file, seen) = try monkey(scene, seed: seed)
        #expect(code == 0, "\(scene) (seed \(seed)): \(said.suffix(3))")
        // It did what it is for: froze, resized, pressed, ran transitions in several scenes.
        for (what, least) in [("\"type\":\"freeze\"", 20), ("\"type\":\"resize\"", 100), ("\"phase\":\"down\"", 400)] {
            #expect(file.components(separatedBy: what).count - 1 >= least, "\(scene): fewer than \(least) \(what)")
        }
        #expect(seen.transitionStarts >= 15 && seen.scenes.count >= 3, "\(scene): \(seen)")
    }

    /// The same monkey in Sheets with its 700th action a resize applied and not recorded: the
    /// replay does not verify.
    @Test func aRecordingThatLostAnInputDoesNotVerify() throws {
        let (code, said, _, _) = try monkey("sheets", seed: 11, dropping: 700)
        #expect(code == 1 && said.contains { $0.contains("differs") }, "\(said.suffix(3))")
    }

    /// Records `actionsPerScene` random actions in `scene` and replays the file with --verify:
    /// the replay's code, what it said, and the file's text.
    func monkey(_ scene: String, seed: UInt64, dropping dropped: Int? = nil) throws -> (Int32, [String], String, (transitionStarts: Int, scenes: Set<String>)) {
        var seen = (transitionStarts: 0, scenes: Set<String>())
        var random = SeededGenerator(seed: seed)
        let run = try R(scene: scene, name: "monkey-\(scene)")
        defer { try? FileManager.default.removeItem(atPath: run.path) }
        var size = Size(width: 800, height: 600)
        var held: Point?
        func somewhere() -> Point { Point(x: random.double(in: 1...(size.width - 1)), y: random.double(in: 1...(size.height - 1))) }
        var wasTransitioning = false
        for action in 0..<Self.actionsPerScene {
            let now = run.driver.shell.isTransitioning
            if now && !wasTransitioning { seen.transitionStarts += 1 }
            wasTransitioning = now
            seen.scenes.insert(run.driver.shell.sceneID)
            let dt = random.chance(0.8) ? 1.0 / 60 : random.double(in: 0.001...0.3)
            if action == dropped {
                run.frame(dt, [{ .resize(Size(width: 333, height: 277), time: $0) }], unrecorded: true)
                continue
            }
            if let p = held {
                switch random.below(10) {
                case 0...5:
                    let to = Point(x: min(size.width - 1, max(1, p.x + random.double(in: -120...120))), y: min(size.height - 1, max(1, p.y + random.double(in: -60...60))))
                    held = to
                    run.frame(dt, [R.pointer(.move, to)])
                case 6...8:
                    held = nil
                    run.frame(dt, [R.pointer(.up, p)])
                default:
                    run.frame(dt, [{ .resize(size, time: $0) }])
                }
                continue
            }
            switch random.below(20) {
            case 0...5:
                let p = somewhere()
                held = p
                run.frame(dt, [R.pointer(.down, p)])
            case 6:
                run.frame(dt, [{ .wheel(WheelEvent(delta: Point(x: 0, y: random.double(in: -8...8)), location: somewhere(), isPrecise: random.chance(0.5), timestamp: $0)) }])
            case 7, 8:
                run.frame(dt, [R.key(random.pick(["escape", "backspace", "escape", "f", "left", "right", "up", "down", "t", "r", "s"]))])
            case 9:
                let key = random.chance(0.5) ? "left shift" : String(1 + random.below(7))
                run.frame(dt, [R.key(key)], released: key == "left shift" && random.chance(0.5) ? [key] : [])
            case 10:
                size = Size(width: random.double(in: 320...1400).rounded(), height: random.double(in: 240...1000).rounded())
                let now = size
                run.frame(dt, [{ .resize(now, time: $0) }])
            case 11...14:
                run.frames(1 + random.below(30))
            default:
                run.frame(dt)
            }
        }
        if let p = held { run.frame(1.0 / 60, [R.pointer(.up, p)]) }
        run.frames(120)
        run.finish()
        let (replay, said) = LiveLikeRecording.verify(run.path)
        return (replay.code, said, try String(contentsOfFile: run.path, encoding: .utf8), seen)
    }
}
