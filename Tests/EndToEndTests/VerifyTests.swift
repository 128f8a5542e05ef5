import Foundation
import SegueTesting
import Testing
import DemoTesting

/// `--verify` cannot be fooled: the end line is checked as well as every frame.
@Suite struct VerifyTests {
    let source = Repository.root
        .appendingPathComponent("Assets/Sessions/side-by-side-push.jsonl")

    func lines() throws -> [String] { try String(contentsOf: source, encoding: .utf8).split(separator: "\n").map(String.init) }

    /// Replays `lines` written to a file with --verify; the result and the file's path.
    func verify(_ lines: [String]) throws -> (Tool.Result, String) {
        let path = FileManager.default.temporaryDirectory.appendingPathComponent("segue-verify-\(getpid())-\(UUID().uuidString).jsonl").path
        try Data((lines.joined(separator: "\n") + "\n").utf8).write(to: URL(fileURLWithPath: path))
        defer { try? FileManager.default.removeItem(atPath: path) }
        return (try Tool.run(try Tool.segue, ["replay", path, "--headless", "--no-render", "--verify"], environment: [:]), path)
    }

    @Test func theUntouchedSessionVerifies() throws {
        let (r, _) = try verify(try lines())
        #expect(r.status == 0, "\(r.stderr)")
    }

    @Test func aHeaderAndALyingEndLineDoNotVerify() throws {
        let all = try lines()
        let (r, path) = try verify([all[0], all[all.count - 1]])
        #expect(r.status == 1 && r.stderr.contains("\(path):2: no frame lines"), "\(r.stderr)")
    }

    @Test(arguments: [
        (#""frames":30"#, #""frames":31"#, "frames: 31 recorded, 30 replayed"),
        (#""stack":["One","Two"]"#, #""stack":["One"]"#, #"stack: ["One"] recorded, ["One","Two"] replayed"#),
        (#""completed":1"#, #""completed":2"#, "transitions completed: 2 recorded, 1 replayed"),
        (#""presented":null"#, #""presented":"Two""#, #"presented: "Two" recorded, null replayed"#),
        (#""scene":"side-by-side""#, #""scene":"contacts""#, #"scene: "contacts" recorded, "side-by-side" replayed"#),
    ])
    func anEndLineThatSaysOtherwiseFails(original: String, lie: String, message: String) throws {
        var all = try lines()
        #expect(all[all.count - 1].contains(original))
        all[all.count - 1] = all[all.count - 1].replacingOccurrences(of: original, with: lie)
        let (r, path) = try verify(all)
        #expect(r.status == 1, "\(r.stderr)")
        #expect(r.stderr.contains("\(path):\(all.count): the end line differs: \(message)"), "\(r.stderr)")
    }

    @Test func theEndLineMustBeTheLast() throws {
        var all = try lines()
        let end = all.removeLast()
        let lastFrame = try #require(all.lastIndex { $0.contains(#""type":"frame""#) })
        all.insert(end, at: lastFrame)
        let (r, path) = try verify(all)
        #expect(r.status == 2 && r.stderr.contains("\(path):\(lastFrame + 2): a line after the end line"), "\(r.stderr)")
    }

    @Test func aMissingEndLineIsNotVerified() throws {
        var all = try lines()
        all.removeLast()
        let (r, path) = try verify(all)
        #expect(r.status == 1 && r.stderr.contains("\(path):\(all.count): no end line") && r.stderr.contains("not verified"), "\(r.stderr)")
    }
}
