import Foundation
import SegueTesting
import Testing
import DemoTesting

/// The input-latency probe works end to end: synthetic motion from outside the process is
/// matched to the frames that show it. (The figure itself is measured, not asserted: see
/// `scripts/input-latency` and docs/MEASURING.md.)
@Suite(.serialized) struct InputLatencyProbeTests {
    @Test func theProbeMatchesMotionToPresentedFrames() throws {
        let root = Repository.root
        // The system's Python (scripts/setup installs it), not a version manager's shim, which
        // needs the caller's environment.
        let system = "/usr/bin/python3"
        let python = try #require(FileManager.default.isExecutableFile(atPath: system) ? system : Tool.find("python3"), "python3 is not installed")
        let r = try Tool.run(python, [root.appendingPathComponent("scripts/input-latency").path, "--samples", "12", "--binary", try Tool.segue, "--json"],
            environment: [:], timeout: 60)
        #expect(r.status == 0, "\(r.stderr.suffix(800))")
        let figures = try #require(try JSONSerialization.jsonObject(with: Data(r.stdout.utf8)) as? [String: Double], "\(r.stdout)")
        let median = try #require(figures["input.latency_ms.median"]), p95 = try #require(figures["input.latency_ms.p95"])
        #expect(median > 0 && p95 >= median && (figures["samples"] ?? 0) >= 11)
    }
}
