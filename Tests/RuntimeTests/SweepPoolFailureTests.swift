import Foundation
import Runtime
import Testing

/// A sweep worker that fails has its own last words carried up in the pool's failure (the
/// pool prints nothing; the command line says it), not dropped: a stand-in worker that says
/// why on its standard error and exits.
@Suite struct SweepPoolFailureTests {
    @Test func aFailingWorkersWordsComeUpInTheFailure() throws {
        let script = FileManager.default.temporaryDirectory.appendingPathComponent("segue-fake-worker-\(getpid()).sh").path
        try "#!/bin/sh\necho 'starting' >&2\necho 'segue: error: hands/a.jsonl:3: not a JSON object' >&2\nexit 2\n"
            .write(toFile: script, atomically: true, encoding: .utf8)
        defer { try? FileManager.default.removeItem(atPath: script) }
        chmod(script, 0o755)
        let pool = SweepPool(executable: script, jobs: [SweepJob(hand: "hands/a.jsonl", settings: ["side-by-side.release.threshold=0.4"], params: [:])], workers: 1)
        do {
            _ = try pool.run(tick: { _ in })
            Issue.record("a worker that exits without answering was taken as done")
        } catch {
            #expect(error.description.contains("it said \"segue: error: hands/a.jsonl:3: not a JSON object\""), "\(error.description)")
            #expect(error.description.contains("segue replay hands/a.jsonl"), "\(error.description)")
        }
    }
}
