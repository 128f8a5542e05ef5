import Foundation
import SegueTesting
import Testing
import DemoTesting

/// `segue reseal` as a user runs it over several files: each is reported on its own line, a
/// session with stale digests is resealed (and then verifies), and the worst failure sets
/// the exit code, with the files that failed left as they were.
@Suite struct ResealCommandTests {
    func segue(_ args: [String]) throws -> Tool.Result {
        try Tool.run(try Tool.segue, args, environment: [:], timeout: 120)
    }

    @Test func staleSessionsAreResealedAndJunkIsACode2() throws {
        let folder = FileManager.default.temporaryDirectory.appendingPathComponent("segue-reseal-cli-\(getpid())")
        try FileManager.default.createDirectory(at: folder, withIntermediateDirectories: true)
        defer { try? FileManager.default.removeItem(at: folder) }
        let recorded = try String(contentsOf: Repository.sessions.appendingPathComponent("contacts-back-pop.jsonl"), encoding: .utf8)
        let stale = folder.appendingPathComponent("stale.jsonl").path, junk = folder.appendingPathComponent("junk.jsonl").path
        try recorded.replacingOccurrences(of: "\"digest\":\"n", with: "\"digest\":\"x").write(toFile: stale, atomically: true, encoding: .utf8)
        try "{\"type\":\"frame\"}\n".write(toFile: junk, atomically: true, encoding: .utf8)

        let before = try segue(["replay", stale, "--headless", "--no-render", "--verify"])
        #expect(before.status == 1, "stale digests verified: \(before.stderr)")

        let r = try segue(["reseal", stale, junk])
        #expect(r.status == 2, "\(r.stderr)")
        let lines = r.stderr.split(separator: "\n")
        #expect(lines.count == 2, "\(r.stderr)")
        #expect(lines.first?.contains("stale.jsonl:") == true && lines.first?.contains("frame digests replaced; the end line matches") == true, "\(r.stderr)")
        #expect(lines.last?.hasPrefix("segue: error: ") == true && lines.last?.contains("junk.jsonl:1") == true, "\(r.stderr)")
        #expect(try String(contentsOfFile: stale, encoding: .utf8) == recorded)
        #expect(try String(contentsOfFile: junk, encoding: .utf8) == "{\"type\":\"frame\"}\n")

        let after = try segue(["replay", stale, "--headless", "--no-render", "--verify"])
        #expect(after.status == 0, "\(after.stderr)")
        let again = try segue(["reseal", stale])
        #expect(again.status == 0 && again.stderr.contains("already current"), "\(again.stderr)")
    }
}
