import Foundation
import Runtime
import SegueTesting
import Testing
import DemoTesting
import Scenes

/// `segue reseal` gives a recorded hand the digests this build computes, and nothing else:
/// every other byte of the file stays, a session already current is left alone, and a hand
/// that no longer ends as its end line says is refused with the file untouched.
@MainActor
@Suite(.serialized) struct SessionResealTests {
    static let example = "photos-card-lands"

    /// A copy of the example session, with `edit` applied to its text, in a file of its own.
    func copy(_ name: String, edit: (String) -> String = { $0 }) throws -> (path: String, original: String) {
        DummyVideo.use()
        let original = try String(contentsOfFile: ExampleSession.path(Self.example), encoding: .utf8)
        let path = FileManager.default.temporaryDirectory.appendingPathComponent("segue-reseal-\(getpid())-\(name).jsonl").path
        try edit(original).write(toFile: path, atomically: true, encoding: .utf8)
        return (path, original)
    }

    /// Every digest of a frame line with its first character changed: the digests of another build.
    static func staleDigests(_ text: String) -> String {
        text.replacingOccurrences(of: "\"digest\":\"n", with: "\"digest\":\"x")
    }

    @Test func staleDigestsAreReplacedAndNothingElse() throws {
        let (path, original) = try copy("stale", edit: Self.staleDigests)
        defer { try? FileManager.default.removeItem(atPath: path) }
        #expect(try String(contentsOfFile: path, encoding: .utf8) != original)
        let outcome = try SessionReseal.reseal(path, app: DemoApp.repository)
        #expect(outcome.changed == outcome.frames && outcome.frames > 100, "\(outcome)")
        // Byte for byte the recording: only the digests were stale, and they are the build's again.
        #expect(try String(contentsOfFile: path, encoding: .utf8) == original)
        var verify = ReplayOptions(file: path, app: DemoApp.repository)
        verify.headless = true
        verify.noRender = true
        verify.verify = true
        #expect(Replay(verify, report: { _ in }).run().code == 0)
    }

    @Test func digestsWrittenWithJSONSpacingAreReplacedInPlace() throws {
        // As jq or Python write it: a space after each colon of the digest field.
        let spaced = { (t: String) in t.replacingOccurrences(of: "\"digest\":\"", with: "\"digest\": \"") }
        let (path, original) = try copy("spaced") { spaced(Self.staleDigests($0)) }
        defer { try? FileManager.default.removeItem(atPath: path) }
        let outcome = try SessionReseal.reseal(path, app: DemoApp.repository)
        #expect(outcome.changed == outcome.frames && outcome.frames > 100, "\(outcome)")
        // The build's digests, and the file's own spacing kept.
        #expect(try String(contentsOfFile: path, encoding: .utf8) == spaced(original))
    }

    @Test func aFileLockedByARecorderIsRefusedAndKept() throws {
        let (path, _) = try copy("locked", edit: Self.staleDigests)
        defer { try? FileManager.default.removeItem(atPath: path) }
        let before = try String(contentsOfFile: path, encoding: .utf8)
        let fd = open(path, O_RDONLY)
        defer { close(fd) }
        #expect(flock(fd, LOCK_EX | LOCK_NB) == 0)
        do {
            _ = try SessionReseal.reseal(path, app: DemoApp.repository)
            Issue.record("resealed a file another process holds the lock of")
        } catch {
            #expect(error.code == 2 && error.message.contains("another process is recording into it"), "\(error.message)")
        }
        #expect(try String(contentsOfFile: path, encoding: .utf8) == before)
    }

    @Test func aCurrentSessionIsLeftAlone() throws {
        let (path, original) = try copy("current")
        defer { try? FileManager.default.removeItem(atPath: path) }
        let before = try FileManager.default.attributesOfItem(atPath: path)[.systemFileNumber] as? Int
        let outcome = try SessionReseal.reseal(path, app: DemoApp.repository)
        #expect(outcome.changed == 0 && outcome.frames > 100)
        #expect(try String(contentsOfFile: path, encoding: .utf8) == original)
        // Not even written again (a rename would give the file another inode).
        #expect(try FileManager.default.attributesOfItem(atPath: path)[.systemFileNumber] as? Int == before)
    }

    @Test func aHandThatEndsOtherwiseIsRefusedAndTheFileKept() throws {
        // The end line says two transitions were cancelled; the hand cancels none.
        let (path, _) = try copy("ends-otherwise") { Self.staleDigests($0).replacingOccurrences(of: "\"cancelled\":0", with: "\"cancelled\":2") }
        defer { try? FileManager.default.removeItem(atPath: path) }
        let before = try String(contentsOfFile: path, encoding: .utf8)
        #expect(before.contains("\"cancelled\":2"))
        do {
            _ = try SessionReseal.reseal(path, app: DemoApp.repository)
            Issue.record("resealed a hand whose end line it does not reach")
        } catch {
            #expect(error.code == 1)
            #expect(error.message.contains("the end line differs") && error.message.contains("record it again"), "\(error.message)")
        }
        #expect(try String(contentsOfFile: path, encoding: .utf8) == before)
    }

    @Test func aFileThatIsNotASessionIsACode2() throws {
        let path = FileManager.default.temporaryDirectory.appendingPathComponent("segue-reseal-\(getpid())-junk.jsonl").path
        try "not a session\n".write(toFile: path, atomically: true, encoding: .utf8)
        defer { try? FileManager.default.removeItem(atPath: path) }
        do {
            _ = try SessionReseal.reseal(path, app: DemoApp.repository)
            Issue.record("resealed junk")
        } catch {
            #expect(error.code == 2, "\(error.message)")
        }
        #expect(try String(contentsOfFile: path, encoding: .utf8) == "not a session\n")
    }
}

/// A process that ignores the recorder's lock writes the session while reseal replays it:
/// reseal refuses with code 1 and the other process's write is kept, whether it appended,
/// rewrote bytes in place, truncated, or put another file in its place.
@MainActor
@Suite(.serialized) struct SessionResealChangeTests {
    @Test(arguments: ["append", "overwrite", "truncate", "replace"])
    func aWriteDuringTheResealIsKept(_ how: String) throws {
        let (path, _) = try SessionResealTests().copy("changed-\(how)", edit: SessionResealTests.staleDigests)
        defer { try? FileManager.default.removeItem(atPath: path) }
        var written = ""
        do {
            _ = try SessionReseal.reseal(path, app: DemoApp.repository, beforeReplacing: {
                let text = (try? String(contentsOfFile: path, encoding: .utf8)) ?? ""
                switch how {
                case "append":
                    written = text + "{\"type\":\"key\",\"t\":999,\"key\":\"q\",\"repeat\":false}\n"
                    let h = FileHandle(forWritingAtPath: path)!
                    h.seekToEndOfFile()
                    h.write(Data(written.utf8.suffix(written.utf8.count - text.utf8.count)))
                    try? h.close()
                case "overwrite":
                    written = "X" + text.dropFirst()
                    let h = FileHandle(forWritingAtPath: path)!
                    h.write(Data("X".utf8))
                    try? h.close()
                case "truncate":
                    written = String(text.prefix(100))
                    truncate(path, 100)
                default:
                    written = "another file\n"
                    let other = path + ".other"
                    try? written.write(toFile: other, atomically: false, encoding: .utf8)
                    rename(other, path)
                }
            })
            Issue.record("a file changed during the reseal was replaced")
        } catch {
            #expect(error.code == 1 && error.message.contains("the file changed while it was resealed"), "\(error.message)")
        }
        #expect(try String(contentsOfFile: path, encoding: .utf8) == written, "\(how): the other write is lost")
    }
}
