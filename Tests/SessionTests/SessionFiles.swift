import Foundation
import Geometry
import Sessions

/// Session files for tests: written to the temporary folder, read back whole.
enum SessionFiles {
    static let scenes: Set<String> = ["catalogue", "gallery"]
    static let header = SessionHeader(appVersion: "0.1.0", scene: "catalogue", windowSize: Size(width: 800, height: 600), pixelScale: 1, slowAnimations: false)
    static var headerLine: String { SessionRecord.header(header).jsonLine }

    static func temporaryPath(_ stem: String) -> String {
        FileManager.default.temporaryDirectory.appendingPathComponent("segue-\(stem)-\(UUID().uuidString).jsonl").path
    }

    static func write(_ lines: [String], trailingNewline: Bool = true) throws -> String {
        let path = temporaryPath("session")
        let text = lines.joined(separator: "\n") + (trailingNewline && !lines.isEmpty ? "\n" : "")
        try Data(text.utf8).write(to: URL(fileURLWithPath: path))
        return path
    }

    static func readAll(_ path: String, scenes: Set<String> = scenes) throws(SessionError) -> ([SessionRecord], SessionReader) {
        let reader = try SessionReader(path: path, knownScenes: scenes)
        var out: [SessionRecord] = []
        while let r = try reader.next() { out.append(r) }
        return (out, reader)
    }

    /// The error reading `lines` ends in, or nil when they read cleanly.
    static func error(_ lines: [String], trailingNewline: Bool = true) throws -> SessionError? {
        let path = try write(lines, trailingNewline: trailingNewline)
        defer { try? FileManager.default.removeItem(atPath: path) }
        return error(path)
    }

    static func error(_ path: String) -> SessionError? {
        do {
            _ = try readAll(path)
            return nil
        } catch {
            return error
        }
    }
}
