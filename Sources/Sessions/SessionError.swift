/// A problem with a session file, at a line: printed as `FILE:LINE: reason`. Line 0 is the
/// file as a whole (it cannot be opened or is not a file): printed as `FILE: reason`.
public struct SessionError: Error, Equatable, CustomStringConvertible, Sendable {
    public let line: Int
    public let reason: String

    public init(line: Int, _ reason: String) {
        self.line = line
        self.reason = reason
    }

    /// A problem with the file itself rather than with one of its lines.
    public static func file(_ reason: String) -> SessionError { SessionError(line: 0, reason) }

    public var description: String { line > 0 ? "\(line): \(reason)" : reason }

    public func message(file: String) -> String { line > 0 ? "\(file):\(line): \(reason)" : "\(file): \(reason)" }
}
