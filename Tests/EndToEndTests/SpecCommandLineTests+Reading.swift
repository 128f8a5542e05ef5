import Foundation
import Testing

/// A spec file is read once, by the one bounded reader, whatever the command: a pipe
/// (`--spec <(...)`) gives its values to `segue spec`, `replay` and `compare` alike, and a
/// FIFO nobody writes is refused after a moment rather than waited for forever.
extension SpecCommandLineTests {
    /// Runs `segue ARGS` under bash, where ARGS may hold a process substitution.
    func bash(_ args: String) throws -> Tool.Result {
        let bash = try #require(Tool.find("bash"), "no bash")
        return try Tool.run(bash, ["-c", "'\(try Tool.segue)' \(args)"], environment: [:], timeout: 60)
    }

    @Test func aSpecGivenAsAPipeIsReadOnceByEveryCommand() throws {
        let spec = #"<(printf '{"side-by-side.release.threshold": 0.25}')"#
        let printed = try bash("spec --spec \(spec)")
        #expect(printed.status == 0 && printed.stdout.contains(#""side-by-side.release.threshold": 0.25"#), "\(printed.stdout)\(printed.stderr)")

        let session = Self.session("side-by-side-pan-pop-cancels")
        let replayed = try bash("replay '\(session)' --headless --no-render --summary --spec \(spec)")
        #expect(replayed.status == 0 && replayed.stderr.contains("release.threshold 0.5 -> 0.25"), "\(replayed.stderr)")
        #expect(replayed.stdout.contains(#""completed":2,"cancelled":0"#), "a threshold of 0.25 finishes the recorded pop: \(replayed.stdout)")

        let svg = FileManager.default.temporaryDirectory.appendingPathComponent("segue-spec-pipe-\(getpid()).svg").path
        defer { try? FileManager.default.removeItem(atPath: svg) }
        let compared = try bash("compare '\(session)' -o '\(svg)' --b-spec \(spec)")
        #expect(compared.status == 0 && compared.stdout.contains("side-by-side.release.threshold=0.25"), "\(compared.stdout)\(compared.stderr)")
    }

    @Test func aFIFOWithNoWriterIsRefusedAfterAMoment() throws {
        let fifo = FileManager.default.temporaryDirectory.appendingPathComponent("segue-spec-fifo-\(getpid())").path
        #expect(mkfifo(fifo, 0o600) == 0)
        defer { unlink(fifo) }
        for args in [["spec", "--spec", fifo], ["replay", Self.session("side-by-side-push"), "--headless", "--no-render", "--spec", fifo]] {
            let started = Date()
            let r = try Tool.run(try Tool.segue, args, environment: [:], timeout: 15)
            #expect(r.status == 2 && r.stderr.contains(fifo) && r.stderr.contains("no process opened for writing"), "\(args): \(r.stderr)")
            #expect(Date().timeIntervalSince(started) < 10)
        }
    }
}
