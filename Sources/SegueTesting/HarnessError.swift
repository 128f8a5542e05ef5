/// A harness used in a way it cannot serve (rendering one made without a canvas).
public struct HarnessError: Error, CustomStringConvertible {
    public let description: String
    public init(_ description: String) { self.description = description }
}
