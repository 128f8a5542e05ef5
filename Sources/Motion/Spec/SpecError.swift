/// A parameter that cannot be set: an unknown name, a value of the wrong type, or one out
/// of range. `key` names the parameter (or the spec file's key) when there is one.
public struct SpecError: Error, Equatable, Sendable, CustomStringConvertible {
    public let key: String?
    public let reason: String

    public init(key: String?, _ reason: String) {
        self.key = key
        self.reason = reason
    }

    public var description: String { key.map { "\($0): \(reason)" } ?? reason }
}
