import Foundation

/// Why an output file or folder could not be written, naming the path the user gave and the
/// system's reason ("No space left on device"), so the command can print it as one line.
public struct OutputError: Error, CustomStringConvertible {
    public let path: String
    public let reason: String
    public var action = "cannot write"

    package init(path: String, reason: String, action: String = "cannot write") {
        self.path = path
        self.reason = reason
        self.action = action
    }

    package init(path: String, errno code: Int32, action: String = "cannot write") {
        self.init(path: path, reason: String(cString: strerror(code)), action: action)
    }

    public var description: String { "\(action) \(path): \(reason)" }
}
