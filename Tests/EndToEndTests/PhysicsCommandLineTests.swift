import Foundation
import SegueTesting
import Testing
import DemoTesting

/// `--physics` and `--b-physics` as a user runs them: a hand replayed under Flutter's back
/// swipe ends otherwise than under UIKit's, --set overrides the preset, a bad name exits 2,
/// and compare runs B under another platform.
@Suite struct PhysicsCommandLineTests {
    static let hand = Repository.root.appendingPathComponent("Assets/Hands/catalogue-nudge.jsonl").path

    func segue(_ args: [String]) throws -> Tool.Result { try Tool.run(try Tool.segue, args, environment: [:], timeout: 120) }

    /// A nudge (6% of the width in two steps): UIKit's projection (0.2 s) leaves it short and it cancels;
    /// Flutter's rule (a fling of a width a second pops) finishes it.
    @Test func flutterPopsANudgeThatUIKitCancels() throws {
        let uikit = try segue(["replay", Self.hand, "--headless", "--no-render", "--summary", "--physics", "uikit"])
        let flutter = try segue(["replay", Self.hand, "--headless", "--no-render", "--summary", "--physics", "flutter"])
        #expect(uikit.status == 0 && flutter.status == 0, "\(uikit.stderr) \(flutter.stderr)")
        #expect(uikit.stdout.contains(#""stack":["Segue","Gallery"]"#), "\(uikit.stdout)")
        #expect(flutter.stdout.contains(#""stack":["Segue"]"#), "\(flutter.stdout)")
        #expect(flutter.stderr.contains("navigation.edge-swipe.projection-time 0.2 -> 0.5"), "\(flutter.stderr)")
    }

    @Test func setOverridesThePreset() throws {
        let preset = try segue(["spec", "--list", "--physics", "flutter"])
        #expect(preset.status == 0 && preset.stdout.contains("scroll.rubber-band = 0.52  (default 0.55)"), "\(preset.stdout)")
        let set = try segue(["spec", "--list", "--physics", "flutter", "--set", "scroll.rubber-band=0.7"])
        #expect(set.status == 0 && set.stdout.contains("scroll.rubber-band = 0.7  (default 0.55)"), "\(set.stdout)")
        // The rest of the preset holds.
        #expect(set.stdout.contains("navigation.edge-swipe.projection-time = 0.5 s  (default 0.2)"), "\(set.stdout)")
    }

    @Test(arguments: [["spec", "--physics", "ios"], ["replay", hand, "--headless", "--no-render", "--physics", "ios"],
                      ["compare", hand, "-o", "/tmp/never.svg", "--b-physics", "ios"]])
    func aBadPlatformExitsTwoNamingTheChoices(args: [String]) throws {
        let r = try segue(args)
        #expect(r.status == 2, "\(args): exit \(r.status)")
        let option = args.contains("--b-physics") ? "--b-physics" : "--physics"
        #expect(r.stderr.contains("\(option) ios: unknown platform \"ios\" (expected uikit, flutter or android)"), "\(r.stderr)")
    }

    @Test func compareRunsBUnderAnotherPlatform() throws {
        let out = FileManager.default.temporaryDirectory.appendingPathComponent("segue-physics-\(UUID().uuidString).svg").path
        defer { try? FileManager.default.removeItem(atPath: out) }
        let r = try segue(["compare", Self.hand, "--b-physics", "flutter", "-o", out])
        #expect(r.status == 0, "\(r.stderr)")
        #expect(r.stdout.contains("drag 1 decision cancel (by projectedPosition) vs finish (by projectedPosition)"), "\(r.stdout)")
        #expect(FileManager.default.fileExists(atPath: out))
    }
}
