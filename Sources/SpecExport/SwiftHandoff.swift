import Motion

/// The spec as a Swift file to paste into an app: one `enum SegueSpec` holding each curve and
/// spring as SwiftUI `Animation`s or UIKit timing parameters, the durations, each release rule
/// as a function, and the other numbers as constants. Every declaration's doc comment starts
/// with the keys it comes from. Computed properties, not stored ones, hold the framework's
/// values, so the file builds in Swift 6 mode whether or not they are `Sendable`.
struct SwiftHandoff {
    enum Framework {
        case swiftUI
        case uiKit
    }

    let handoff: SpecHandoff
    let framework: Framework
    private var used: Set<String> = []
    /// The file as written so far.
    private var out = ""

    init(_ handoff: SpecHandoff, framework: Framework) {
        self.handoff = handoff
        self.framework = framework
    }

    var text: String {
        var names = self
        return names.write()
    }

    /// `base`, or, when an earlier declaration took it, the whole key's name with `kind`.
    private mutating func name(_ base: String, key: String, kind: String) -> String {
        var candidate = base, n = 2
        if used.contains(candidate) { candidate = CodeName.camel(key, suffix: kind) }
        while used.contains(candidate) {
            candidate = CodeName.camel(key, suffix: kind + String(n))
            n += 1
        }
        used.insert(candidate)
        return candidate
    }

    private mutating func write() -> String {
        let (module, command) = framework == .swiftUI ? ("SwiftUI", "swiftui") : ("UIKit", "uikit")
        out = """
            // Segue's transition spec for \(module), from `segue spec --export \(command)`.
            // Each declaration's comment starts with the spec keys it comes from.
            import \(module)

            enum SegueSpec {

            """
        writeCurves()
        writeSprings()
        writeDurations()
        writeReleaseRules()
        writeNumbers()
        if out.hasSuffix("\n\n") { out.removeLast() }
        return out + "}\n"
    }

    private static let n = CodeNumber.exact
    private static func sig(_ x: Double) -> String { DecimalText.significant(x, 6) }

    private mutating func doc(_ line: String) { out += "    /// \(CodeName.comment(line))\n" }
    private mutating func mark(_ title: String) { out += "    // MARK: \(title)\n\n" }

    private mutating func writeCurves() {
        let n = Self.n
        if !handoff.curves.isEmpty {
            mark(framework == .swiftUI ? "Curves" : "Curves: UIViewPropertyAnimator(duration: ...Duration, timingParameters: ...)")
        }
        for c in handoff.curves {
            let b = c.bezier
            let name = name(CodeName.camel(c.stem), key: c.key, kind: "Curve")
            switch (framework, c.duration) {
            case (.swiftUI, let d?):
                doc("`\(c.key)` over `\(d.key)`: \(c.summary)")
                out += "    static var \(name): Animation { Animation.timingCurve(\(n(b.x1)), \(n(b.y1)), \(n(b.x2)), \(n(b.y2)), duration: \(n(d.value))) }\n\n"
            case (.swiftUI, nil):
                doc("`\(c.key)`, over a duration of your own: \(c.summary)")
                out += "    static func \(name)(duration: TimeInterval) -> Animation {\n"
                out += "        Animation.timingCurve(\(n(b.x1)), \(n(b.y1)), \(n(b.x2)), \(n(b.y2)), duration: duration)\n    }\n\n"
            case (.uiKit, let d):
                doc("`\(c.key)`" + (d.map { " over `\($0.key)`" } ?? ", over a duration of your own") + ": \(c.summary)")
                out += "    static var \(name): UICubicTimingParameters {\n"
                out += "        UICubicTimingParameters(controlPoint1: CGPoint(x: \(n(b.x1)), y: \(n(b.y1))), controlPoint2: CGPoint(x: \(n(b.x2)), y: \(n(b.y2))))\n    }\n"
                if let d {
                    doc("`\(d.key)`: \(d.summary)")
                    out += "    static let \(self.name(CodeName.camel(d.key), key: d.key, kind: "")): TimeInterval = \(n(d.value))\n"
                }
                out += "\n"
            }
        }
    }

    private mutating func writeSprings() {
        let n = Self.n, sig = Self.sig
        if !handoff.springs.isEmpty { mark("Springs") }
        for s in handoff.springs {
            let name = name(CodeName.camel(s.stem), key: s.key, kind: "Spring")
            let what = "`\(s.key)` (settles in \(n(s.value.duration)) s at damping ratio \(n(s.value.dampingRatio))): \(s.summary)"
            let w0 = s.spring.naturalFrequency
            switch framework {
            case .swiftUI:
                let ui = s.swiftUI
                doc(what)
                doc("The same spring: natural frequency ω0 = \(sig(w0)) rad/s, duration 2π/ω0, bounce "
                    + (s.value.dampingRatio <= 1 ? "1 - ζ." : "1/ζ - 1 (over-damped)."))
                out += "    static var \(name): Animation { Animation.spring(duration: \(sig(ui.duration)), bounce: \(DecimalText.significant(ui.bounce, 6))) }\n\n"
            case .uiKit:
                let p = s.spring
                doc(what)
                doc("Exact: mass 1, stiffness ω0², damping 2ζω0 (ω0 = \(sig(w0)) rad/s); UIKit runs it until it settles, whatever duration the animator has.")
                out += "    static var \(name): UISpringTimingParameters {\n"
                out += "        UISpringTimingParameters(mass: 1, stiffness: \(sig(p.stiffness)), damping: \(sig(p.damping)), initialVelocity: CGVector(dx: 0, dy: 0))\n    }\n"
                let ratioName = self.name(name + "ByRatio", key: s.key, kind: "ByRatio")
                let durationName = self.name(name + "Duration", key: s.key, kind: "Duration")
                doc("`\(s.key)` in UIKit's own form, in an animator of `\(durationName)`: UIKit picks the stiffness for that duration by its own settling rule.")
                out += "    static var \(ratioName): UISpringTimingParameters {\n"
                out += "        UISpringTimingParameters(dampingRatio: \(n(s.value.dampingRatio)), initialVelocity: CGVector(dx: 0, dy: 0))\n    }\n"
                doc("`\(s.key)`: the settling duration.")
                out += "    static let \(durationName): TimeInterval = \(n(s.value.duration))\n\n"
            }
        }
    }

    private mutating func writeDurations() {
        if !handoff.durations.isEmpty { mark("Durations") }
        for d in handoff.durations {
            doc("`\(d.key)`: \(d.summary)")
            out += "    static let \(name(CodeName.camel(d.key), key: d.key, kind: "")): TimeInterval = \(Self.n(d.value))\n\n"
        }
    }

    private mutating func writeReleaseRules() {
        if !handoff.releaseRules.isEmpty { mark("Release rules") }
        for r in handoff.releaseRules {
            let name = name(CodeName.camel(r.prefix, suffix: "Finishes"), key: r.prefix, kind: "Rule")
            doc(r.keys.map { "`\($0)`" }.joined(separator: ", ") + ".")
            doc(r.explanation)
            out += "    static func \(name)(\(r.arguments.map { "\($0): Double" }.joined(separator: ", "))) -> Bool {\n"
            out += "        \(r.expression)\n    }\n\n"
        }
    }

    private mutating func writeNumbers() {
        if !handoff.numbers.isEmpty { mark("Other numbers") }
        for v in handoff.numbers {
            doc("`\(v.key)`" + (v.unitNote.isEmpty ? "" : " (\(v.unitNote))") + ": \(v.summary)")
            out += "    static let \(name(CodeName.camel(v.key), key: v.key, kind: "Value")): Double = \(Self.n(v.value))\n\n"
        }
    }
}
