import Foundation
import SegueTesting
import Testing
import DemoTesting

/// `segue replay --check-pixels`: example sessions pass every pixel check on every frame, and
/// each check, shown its fault through the command (the hidden `--inject-fault`), names the
/// first frame, check, pixel, expected and found colours, and exits 1.
@Suite struct CheckPixelsTests {
    /// A frame takes about a second of CPU in a debug build; the limit leaves room for a loaded machine.
    func segue(_ args: [String]) throws -> Tool.Result {
        try Tool.run(try Tool.segue, args, environment: [:], timeout: 900)
    }

    static func session(_ name: String) -> String { Repository.sessions.appendingPathComponent(name + ".jsonl").path }

    /// A sample of the examples, one per kind of drawing the others share: pages sliding with
    /// an edge shadow and dimming (side-by-side), rounded clips growing and a grid of
    /// round avatars (contacts). The whole set takes an hour or more of CPU in a debug build
    /// (see docs/RECORD_AND_REPLAY.md): `scripts/check-pixels` runs it.
    @Test(arguments: ["side-by-side-push", "contacts-tap-push"])
    func exampleSessionPasses(_ name: String) throws {
        let r = try segue(["replay", CheckPixelsTests.session(name), "--check-pixels"])
        #expect(r.status == 0, "\(name): \(r.stderr)")
        #expect(r.stderr.contains("pixel checks pass on all"), "\(r.stderr)")
        #expect(r.stderr.split(separator: "\n").count == 1, "one line of summary: \(r.stderr)")
    }

    @Test(arguments: [
        ("clip-leak", "clip check failed"),
        ("fill-crack", "fill check failed"),
        ("cache-offset", "cache check failed"),
        // The app's frame redrawn only where it changed, forgetting where things were.
        ("stale-damage", "cache check failed"),
    ])
    func eachCheckCatchesItsFault(fault: String, says: String) throws {
        let r = try segue(["replay", CheckPixelsTests.session("contacts-tap-push"), "--check-pixels", "--inject-fault", fault])
        #expect(r.status == 1, "\(fault): exit \(r.status): \(r.stderr)")
        #expect(r.stderr.contains(says), "\(fault): \(r.stderr)")
        // Where: the frame, the pixel, and what was expected against what was found.
        for part in ["frame ", "pixel (", "expected rgba(", "found rgba("] {
            #expect(r.stderr.contains(part), "\(fault): no '\(part)' in \(r.stderr)")
        }
    }

    @Test(arguments: [
        (["--check-pixels", "--headless", "--no-render"], "--check-pixels needs pixels"),
        (["--check-pixels", "--inject-fault", "smudge"], "--inject-fault must be one of clip-leak, fill-crack, cache-offset, stale-damage, stale-offscreen"),
        (["--inject-fault", "clip-leak"], "--inject-fault needs --check-pixels"),
    ])
    func badUseIsAUsageError(args: [String], says: String) throws {
        let r = try segue(["replay", CheckPixelsTests.session("contacts-tap-push")] + args)
        #expect(r.status == 2, "\(args): exit \(r.status)")
        #expect(r.stderr.contains(says), "\(args): \(r.stderr)")
    }

    /// The fault hook is for tests: the help does not show it.
    @Test func theFaultHookIsHidden() throws {
        let r = try segue(["replay", "--help"])
        #expect(r.status == 0)
        #expect(r.stdout.contains("--check-pixels"))
        #expect(!r.stdout.contains("inject-fault"))
    }
}
