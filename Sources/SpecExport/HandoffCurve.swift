import Motion

/// A curve parameter as exported code holds it, with the duration it runs over when the spec
/// has one beside it (`contacts.show.curve` runs over `contacts.show.duration`); a curve
/// without one (`navigation.bar.curve`) follows a duration the caller gives.
public struct HandoffCurve: Equatable, Sendable {
    public let key: String
    public let summary: String
    public let bezier: CubicBezier
    public let duration: HandoffNumber?

    public init(key: String, summary: String, bezier: CubicBezier, duration: HandoffNumber?) {
        self.key = key
        self.summary = summary
        self.bezier = bezier
        self.duration = duration
    }

    /// What the curve is of: the key without a last word `curve` (`contacts.show`).
    public var stem: String { SpecHandoff.stem(of: key, dropping: "curve") }
}
