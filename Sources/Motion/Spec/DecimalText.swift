import Foundation

/// Numbers written as plain decimals: never an exponent, no trailing zeros, no negative zero,
/// a whole number without a fraction. What a person reads in a message and what exported
/// code (Swift, CSS, JavaScript) writes alike.
public enum DecimalText {
    /// `v` rounded to `decimals` places.
    public static func fixed(_ v: Double, _ decimals: Int) -> String {
        guard v.isFinite else { return "0" }
        var text = String(format: "%.\(decimals)f", v)
        if text.contains(".") {
            while text.hasSuffix("0") { text.removeLast() }
            if text.hasSuffix(".") { text.removeLast() }
        }
        return text == "-0" ? "0" : text
    }

    /// `v` to `digits` significant digits (at most 12 decimals).
    public static func significant(_ v: Double, _ digits: Int = 6) -> String {
        guard v.isFinite, v != 0 else { return "0" }
        let magnitude = Int(floor(log10(abs(v))))
        return fixed(v, min(12, max(0, digits - 1 - magnitude)))
    }
}
