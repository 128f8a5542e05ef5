/// An asset that could not be found or read.
public struct AssetError: Error, CustomStringConvertible, Sendable {
    public let description: String
    public init(_ description: String) { self.description = description }
}
