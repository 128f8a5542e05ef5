/// Why SVG path data could not be read; `offset` is the character position.
public struct PathDataError: Error, Equatable, CustomStringConvertible, Sendable {
    public let offset: Int
    public let reason: String

    public init(offset: Int, reason: String) {
        self.offset = offset
        self.reason = reason
    }

    public var description: String { "path data, character \(offset): \(reason)" }
}
