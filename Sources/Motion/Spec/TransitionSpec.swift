/// The parameters in effect: a catalogue of every known parameter and the values that
/// differ from their defaults. Code reads a parameter by its declaration
/// (`spec.number(ContactsParameters.showDuration)`); a parameter the catalogue does not
/// hold reads as its default, so a bare navigation controller needs no catalogue.
/// Values are checked when set, so what a spec holds is always of its kind and in range.
public struct TransitionSpec: Equatable, Sendable {
    public let catalogue: SpecCatalogue
    /// Values that differ from their defaults, by name.
    public private(set) var overrides: [String: SpecValue] = [:]
    /// Reduce motion (an accessibility setting, not a parameter; the session header keeps it
    /// beside the parameters): springs are read at least critically damped, so they settle
    /// without overshoot, and navigation shows its zooms and slides as cross-fades of the
    /// same duration.
    public var reducesMotion = false

    public init(catalogue: SpecCatalogue = .empty) { self.catalogue = catalogue }

    public subscript(parameter: SpecParameter) -> SpecValue { overrides[parameter.name] ?? parameter.defaultValue }

    /// A number parameter's value (a parameter of another kind reads as 0: declarations are typed by their constructors).
    public func number(_ parameter: SpecParameter) -> Double {
        if case .number(let v) = self[parameter] { return v }
        return 0
    }

    /// A curve parameter's control points (linear for a parameter of another kind).
    public func bezier(_ parameter: SpecParameter) -> CubicBezier {
        if case .curve(let c) = self[parameter] { return c }
        return .linear
    }

    /// A curve parameter as a timing curve.
    public func curve(_ parameter: SpecParameter) -> TimingCurve { .cubic(bezier(parameter)) }

    /// A spring parameter's value (a critically damped half-second spring for another kind).
    public func spring(_ parameter: SpecParameter) -> SpringSpec {
        guard case .spring(let s) = self[parameter] else { return SpringSpec(duration: 0.5, dampingRatio: 1) }
        return reducesMotion && s.dampingRatio < 1 ? SpringSpec(duration: s.duration, dampingRatio: 1) : s
    }

    /// Sets a catalogue parameter by name, checking its kind and range; setting a default
    /// removes the override.
    public mutating func set(_ name: String, to value: SpecValue) throws(SpecError) {
        let parameter = try catalogue.parameter(named: name)
        try parameter.validate(value)
        overrides[name] = value == parameter.defaultValue ? nil : value
    }

    /// Every catalogue parameter with its value, in catalogue order.
    public var entries: [(parameter: SpecParameter, value: SpecValue)] { catalogue.parameters.map { ($0, self[$0]) } }

    /// The catalogue's parameters whose values differ between two specs.
    public func differences(from other: TransitionSpec) -> [(parameter: SpecParameter, mine: SpecValue, theirs: SpecValue)] {
        catalogue.parameters.compactMap { p in self[p] == other[p] ? nil : (p, self[p], other[p]) }
    }

    /// Sets each assignment in order (the last one for a name wins).
    public mutating func apply(_ assignments: [SpecAssignment]) throws(SpecError) {
        for a in assignments { try set(a.name, to: a.value) }
    }
}
