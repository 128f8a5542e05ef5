import Foundation
import Outputs

/// The outcome the author of a hand meant (`segue label FILE finish|cancel`), kept in a
/// sidecar file beside the session, `FILE.label`, holding `finish` or `cancel` and a newline:
/// the session's own lines are not touched, so it still replays and verifies as recorded.
public enum HandLabel {
    public static let outcomes = ["finish", "cancel"]

    /// The sidecar's path for a session.
    public static func path(for session: String) -> String { session + ".label" }

    /// The hand's label: nil when it has none; an error when the sidecar holds anything else.
    public static func read(session: String) throws(SweepError) -> String? {
        let path = path(for: session)
        guard FileManager.default.fileExists(atPath: path) else { return nil }
        guard let data = FileManager.default.contents(atPath: path) else { throw SweepError("\(path): cannot read") }
        guard data.count < 64 else { throw SweepError("\(path): not a label (expected finish or cancel)") }
        let text = String(decoding: data, as: UTF8.self).trimmingCharacters(in: .whitespacesAndNewlines)
        guard outcomes.contains(text) else { throw SweepError("\(path): not a label: \"\(text)\" (expected finish or cancel)") }
        return text
    }

    /// Writes the sidecar safely (a temporary file renamed into place). The name is derived,
    /// not the user's: a link planted there is replaced, never written through.
    public static func write(_ outcome: String, session: String) throws(OutputError) {
        try OutputFile(path: path(for: session), links: .replace).write(Array((outcome + "\n").utf8))
    }
}
