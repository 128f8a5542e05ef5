import Foundation
import Motion
import Runtime
import Scenes
import Testing

/// The inspector's Save never replaces a file it did not make: a new segue-spec.json (or
/// the first free segue-spec-N.json) made only where nothing is, written again while it is
/// still its own; the one --spec file it started with written again, its $schema kept.
@MainActor
@Suite struct SpecSaverTests {
    func folder() throws -> String {
        let path = FileManager.default.temporaryDirectory.appendingPathComponent("segue-saver-\(UUID().uuidString)").path
        try FileManager.default.createDirectory(atPath: path, withIntermediateDirectories: true)
        return path
    }

    func tuned(_ duration: Double) throws -> TransitionSpec {
        var spec = TransitionSpec(catalogue: SceneRegistry.catalogue)
        try spec.set("contacts.show.duration", to: .number(duration))
        return spec
    }

    func text(_ path: String) throws -> String { try String(contentsOfFile: path, encoding: .utf8) }

    @Test func aNewFileIsMadeBesideAnyOtherAndWrittenAgainWhileItIsOurs() throws {
        let dir = try folder()
        defer { try? FileManager.default.removeItem(atPath: dir) }
        let theirs = dir + "/segue-spec.json"
        try Data("{\"contacts.show.duration\": 0.7}\n".utf8).write(to: URL(fileURLWithPath: theirs))
        let saver = SpecSaver(files: [], settings: [], folder: dir)
        #expect(saver.save(try tuned(0.5)) == "Saved to \(dir)/segue-spec-2.json (a new file)")
        #expect(try text(dir + "/segue-spec-2.json") == "{\n  \"contacts.show.duration\": 0.5\n}\n")
        #expect(saver.save(try tuned(0.6)) == "Saved to \(dir)/segue-spec-2.json")
        #expect(try text(dir + "/segue-spec-2.json").contains("0.6"))
        #expect(try text(theirs) == "{\"contacts.show.duration\": 0.7}\n")
        // Someone puts their own file where ours was: the next Save makes another.
        try FileManager.default.removeItem(atPath: dir + "/segue-spec-2.json")
        try Data("mine\n".utf8).write(to: URL(fileURLWithPath: dir + "/segue-spec-2.json"))
        #expect(saver.save(try tuned(0.8)) == "Saved to \(dir)/segue-spec-3.json (a new file)")
        #expect(try text(dir + "/segue-spec-2.json") == "mine\n")
        // A second window saving in the same folder makes its own file.
        let other = SpecSaver(files: [], settings: [], folder: dir)
        #expect(other.save(try tuned(0.9)) == "Saved to \(dir)/segue-spec-4.json (a new file)")
        #expect(try text(dir + "/segue-spec-3.json").contains("0.8"))
    }

    @Test func theOneSpecFileStartedWithIsWrittenAgainWithItsSchema() throws {
        let dir = try folder()
        defer { try? FileManager.default.removeItem(atPath: dir) }
        let mine = dir + "/mine.json"
        try Data("{\"$schema\": \"../docs/transition-spec.schema.json\", \"contacts.show.duration\": 0.7}\n".utf8).write(to: URL(fileURLWithPath: mine))
        let saver = SpecSaver(files: [mine], settings: [], folder: dir)
        #expect(saver.save(try tuned(0.4)) == "Saved to \(mine)")
        #expect(try text(mine) == "{\n  \"$schema\": \"../docs/transition-spec.schema.json\",\n  \"contacts.show.duration\": 0.4\n}\n")
        // Several files, or settings on top: no one file holds them, so a new one.
        let several = SpecSaver(files: [mine, mine], settings: [], folder: dir)
        #expect(several.save(try tuned(0.4)).hasSuffix("segue-spec.json (a new file)"))
        let set = SpecSaver(files: [mine], settings: ["contacts.hide.duration=2"], folder: dir)
        #expect(set.save(try tuned(0.4)).hasSuffix("segue-spec-2.json (a new file)"))
    }

    @Test func aFolderThatTakesNoFilesIsSaid() throws {
        let saver = SpecSaver(files: [], settings: [], folder: "/proc")
        #expect(saver.save(try tuned(0.4)).hasPrefix("Not saved: "))
    }
}
