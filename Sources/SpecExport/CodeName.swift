import Foundation
/// Names in exported code made from parameter keys: `side-by-side.release` is
/// `sideBySideRelease` in Swift and JavaScript and `--side-by-side-release` in CSS.
enum CodeName {
    /// lowerCamelCase of a key's words (split at `.`, `-` and `_`); a leading digit gets an
    /// underscore, so it is always an identifier.
    static func camel(_ key: String, suffix: String = "") -> String {
        let words = key.split(whereSeparator: { ".-_ ".contains($0) }).map(String.init)
        var name = ""
        for (i, w) in words.enumerated() {
            let clean = String(w.unicodeScalars.filter { $0.properties.isAlphabetic || ("0"..."9").contains($0) })
            guard let first = clean.first else { continue }
            name += i == 0 ? clean.lowercased() : first.uppercased() + clean.dropFirst()
        }
        name += suffix
        if name.isEmpty || name.first!.isNumber { name = "_" + name }
        return name
    }

    /// A CSS custom property's name: the key's words joined by `-`, after `--`.
    static func customProperty(_ key: String, suffix: String = "") -> String {
        let words = (key + suffix).split(whereSeparator: { ".-_ ".contains($0) })
        return "--" + words.map { String($0.unicodeScalars.filter { $0.properties.isAlphabetic || ("0"..."9").contains($0) }).lowercased() }
            .filter { !$0.isEmpty }.joined(separator: "-")
    }

    /// Text safe inside a `/* */` or `///` comment: on one line, and never closing it.
    static func comment(_ text: String) -> String {
        text.replacingOccurrences(of: "*/", with: "* /").split(whereSeparator: \.isNewline).joined(separator: " ")
    }
}
