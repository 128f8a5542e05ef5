import Foundation

/// Reading exported code back, independently of how it was written: declarations by the spec
/// key their doc comment starts with, numbers after a label, CSS custom properties.
enum ExportedText {
    /// For each doc comment starting "/// `key`", the code lines that follow it.
    static func declarations(_ text: String) -> [(key: String, code: String)] {
        var result: [(key: String, code: String)] = [], key: String?, code = ""
        func flush() { if let key, !code.isEmpty { result.append((key, code)) }; code = "" }
        for line in text.split(separator: "\n", omittingEmptySubsequences: false).map({ $0.trimmingCharacters(in: .whitespaces) }) {
            if line.hasPrefix("/// `") {
                flush()
                key = String(line.dropFirst(5).prefix { $0 != "`" })
            } else if line.hasPrefix("///") {
                continue
            } else if line.isEmpty {
                flush()
                key = nil
            } else if key != nil {
                code += line + "\n"
            }
        }
        flush()
        return result
    }

    /// The code of every declaration under `key`, or nil when there is none.
    static func code(_ text: String, key: String) -> String? {
        let codes = declarations(text).filter { $0.key == key }.map(\.code)
        return codes.isEmpty ? nil : codes.joined()
    }

    /// The numbers inside the first `call(...)` in `code`, in order.
    static func arguments(of call: String, in code: String) -> [Double]? {
        guard let start = code.range(of: call + "(") else { return nil }
        var depth = 1, inner = ""
        for c in code[start.upperBound...] {
            if c == "(" { depth += 1 }
            if c == ")" { depth -= 1; if depth == 0 { break } }
            inner.append(c)
        }
        return numbers(in: inner)
    }

    /// Every decimal number in `text` (a minus sign kept), skipping digits inside identifiers.
    static func numbers(in text: String) -> [Double] {
        let regex = try! NSRegularExpression(pattern: #"(?<![A-Za-z_0-9.])-?[0-9]+(\.[0-9]+)?"#)
        let ns = text as NSString
        return regex.matches(in: text, range: NSRange(location: 0, length: ns.length)).compactMap { Double(ns.substring(with: $0.range)) }
    }

    /// The number after `label:` in `code`.
    static func labelled(_ label: String, in code: String) -> Double? {
        guard let r = code.range(of: label + ":") else { return nil }
        return numbers(in: String(code[r.upperBound...])).first
    }

    /// A CSS custom property's value, as written.
    static func customProperty(_ name: String, in css: String) -> String? {
        for line in css.split(separator: "\n") {
            let t = line.trimmingCharacters(in: .whitespaces)
            if t.hasPrefix(name + ":") { return String(t.dropFirst(name.count + 1).trimmingCharacters(in: .whitespaces).dropLast()) }
        }
        return nil
    }

    /// The property name a key takes in CSS.
    static func cssName(_ key: String) -> String { "--" + key.replacingOccurrences(of: ".", with: "-") }
}
