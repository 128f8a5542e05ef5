/// One parameter set to one value: a line of a spec file, a `--set key=value`, or a change
/// made in the inspector (recorded in a session as a `parameter` event).
public struct SpecAssignment: Hashable, Sendable {
    public let name: String
    public let value: SpecValue

    public init(_ name: String, _ value: SpecValue) {
        self.name = name
        self.value = value
    }
}
