import Motion

/// Transition parameters as JSON: a spec file (`{"contacts.show.duration": 0.5, ...}`), a
/// `--set key=value`, a session header's `spec` and a `parameter` event's value. A number
/// is a number; a curve is `[x1, y1, x2, y2]` or a named curve ("easeInOut"); a spring is
/// `{"duration": s, "dampingRatio": r}`. Every error names the key.
public enum SpecJSON {
    /// The key a spec file may hold to name its schema; it is not a parameter.
    public static let schemaKey = "$schema"

    /// Reads `json` as a value of `parameter`, checked against its kind and range.
    public static func value(_ json: JSONValue, for parameter: SpecParameter) throws(SpecError) -> SpecValue {
        let wrong = SpecError(key: parameter.name, "must be \(parameter.expectation) (got \(describe(json)))")
        let value: SpecValue
        switch (parameter.kind, json) {
        case (.number, .number(let d)):
            value = .number(d)
        case (.curve, .string(let name)):
            guard let c = CubicBezier.named(name) else { throw wrong }
            value = .curve(c)
        case (.curve, .array(let items)):
            let xs = items.compactMap { if case .number(let d) = $0 { return d } else { return nil } }
            guard items.count == 4, xs.count == 4 else { throw wrong }
            // Checked before CubicBezier clamps its x values.
            guard (0.0...1.0).contains(xs[0]), (0.0...1.0).contains(xs[2]) else { throw wrong }
            value = .curve(CubicBezier(xs[0], xs[1], xs[2], xs[3]))
        case (.spring, .object(let o)):
            guard o.count == 2, case .number(let d)? = o["duration"], case .number(let r)? = o["dampingRatio"] else { throw wrong }
            value = .spring(SpringSpec(duration: d, dampingRatio: r))
        default:
            throw wrong
        }
        try parameter.validate(value)
        return value
    }

    /// The assignments of a spec file: one JSON object of parameter names to values.
    public static func assignments(file text: String, catalogue: SpecCatalogue) throws(SpecError) -> [SpecAssignment] {
        let json: JSONValue
        switch JSONValue.parseDocument(text) {
        case .success(let v): json = v
        case .failure(let e): throw SpecError(key: nil, e.description)
        }
        guard case .object(let o) = json else { throw SpecError(key: nil, "a spec file must be one JSON object of parameter names to values") }
        return try assignments(o, catalogue: catalogue)
    }

    /// The assignments of a JSON object of names to values, in catalogue order.
    public static func assignments(_ o: [String: JSONValue], catalogue: SpecCatalogue) throws(SpecError) -> [SpecAssignment] {
        for key in o.keys.sorted() where key != schemaKey { _ = try catalogue.parameter(named: key) }
        var out: [SpecAssignment] = []
        for p in catalogue.parameters {
            guard let json = o[p.name] else { continue }
            out.append(SpecAssignment(p.name, try value(json, for: p)))
        }
        return out
    }

    /// A `key=value` setting: the value is JSON, or a bare curve name.
    public static func assignment(setting text: String, catalogue: SpecCatalogue) throws(SpecError) -> SpecAssignment {
        guard let eq = text.firstIndex(of: "=") else { throw SpecError(key: nil, "\"\(text.prefix(80))\" is not key=value") }
        let name = String(text[..<eq]).trimmingSpaces, raw = String(text[text.index(after: eq)...]).trimmingSpaces
        guard !name.isEmpty else { throw SpecError(key: nil, "no parameter name before the \"=\" (see segue spec --list)") }
        guard !raw.isEmpty else { throw SpecError(key: name, "no value after the \"=\"") }
        let p = try catalogue.parameter(named: name)
        return SpecAssignment(name, try value(JSONValue.parse(raw) ?? .string(raw), for: p))
    }

    /// A value as JSON text.
    public static func json(_ value: SpecValue) -> String {
        switch value {
        case .number(let v): return num(v)
        case .curve(let c): return CubicBezier.name(of: c).map(quote) ?? "[\(num(c.x1)),\(num(c.y1)),\(num(c.x2)),\(num(c.y2))]"
        case .spring(let s): return "{\"duration\":\(num(s.duration)),\"dampingRatio\":\(num(s.dampingRatio))}"
        }
    }

    /// Every parameter of `spec` with its value, as one JSON object on one line (a header's).
    public static func object(_ spec: TransitionSpec) -> String {
        "{" + spec.entries.map { "\(quote($0.parameter.name)):\(json($0.value))" }.joined(separator: ",") + "}"
    }

    /// Every parameter with its value, one per line, for a spec file to read and edit.
    public static func file(_ spec: TransitionSpec) -> String {
        "{\n" + spec.entries.map { "  \(quote($0.parameter.name)): \(json($0.value))" }.joined(separator: ",\n") + "\n}\n"
    }

    /// The parameters of `spec` that differ from their defaults, one per line (the
    /// inspector's Save), with a `$schema` line first when one is given.
    public static func overridesFile(_ spec: TransitionSpec, schema: String? = nil) -> String {
        var lines = schema.map { ["  \(quote(schemaKey)): \(quote($0))"] } ?? []
        lines += spec.entries.filter { $0.value != $0.parameter.defaultValue }.map { "  \(quote($0.parameter.name)): \(json($0.value))" }
        return lines.isEmpty ? "{}\n" : "{\n" + lines.joined(separator: ",\n") + "\n}\n"
    }

    /// The `$schema` a spec file names, if it is one JSON object that names one.
    public static func schema(ofFile text: String) -> String? {
        guard case .object(let o)? = JSONValue.parse(text), case .string(let s)? = o[schemaKey] else { return nil }
        return s
    }

    /// The spec a header's `spec` object gives: every name known, every value checked;
    /// names it leaves out keep their defaults.
    public static func spec(_ o: [String: JSONValue], catalogue: SpecCatalogue) throws(SpecError) -> TransitionSpec {
        var spec = TransitionSpec(catalogue: catalogue)
        try spec.apply(try assignments(o, catalogue: catalogue))
        return spec
    }

    static func describe(_ json: JSONValue) -> String {
        switch json {
        case .number(let d): return num(d)
        case .string(let s): return quote(String(s.prefix(40)))
        case .bool(let b): return "\(b)"
        case .null: return "null"
        case .array(let a): return "a list of \(a.count)"
        case .object: return "an object"
        }
    }
}

extension String {
    var trimmingSpaces: String {
        var s = Substring(self)
        while s.first == " " { s = s.dropFirst() }
        while s.last == " " { s = s.dropLast() }
        return String(s)
    }
}
