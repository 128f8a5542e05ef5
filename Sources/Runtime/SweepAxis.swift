import Foundation
import Motion

/// One parameter of a sweep and the values it takes: `KEY=FROM..TO:STEP` (`--param`), checked
/// against the spec catalogue: the key must be a number parameter, both ends in its range,
/// FROM at most TO, STEP more than 0. The values are FROM, FROM + STEP, ... up to TO.
public struct SweepAxis: Equatable, Sendable {
    public let name: String
    public let from: Double
    public let to: Double
    public let step: Double
    public let values: [Double]

    /// The most values one axis may have (a grid is limited again as a whole: `SweepGrid`).
    public static let valueLimit = 10_000

    /// Parses `KEY=FROM..TO:STEP`.
    public init(_ text: String, catalogue: SpecCatalogue) throws(SweepError) {
        func fail(_ why: String) -> SweepError { SweepError("--param \(text): \(why)") }
        guard let eq = text.firstIndex(of: "=") else { throw fail("expected KEY=FROM..TO:STEP") }
        let key = String(text[..<eq]).trimmingCharacters(in: .whitespaces)
        let rest = String(text[text.index(after: eq)...])
        guard !key.isEmpty else { throw fail("expected KEY=FROM..TO:STEP (no key)") }
        let parameter: SpecParameter
        do { parameter = try catalogue.parameter(named: key) } catch { throw fail(error.description) }
        guard case .number(let unit, let range) = parameter.kind else {
            throw fail("\(key) is \(parameter.defaultValue.typeName), and a sweep takes number parameters only")
        }
        guard let dots = rest.range(of: ".."), let colon = rest.range(of: ":", range: dots.upperBound..<rest.endIndex) else {
            throw fail("expected KEY=FROM..TO:STEP (a range such as \(key)=\(SpecParameter.text(range.lowerBound))..\(SpecParameter.text(range.upperBound)):STEP)")
        }
        func number(_ s: Substring, _ what: String) throws(SweepError) -> Double {
            guard let v = Double(s.trimmingCharacters(in: .whitespaces)), v.isFinite else { throw fail("\(what) \"\(s)\" is not a number") }
            return v
        }
        let from = try number(rest[..<dots.lowerBound], "FROM")
        let to = try number(rest[dots.upperBound..<colon.lowerBound], "TO")
        let step = try number(rest[colon.upperBound...], "STEP")
        let inRange = "\(key) takes \(SpecParameter.text(range.lowerBound)) to \(SpecParameter.text(range.upperBound)) (\(unit.described))"
        guard range.contains(from) else { throw fail("FROM \(SpecParameter.text(from)) is out of range: \(inRange)") }
        guard range.contains(to) else { throw fail("TO \(SpecParameter.text(to)) is out of range: \(inRange)") }
        guard from <= to else { throw fail("FROM \(SpecParameter.text(from)) is more than TO \(SpecParameter.text(to))") }
        guard step > 0 else { throw fail("STEP must be more than 0 (got \(SpecParameter.text(step)))") }
        let span = (to - from) / step
        // `span` may be past any Int (a STEP of 1e-20): the count is said only when it fits.
        guard span < Double(Self.valueLimit) else {
            let count = span < 1e15 ? "\(Int(span.rounded(.down)) + 1) values" : "more than \(Self.valueLimit) values"
            throw fail("\(count): at most \(Self.valueLimit) values on one axis (a larger STEP gives fewer)")
        }
        let count = Int((span + 1e-9).rounded(.down)) + 1
        name = key
        self.from = from
        self.to = to
        self.step = step
        // Each value computed from FROM (no running sum), rounded to 1e-9 so 0.1 steps read
        // as 0.3, not 0.30000000000000004; never past TO or out of the parameter's range.
        values = (0..<count).map { i in
            let v = ((from + Double(i) * step) * 1e9).rounded() / 1e9
            return min(max(v, range.lowerBound), min(to, range.upperBound))
        }
    }

    /// The index of the value nearest `v` (nil when `v` lies more than a step outside the axis).
    public func nearestIndex(to v: Double) -> Int? {
        guard v >= from - step, v <= (values.last ?? to) + step else { return nil }
        return values.indices.min { abs(values[$0] - v) < abs(values[$1] - v) }
    }
}
