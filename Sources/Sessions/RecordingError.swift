/// Why a recording could not start, or stopped: printed as `--record PATH: reason`.
public struct RecordingError: Error, Equatable, CustomStringConvertible, Sendable {
    public let path: String
    public let reason: String

    public init(path: String, _ reason: String) {
        self.path = path
        self.reason = reason
    }

    public var description: String { "--record \(path): \(reason)" }
}
