/// A benchmark that could not be set up.
public struct BenchError: Error, CustomStringConvertible {
    public let description: String
    init(_ description: String) { self.description = description }
}
