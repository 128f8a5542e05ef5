/// Where a JSON document stops being JSON: its line and column (from 1, in bytes) and why.
public struct JSONSyntaxError: Error, Equatable, Sendable, CustomStringConvertible {
    public let line: Int
    public let column: Int
    public let reason: String

    public var description: String { "not valid JSON at line \(line), column \(column): \(reason)" }
}
