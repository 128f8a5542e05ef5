/// Where a JSON document stops being JSON: its line and column (from 1, in bytes) and why.
public struct JSONSyntaxError: Error, Equatable, Sendable, CustomStringConvertible {
    /// Why a text is not JSON.
    public enum Failure: Equatable, Sendable {
        /// The text stops before the value is complete (a line cut off by a crash reads so).
        case endsTooSoon
        /// Something JSON has no place for.
        case unexpected
        /// A key the object already has.
        case duplicateKey(String)
        /// A number spelt in a way RFC 8259 does not allow (`+1`, `01`, `.5`, `1.`, `NaN`).
        case number(String)
        /// Arrays and objects nested more than 63 deep.
        case tooDeep
    }

    public let line: Int
    public let column: Int
    public let failure: Failure

    public init(line: Int, column: Int, failure: Failure) {
        self.line = line
        self.column = column
        self.failure = failure
    }

    public var reason: String {
        switch failure {
        case .endsTooSoon: return "the text ends too soon"
        case .unexpected: return "unexpected text"
        case .duplicateKey(let key): return "the key \(quote(String(key.prefix(80)))) is given twice"
        case .number(let spelling): return "\(spelling) is not a JSON number (\(JSONSyntaxError.numberRule(spelling)))"
        case .tooDeep: return "arrays and objects nested more than 63 deep"
        }
    }

    /// What RFC 8259 says against `spelling`.
    static func numberRule(_ spelling: String) -> String {
        let digits = spelling.hasPrefix("-") ? spelling.dropFirst() : Substring(spelling)
        if spelling.hasPrefix("+") { return "no plus sign" }
        if digits.hasPrefix("NaN") || digits.hasPrefix("Inf") { return "no NaN or Infinity" }
        if digits.hasPrefix("0x") || digits.hasPrefix("0X") { return "no hexadecimal" }
        if digits.count > 1, digits.hasPrefix("0"), digits.dropFirst().first?.isNumber == true { return "no leading zeros" }
        if digits.hasPrefix(".") { return "a digit before the decimal point" }
        if digits.contains(".e") || digits.contains(".E") || digits.hasSuffix(".") { return "a digit after the decimal point" }
        return "written -?digits[.digits][e[+-]digits]"
    }

    public var description: String { "not valid JSON at line \(line), column \(column): \(reason)" }
}
