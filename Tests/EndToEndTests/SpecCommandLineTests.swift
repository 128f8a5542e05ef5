import Foundation
import SegueTesting
import Testing
import DemoTesting

/// Transition parameters on the command line: `segue spec`, `--spec FILE`, `--set`, and
/// the same recorded input replayed under other parameters.
@Suite struct SpecCommandLineTests {
    static let root = Repository.root
    static func session(_ name: String) -> String { root.appendingPathComponent("Assets/Sessions/\(name).jsonl").path }

    func segue(_ args: [String]) throws -> Tool.Result { try Tool.run(try Tool.segue, args, environment: [:], timeout: 120) }

    func temporary(_ text: String, _ ext: String = "json") throws -> String {
        let path = FileManager.default.temporaryDirectory.appendingPathComponent("segue-spec-\(UUID().uuidString).\(ext)").path
        try Data(text.utf8).write(to: URL(fileURLWithPath: path))
        return path
    }

    @Test func theSchemaInDocsIsTheOneTheCatalogueMakes() throws {
        let r = try segue(["spec", "--schema"])
        #expect(r.status == 0)
        let docs = try String(contentsOf: Self.root.appendingPathComponent("docs/transition-spec.schema.json"), encoding: .utf8)
        #expect(r.stdout == docs, "docs/transition-spec.schema.json is stale: run segue spec --schema > docs/transition-spec.schema.json")
    }

    @Test func theDefaultsFileReadsBackAndSetsNothing() throws {
        let defaults = try segue(["spec"])
        #expect(defaults.status == 0 && defaults.stdout.contains("\"contacts.show.duration\": 0.3") && defaults.stdout.contains("\"logo-reveal.progress.distance\": 200"))
        let file = try temporary(defaults.stdout)
        defer { try? FileManager.default.removeItem(atPath: file) }
        // Replaying under the defaults is replaying: every digest still matches.
        let r = try segue(["replay", Self.session("side-by-side-pan-pop-cancels"), "--headless", "--no-render", "--verify", "--spec", file])
        #expect(r.status == 0, "\(r.stderr)")
        #expect(!r.stderr.contains("other parameters"))
        let listed = try segue(["spec", "--list", "--set", "contacts.show.duration=0.5"])
        #expect(listed.status == 0 && listed.stdout.contains("contacts.show.duration = 0.5 s  (default 0.3)"))
    }

    @Test(arguments: [
        (#"{"contacts.show.duraton": 0.5}"#, "contacts.show.duraton: unknown parameter (did you mean contacts.show.duration?)"),
        (#"{"contacts.show.duration": "long"}"#, "contacts.show.duration: must be a number from 0.01 to 30 (seconds)"),
        (#"{"side-by-side.release.threshold": 1.5}"#, "side-by-side.release.threshold: must be a number from 0.01 to 0.99"),
        (#"{"contacts.show.curve": [0.2, 0.8, 2, 1]}"#, "contacts.show.curve: must be a curve"),
        (#"{"contacts.drawer.spring": {"duration": 0.4}}"#, "contacts.drawer.spring: must be a spring"),
        (#"not json"#, "not valid JSON"),
    ])
    func aBadSpecFileExitsTwoNamingTheKey(text: String, message: String) throws {
        let file = try temporary(text)
        defer { try? FileManager.default.removeItem(atPath: file) }
        for args in [["--spec", file], ["replay", Self.session("side-by-side-push"), "--headless", "--no-render", "--spec", file], ["spec", "--spec", file]] {
            let r = try segue(args)
            #expect(r.status == 2, "\(args): exit \(r.status)")
            #expect(r.stderr.contains(message) && r.stderr.contains(file), "\(args): \(r.stderr)")
        }
        let missing = try segue(["spec", "--spec", "/no/such/spec.json"])
        #expect(missing.status == 2 && missing.stderr.contains("/no/such/spec.json: no such file"))
    }

    @Test func anUnknownExportFormatExitsTwoNamingTheFormats() throws {
        let r = try segue(["spec", "--export", "kotlin"])
        #expect(r.status == 2 && r.stdout.isEmpty)
        #expect(r.stderr.contains("'kotlin' is invalid for '--export <format>'") && r.stderr.contains("'swiftui', 'uikit' or 'css'"), "\(r.stderr)")
        let both = try segue(["spec", "--export", "css", "--list"])
        #expect(both.status == 2 && both.stderr.contains("exclude each other"), "\(both.stderr)")
        let set = try segue(["spec", "--export", "swiftui", "--set", "contacts.show.duration=0.5"])
        #expect(set.status == 0 && set.stdout.contains("duration: 0.5)"), "\(set.stderr)")
    }

    @Test func aRecordedCancelledReleaseFinishesUnderALowerThreshold() throws {
        let session = Self.session("side-by-side-pan-pop-cancels")
        let plain = try segue(["replay", session, "--headless", "--no-render", "--summary"])
        #expect(plain.status == 0 && plain.stdout.contains("\"stack\":[\"One\",\"Two\"]") && plain.stdout.contains("\"cancelled\":1"))
        let lower = try segue(["replay", session, "--headless", "--no-render", "--summary", "--set", "side-by-side.release.threshold=0.2"])
        #expect(lower.status == 0, "\(lower.stderr)")
        #expect(lower.stdout.contains("\"stack\":[\"One\"]") && lower.stdout.contains("\"cancelled\":0"), "\(lower.stdout)")
        #expect(lower.stderr.contains("side-by-side.release.threshold 0.5 -> 0.2") && lower.stderr.contains("digests are not checked"))
        #expect(lower.stderr.contains("the end state differs from the recording"))
        // --verify cannot hold other frames to the recorded digests.
        let verify = try segue(["replay", session, "--headless", "--no-render", "--verify", "--set", "side-by-side.release.threshold=0.2"])
        #expect(verify.status == 2 && verify.stderr.contains("--verify"))
    }

    @Test func aLongerTransitionRunsOnPastTheRecordingUntilItSettles() throws {
        let r = try segue(["replay", Self.session("side-by-side-push"), "--headless", "--no-render", "--summary", "--set", "side-by-side.duration=3"])
        #expect(r.status == 0, "\(r.stderr)")
        #expect(r.stderr.contains("ran on") && r.stdout.contains("\"stack\":[\"One\",\"Two\"]"), "\(r.stderr)\n\(r.stdout)")
    }
}
