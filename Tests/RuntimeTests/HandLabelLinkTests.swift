import Foundation
import Runtime
import Testing

/// `FILE.label` is a name Segue derives: a link planted there is replaced by the label, and
/// the file it pointed to is left as it was.
@Suite struct HandLabelLinkTests {
    @Test func aLinkAtTheSidecarNameIsReplacedNotWrittenThrough() throws {
        let folder = FileManager.default.temporaryDirectory.appendingPathComponent("segue-label-link-\(getpid())").path
        try FileManager.default.createDirectory(atPath: folder, withIntermediateDirectories: true)
        defer { try? FileManager.default.removeItem(atPath: folder) }
        let session = folder + "/hand.jsonl", victim = folder + "/precious.txt"
        try "keep me\n".write(toFile: victim, atomically: true, encoding: .utf8)
        try FileManager.default.createSymbolicLink(atPath: HandLabel.path(for: session), withDestinationPath: victim)
        try HandLabel.write("finish", session: session)
        #expect(try String(contentsOfFile: victim, encoding: .utf8) == "keep me\n")
        let attributes = try FileManager.default.attributesOfItem(atPath: HandLabel.path(for: session))
        #expect(attributes[.type] as? FileAttributeType == .typeRegular)
        #expect(try HandLabel.read(session: session) == "finish")
    }
}
