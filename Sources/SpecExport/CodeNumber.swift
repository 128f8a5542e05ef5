import Foundation

/// Numbers as exported code writes them: plain decimals (never an exponent, which not every
/// reader of CSS expects), no trailing zeros, no negative zero, a whole number without a
/// fraction. Valid in Swift, CSS and JavaScript alike.
enum CodeNumber {
    /// `v` rounded to `decimals` places.
    static func fixed(_ v: Double, _ decimals: Int) -> String {
        guard v.isFinite else { return "0" }
        var text = String(format: "%.\(decimals)f", v)
        if text.contains(".") {
            while text.hasSuffix("0") { text.removeLast() }
            if text.hasSuffix(".") { text.removeLast() }
        }
        return text == "-0" ? "0" : text
    }

    /// `v` to `digits` significant digits (at most 12 decimals).
    static func significant(_ v: Double, _ digits: Int = 6) -> String {
        guard v.isFinite, v != 0 else { return "0" }
        let magnitude = Int(floor(log10(abs(v))))
        return fixed(v, min(12, max(0, digits - 1 - magnitude)))
    }

    /// A value the spec holds as given (a control point, a threshold): its shortest exact form
    /// when that is a plain decimal, else 12 significant digits.
    static func exact(_ v: Double) -> String {
        guard v.isFinite else { return "0" }
        if v == v.rounded(), abs(v) < 1e15 { return String(Int64(v)) }
        let shortest = "\(v)"
        return shortest.contains("e") ? significant(v, 12) : shortest
    }
}
