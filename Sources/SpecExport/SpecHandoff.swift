import Motion

/// A transition spec sorted for handing off as code: its curves (each with the duration it
/// runs over, when the spec has one), its springs, the durations no curve runs over, its
/// release rules, and every other number. `code(_:)` writes it as SwiftUI, UIKit or CSS.
public struct SpecHandoff: Equatable, Sendable {
    public let curves: [HandoffCurve]
    public let springs: [HandoffSpring]
    /// Durations (seconds, keys ending `.duration`) that no curve of the same stem runs over.
    public let durations: [HandoffNumber]
    public let releaseRules: [HandoffReleaseRule]
    /// The numbers the release rules read (keys ending in `HandoffReleaseRule.suffixes`).
    public let releaseNumbers: [HandoffNumber]
    /// Numbers that are none of the above, with their units.
    public let numbers: [HandoffNumber]

    /// The spec's parameters at its values, in catalogue order within each kind.
    public init(_ spec: TransitionSpec) {
        var bezierParameters: [(SpecParameter, CubicBezier)] = [], springs: [HandoffSpring] = []
        var durations: [HandoffNumber] = [], releaseNumbers: [HandoffNumber] = [], numbers: [HandoffNumber] = []
        for (p, _) in spec.entries {
            switch p.kind {
            case .curve:
                bezierParameters.append((p, spec.bezier(p)))
            case .spring:
                springs.append(HandoffSpring(key: p.name, summary: p.summary, value: spec.spring(p)))
            case .number(let unit, _):
                let n = HandoffNumber(key: p.name, summary: p.summary, value: spec.number(p), unit: unit)
                if HandoffReleaseRule.suffixes.contains(where: p.name.hasSuffix) {
                    releaseNumbers.append(n)
                } else if unit == .seconds && p.name.hasSuffix(".duration") {
                    durations.append(n)
                } else {
                    numbers.append(n)
                }
            }
        }
        let durationByStem = Dictionary(durations.map { (Self.stem(of: $0.key), $0) }, uniquingKeysWith: { a, _ in a })
        curves = bezierParameters.map { p, b in
            let duration = p.name.hasSuffix(".curve") ? durationByStem[Self.stem(of: p.name)] : nil
            return HandoffCurve(key: p.name, summary: p.summary, bezier: b, duration: duration)
        }
        let paired = Set(curves.compactMap(\.duration?.key))
        self.durations = durations.filter { !paired.contains($0.key) }
        self.springs = springs
        var prefixes: [String] = []
        for n in releaseNumbers where !prefixes.contains(Self.stem(of: n.key)) { prefixes.append(Self.stem(of: n.key)) }
        releaseRules = prefixes.compactMap { prefix in
            HandoffReleaseRule(prefix: prefix, numbers: releaseNumbers.filter { Self.stem(of: $0.key) == prefix })
        }
        self.releaseNumbers = releaseNumbers
        self.numbers = numbers
    }

    /// The spec as source in `format`.
    public func code(_ format: SpecExportFormat) -> String {
        switch format {
        case .swiftui: return SwiftHandoff(self, framework: .swiftUI).text
        case .uikit: return SwiftHandoff(self, framework: .uiKit).text
        case .css: return CSSHandoff(self).text
        }
    }

    /// A key without its last word: `contacts.show.curve` is of `contacts.show`. With
    /// `dropping`, only when the last word is that one.
    static func stem(of key: String, dropping word: String? = nil) -> String {
        guard let dot = key.lastIndex(of: "."), word.map({ key[key.index(after: dot)...] == $0 }) ?? true else { return key }
        return String(key[..<dot])
    }
}
