import Motion

/// The spec as a CSS style sheet: custom properties on `:root`, named after the keys
/// (`--contacts-show-curve`). A curve is a `cubic-bezier()`, a spring a `linear()` easing
/// (`LinearEasing`) with the time it spans beside it (`--…-spring-duration`), a duration in
/// seconds; release rules' numbers and the other numbers are bare numbers a script reads.
/// A style sheet holds no logic, so each release rule follows as a JavaScript function in a
/// comment at the end.
struct CSSHandoff {
    let handoff: SpecHandoff

    init(_ handoff: SpecHandoff) { self.handoff = handoff }

    var text: String {
        let n = CodeNumber.exact
        var out = """
            /* Segue's transition spec as CSS, from `segue spec --export css`.
               Curves are cubic-bezier(); a spring is a linear() easing sampled over its settling time
               (within 0.5 % of the spring everywhere), to run for its -duration. Use them as
               transition-timing-function: var(--contacts-show-curve), and so on. */
            :root {

            """
        func comment(_ text: String) { out += "  /* \(CodeName.comment(text)) */\n" }
        func property(_ key: String, _ value: String, suffix: String = "") { out += "  \(CodeName.customProperty(key, suffix: suffix)): \(value);\n" }
        func seconds(_ v: Double) -> String { "\(n(v))s" }

        for c in handoff.curves {
            comment("\(c.key)" + (c.duration.map { " over \($0.key)" } ?? "") + ": \(c.summary)")
            let b = c.bezier
            property(c.key, "cubic-bezier(\(n(b.x1)), \(n(b.y1)), \(n(b.x2)), \(n(b.y2)))")
            if let d = c.duration { property(d.key, seconds(d.value)) }
        }
        for s in handoff.springs {
            let easing = LinearEasing(s)
            comment("\(s.key) (settles in \(n(s.value.duration)) s at damping ratio \(n(s.value.dampingRatio))): \(s.summary) "
                + "\(easing.stops.count) stops over \(DecimalText.fixed(easing.duration, 4)) s.")
            property(s.key, easing.css)
            property(s.key, "\(DecimalText.fixed(easing.duration, 4))s", suffix: "-duration")
        }
        for d in handoff.durations {
            comment("\(d.key): \(d.summary)")
            property(d.key, seconds(d.value))
        }
        if !handoff.releaseRules.isEmpty {
            out += "\n"
            comment("Release rules' numbers (the functions at the end use them).")
        }
        let numbersByKey = Dictionary(handoff.releaseNumbers.map { ($0.key, $0) }, uniquingKeysWith: { a, _ in a })
        for r in handoff.releaseRules {
            for key in r.keys {
                guard let v = numbersByKey[key] else { continue }
                property(key, v.unit == .seconds ? seconds(v.value) : n(v.value))
            }
        }
        if !handoff.numbers.isEmpty {
            out += "\n"
            comment("Other numbers.")
        }
        for v in handoff.numbers {
            comment("\(v.key)" + (v.unitNote.isEmpty ? "" : " (\(v.unitNote))") + ": \(v.summary)")
            property(v.key, v.unit == .seconds ? seconds(v.value) : n(v.value))
        }
        out += "}\n"
        if !handoff.releaseRules.isEmpty {
            out += "\n/* Release rules as JavaScript, since a style sheet holds no logic. Arguments:\n"
            out += "   progress: the fraction of the way (0 to 1); velocity: points per second forward along the drag;\n"
            out += "   progressVelocity: fractions of the way per second.\n\n"
            for r in handoff.releaseRules {
                out += "   // \(CodeName.comment(r.keys.joined(separator: ", ")))\n"
                out += "   function \(CodeName.camel(r.prefix, suffix: "Finishes"))(\(r.arguments.joined(separator: ", "))) {\n"
                out += "     return \(r.expression);\n   }\n"
            }
            out += "*/\n"
        }
        return out
    }
}
