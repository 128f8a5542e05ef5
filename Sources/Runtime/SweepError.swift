/// Why a sweep cannot run as asked: a parameter range that is not one, a grid too big, a
/// hand that cannot be found. The command line says it and exits 2.
public struct SweepError: Error, Equatable, Sendable, CustomStringConvertible {
    public let description: String

    public init(_ description: String) { self.description = description }
}
