import Motion

/// `segue spec --list`: one line per parameter (name, value, what it takes), grouped by
/// the scene it belongs to, with what it does below.
struct SpecTable {
    let spec: TransitionSpec

    init(_ spec: TransitionSpec) { self.spec = spec }

    var text: String {
        var out = ""
        var group = ""
        for (p, value) in spec.entries {
            let owner = String(p.name.prefix { $0 != "." })
            if owner != group {
                out += (group.isEmpty ? "" : "\n") + owner + "\n"
                group = owner
            }
            let changed = value != p.defaultValue ? "  (default \(SpecParameter.describe(p.defaultValue)))" : ""
            out += "  \(p.name) = \(SpecParameter.describe(value))\(Self.unit(p))\(changed)\n"
            out += "      \(p.summary) Takes \(p.expectation).\n"
        }
        return out
    }

    static func unit(_ p: SpecParameter) -> String {
        guard case .number(let unit, _) = p.kind else { return "" }
        switch unit {
        case .progress, .ratio: return ""
        default: return " " + unit.rawValue
        }
    }
}
