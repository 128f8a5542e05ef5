import Foundation

/// What `segue replay --feel` prints: one compact JSON object a line for each drag on a
/// transition and each reversal in the session, each naming the session.
public struct FeelReport: Sendable, Equatable {
    public var session: String
    public var segments: [FeelSegment]

    public init(session: String, segments: [FeelSegment]) {
        self.session = session
        self.segments = segments
    }

    private struct Line: Encodable {
        let session: String
        let segment: FeelSegment

        func encode(to encoder: Encoder) throws {
            var c = encoder.container(keyedBy: Key.self)
            try c.encode(session, forKey: Key("session"))
            try segment.encode(to: encoder)
        }

        struct Key: CodingKey {
            let stringValue: String
            init(_ s: String) { stringValue = s }
            init?(stringValue: String) { self.stringValue = stringValue }
            var intValue: Int? { nil }
            init?(intValue: Int) { nil }
        }
    }

    /// The lines, without a final newline (empty when nothing was measured).
    public var jsonLines: String {
        let encoder = JSONEncoder()
        // As every JSON line Segue writes: keys sorted, slashes as they are (a session's path).
        encoder.outputFormatting = [.sortedKeys, .withoutEscapingSlashes]
        return segments.compactMap { s in (try? encoder.encode(Line(session: session, segment: s))).map { String(decoding: $0, as: UTF8.self) } }
            .joined(separator: "\n")
    }
}
