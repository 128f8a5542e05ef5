/// A problem with a session file, at a line: printed as `FILE:LINE: reason`.
public struct SessionError: Error, Equatable, CustomStringConvertible, Sendable {
    public let line: Int
    public let reason: String

    public init(line: Int, _ reason: String) {
        self.line = line
        self.reason = reason
    }

    public var description: String { "\(line): \(reason)" }

    public func message(file: String) -> String { "\(file):\(line): \(reason)" }
}
