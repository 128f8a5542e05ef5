import Foundation
import Motion

/// Numbers as exported code writes them: `DecimalText`'s plain decimals (never an exponent,
/// which not every reader of CSS expects), valid in Swift, CSS and JavaScript alike.
enum CodeNumber {
    /// A value the spec holds as given (a control point, a threshold): its shortest exact form
    /// when that is a plain decimal, else 12 significant digits.
    static func exact(_ v: Double) -> String {
        guard v.isFinite else { return "0" }
        if v == v.rounded(), abs(v) < 1e15 { return String(Int64(v)) }
        let shortest = "\(v)"
        return shortest.contains("e") ? DecimalText.significant(v, 12) : shortest
    }
}
