import Foundation
import Postcards
import Runtime
import Testing

/// Every session recorded in the app's window replays and verifies in-process: each frame's
/// digest and the end line match the recording.
@MainActor
@Suite struct RecordedSessionsTests {
    nonisolated static let folder = URL(fileURLWithPath: #filePath).deletingLastPathComponent().deletingLastPathComponent().deletingLastPathComponent()
        .appendingPathComponent("Sessions")
    nonisolated static let names = ((try? FileManager.default.contentsOfDirectory(atPath: folder.path)) ?? []).filter { $0.hasSuffix(".jsonl") }.sorted()

    @Test func thereAreSessions() { #expect(Self.names.count >= 3, "\(Self.names)") }

    @Test(arguments: names) func verifies(_ name: String) {
        var options = ReplayOptions(file: Self.folder.appendingPathComponent(name).path, app: PostcardsApp())
        options.headless = true
        options.noRender = true
        options.verify = true
        var said: [String] = []
        let run = Replay(options, report: { said.append($0) }).run(tracing: false)
        #expect(run.code == 0, "\(said)")
        #expect(said.contains { $0.contains("verified: all") }, "\(said)")
    }

    /// A session changed by one digit does not verify: the check can fail.
    @Test func aChangedDigestIsCaught() throws {
        let original = try String(contentsOf: Self.folder.appendingPathComponent(Self.names[0]), encoding: .utf8)
        var lines = original.split(separator: "\n", omittingEmptySubsequences: false).map(String.init)
        let i = try #require(lines.lastIndex { $0.contains("\"digest\":\"") })
        // The first hex digit of the layer tree's hash.
        let range = try #require(lines[i].range(of: "-t"))
        let at = range.upperBound
        lines[i].replaceSubrange(at...at, with: lines[i][at] == "0" ? "1" : "0")
        let path = FileManager.default.temporaryDirectory.appendingPathComponent("postcards-changed-\(getpid()).jsonl").path
        try lines.joined(separator: "\n").write(toFile: path, atomically: true, encoding: .utf8)
        defer { try? FileManager.default.removeItem(atPath: path) }
        var options = ReplayOptions(file: path, app: PostcardsApp())
        options.headless = true
        options.noRender = true
        options.verify = true
        var said: [String] = []
        let run = Replay(options, report: { said.append($0) }).run(tracing: false)
        #expect(run.code != 0 && said.contains { $0.contains("differs") }, "\(said)")
    }
}
