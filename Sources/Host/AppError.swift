/// Why the hosted app could not start or show a scene (a missing asset, an unknown scene):
/// the message says what, and the command line prints it.
public struct AppError: Error, CustomStringConvertible, Sendable {
    public let description: String
    public init(_ description: String) { self.description = description }
}
