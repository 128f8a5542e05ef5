/// One named, typed parameter of a transition: its name (`contacts.show.duration`), what
/// kind of value it takes and within which range, its default (the seeds' value), and a
/// line saying what it does. Scenes and the navigation declare theirs as static constants
/// and read them from the `TransitionSpec` in effect, never from a literal.
public struct SpecParameter: Hashable, Sendable {
    public enum Kind: Hashable, Sendable {
        case number(SpecUnit, ClosedRange<Double>)
        case curve
        case spring
    }

    public let name: String
    public let kind: Kind
    public let defaultValue: SpecValue
    public let summary: String

    private init(_ name: String, _ kind: Kind, _ defaultValue: SpecValue, _ summary: String) {
        self.name = name
        self.kind = kind
        self.defaultValue = defaultValue
        self.summary = summary
    }

    /// A number in `unit`, within `range`.
    public static func number(_ name: String, _ value: Double, _ unit: SpecUnit, _ range: ClosedRange<Double>, _ summary: String) -> SpecParameter {
        SpecParameter(name, .number(unit, range), .number(value), summary)
    }

    /// A duration in seconds (0.01 s to 30 s unless said).
    public static func seconds(_ name: String, _ value: Double, range: ClosedRange<Double> = 0.01...30, _ summary: String) -> SpecParameter {
        number(name, value, .seconds, range, summary)
    }

    /// A cubic Bezier timing curve.
    public static func curve(_ name: String, _ value: CubicBezier, _ summary: String) -> SpecParameter {
        SpecParameter(name, .curve, .curve(value), summary)
    }

    /// A spring: settling duration and damping ratio.
    public static func spring(_ name: String, _ value: SpringSpec, _ summary: String) -> SpecParameter {
        SpecParameter(name, .spring, .spring(value), summary)
    }

    /// The range a curve's control point y values may take (x values are 0...1).
    public static let curveYRange = -1.0...2.0

    /// What a value of this parameter must be, for messages.
    public var expectation: String {
        switch kind {
        case .number(let unit, let range):
            return "a number from \(Self.text(range.lowerBound)) to \(Self.text(range.upperBound)) (\(unit.described))"
        case .curve:
            return "a curve: [x1, y1, x2, y2] with x from 0 to 1 and y from \(Self.text(Self.curveYRange.lowerBound)) to \(Self.text(Self.curveYRange.upperBound)), "
                + "or one of " + CubicBezier.named.map { "\"\($0.name)\"" }.joined(separator: ", ")
        case .spring:
            return "a spring: {\"duration\": seconds from \(Self.text(SpringSpec.durationRange.lowerBound)) to \(Self.text(SpringSpec.durationRange.upperBound)), "
                + "\"dampingRatio\": from \(Self.text(SpringSpec.dampingRatioRange.lowerBound)) to \(Self.text(SpringSpec.dampingRatioRange.upperBound))}"
        }
    }

    /// Checks that `value` is of this parameter's kind and within its range.
    public func validate(_ value: SpecValue) throws(SpecError) {
        func fail() -> SpecError { SpecError(key: name, "must be \(expectation) (got \(Self.describe(value)))") }
        switch (kind, value) {
        case (.number(_, let range), .number(let v)):
            guard v.isFinite, range.contains(v) else { throw fail() }
        case (.curve, .curve(let c)):
            let xs = [c.x1, c.x2], ys = [c.y1, c.y2]
            guard (xs + ys).allSatisfy(\.isFinite), xs.allSatisfy((0.0...1.0).contains), ys.allSatisfy(Self.curveYRange.contains) else { throw fail() }
        case (.spring, .spring(let s)):
            guard SpringSpec.durationRange.contains(s.duration), SpringSpec.dampingRatioRange.contains(s.dampingRatio) else { throw fail() }
        default:
            throw fail()
        }
    }

    /// A value as a message shows it.
    public static func describe(_ value: SpecValue) -> String {
        switch value {
        case .number(let v): return shown(v)
        case .curve(let c): return CubicBezier.name(of: c) ?? "[\(shown(c.x1)), \(shown(c.y1)), \(shown(c.x2)), \(shown(c.y2))]"
        case .spring(let s): return "spring \(shown(s.duration)) s, damping ratio \(shown(s.dampingRatio))"
        }
    }

    /// A number as a person reads it: `text`, to 8 significant digits (a preset's derived
    /// 30.833333333333336 reads 30.833333). Files and settings keep `text`'s exact form.
    public static func shown(_ v: Double) -> String {
        guard v.isFinite, v != v.rounded() else { return text(v) }
        return DecimalText.significant(v, 8)
    }

    /// A number in its shortest form, whole numbers without a fraction.
    public static func text(_ v: Double) -> String {
        guard v.isFinite else { return "\(v)" }
        if v == v.rounded(), abs(v) < 1e15 { return String(Int64(v)) }
        return "\(v)"
    }
}

extension SpecParameter {
    /// A number parameter's default (0 for another kind).
    public var defaultNumber: Double {
        if case .number(let v) = defaultValue { return v }
        return 0
    }
}
