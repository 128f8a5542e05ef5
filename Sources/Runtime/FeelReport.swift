import Foundation

/// What `segue replay --feel` prints: the session and the feel of each drag on a transition in
/// it, as one JSON object.
public struct FeelReport: Sendable, Codable, Equatable {
    public var session: String
    public var segments: [FeelSegment]

    public init(session: String, segments: [FeelSegment]) {
        self.session = session
        self.segments = segments
    }

    public var json: String {
        let encoder = JSONEncoder()
        encoder.outputFormatting = [.prettyPrinted, .sortedKeys]
        guard let data = try? encoder.encode(self) else { return "{}" }
        return String(decoding: data, as: UTF8.self)
    }
}
