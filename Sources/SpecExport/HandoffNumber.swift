import Motion

/// A number parameter as exported code holds it: a duration, a release rule's number, or any
/// other tuned number (a release spring's frequency, a drag's distance), with its unit.
public struct HandoffNumber: Equatable, Sendable {
    public let key: String
    public let summary: String
    public let value: Double
    public let unit: SpecUnit

    public init(key: String, summary: String, value: Double, unit: SpecUnit) {
        self.key = key
        self.summary = summary
        self.value = value
        self.unit = unit
    }

    /// The unit as a comment says it ("" for a progress or ratio).
    var unitNote: String {
        switch unit {
        case .progress, .ratio: return ""
        default: return unit.rawValue
        }
    }
}
