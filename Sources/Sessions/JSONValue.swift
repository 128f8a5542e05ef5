/// A parsed JSON value. Numbers are read with Swift's own exact conversion, so a double
/// written in its shortest form comes back bit for bit (Foundation's parser on Linux does not
/// guarantee that, and a replay must see exactly the times that were recorded).
public enum JSONValue: Equatable, Sendable {
    case object([String: JSONValue])
    case array([JSONValue])
    case string(String)
    case number(Double)
    case bool(Bool)
    case null

    public subscript(key: String) -> JSONValue? {
        if case .object(let o) = self { return o[key] }
        return nil
    }

    /// Parses one complete JSON text; nil when it is not valid JSON.
    public static func parse(_ text: String) -> JSONValue? {
        var p = JSONTextParser(Array(text.utf8))
        guard let v = p.value() else { return nil }
        p.skipSpace()
        return p.atEnd ? v : nil
    }

    /// Parses a document a person wrote (a spec file): the value, or where and why it is
    /// not valid JSON; a key given twice in one object is an error too (which one would win
    /// is not the writer's intent).
    public static func parseDocument(_ text: String) -> Result<JSONValue, JSONSyntaxError> {
        let bytes = Array(text.utf8)
        var p = JSONTextParser(bytes)
        p.rejectsDuplicateKeys = true
        var v = p.value()
        if v != nil {
            p.skipSpace()
            if !p.atEnd { v = nil }
        }
        if let v { return .success(v) }
        let at = min(p.failedAt ?? p.i, bytes.count)
        let before = bytes[..<at]
        let line = before.filter { $0 == 0x0A }.count + 1
        let column = at - (before.lastIndex(of: 0x0A).map { $0 + 1 } ?? 0) + 1
        let reason = p.duplicateKey.map { "the key \"\($0)\" is given twice" } ?? (at >= bytes.count ? "the text ends too soon" : "unexpected text")
        return .failure(JSONSyntaxError(line: line, column: column, reason: reason))
    }
}

struct JSONTextParser {
    let b: [UInt8]
    var i = 0
    var depth = 0
    /// Fail on a key an object already has (documents people write).
    var rejectsDuplicateKeys = false
    private(set) var duplicateKey: String?
    private(set) var failedAt: Int?

    init(_ bytes: [UInt8]) { b = bytes }

    var atEnd: Bool { i >= b.count }

    mutating func skipSpace() {
        while i < b.count, b[i] == 0x20 || b[i] == 0x0A || b[i] == 0x0D || b[i] == 0x09 { i += 1 }
    }

    mutating func value() -> JSONValue? {
        skipSpace()
        guard i < b.count else { return nil }
        switch b[i] {
        case UInt8(ascii: "{"): return object()
        case UInt8(ascii: "["): return array()
        case UInt8(ascii: "\""): return string().map { .string($0) }
        case UInt8(ascii: "t"): return literal("true", .bool(true))
        case UInt8(ascii: "f"): return literal("false", .bool(false))
        case UInt8(ascii: "n"): return literal("null", .null)
        default: return number()
        }
    }

    mutating func literal(_ word: String, _ v: JSONValue) -> JSONValue? {
        let w = Array(word.utf8)
        guard i + w.count <= b.count, Array(b[i..<(i + w.count)]) == w else { return nil }
        i += w.count
        return v
    }

    mutating func object() -> JSONValue? {
        depth += 1
        defer { depth -= 1 }
        guard depth < 64 else { return nil }
        i += 1
        var o: [String: JSONValue] = [:]
        skipSpace()
        if i < b.count, b[i] == UInt8(ascii: "}") { i += 1; return .object(o) }
        while true {
            skipSpace()
            let keyStart = i
            guard i < b.count, b[i] == UInt8(ascii: "\""), let k = string() else { return nil }
            if rejectsDuplicateKeys, o[k] != nil {
                duplicateKey = k
                failedAt = keyStart
                return nil
            }
            skipSpace()
            guard i < b.count, b[i] == UInt8(ascii: ":") else { return nil }
            i += 1
            guard let v = value() else { return nil }
            o[k] = v
            skipSpace()
            guard i < b.count else { return nil }
            if b[i] == UInt8(ascii: ",") { i += 1; continue }
            if b[i] == UInt8(ascii: "}") { i += 1; return .object(o) }
            return nil
        }
    }

    mutating func array() -> JSONValue? {
        depth += 1
        defer { depth -= 1 }
        guard depth < 64 else { return nil }
        i += 1
        var a: [JSONValue] = []
        skipSpace()
        if i < b.count, b[i] == UInt8(ascii: "]") { i += 1; return .array(a) }
        while true {
            guard let v = value() else { return nil }
            a.append(v)
            skipSpace()
            guard i < b.count else { return nil }
            if b[i] == UInt8(ascii: ",") { i += 1; continue }
            if b[i] == UInt8(ascii: "]") { i += 1; return .array(a) }
            return nil
        }
    }

    mutating func string() -> String? {
        i += 1
        var out: [UInt8] = []
        while i < b.count {
            let c = b[i]
            i += 1
            if c == UInt8(ascii: "\"") { return String(decoding: out, as: UTF8.self) }
            if c < 0x20 { return nil }
            guard c == UInt8(ascii: "\\") else { out.append(c); continue }
            guard i < b.count else { return nil }
            let e = b[i]
            i += 1
            switch e {
            case UInt8(ascii: "\""): out.append(0x22)
            case UInt8(ascii: "\\"): out.append(0x5C)
            case UInt8(ascii: "/"): out.append(0x2F)
            case UInt8(ascii: "n"): out.append(0x0A)
            case UInt8(ascii: "r"): out.append(0x0D)
            case UInt8(ascii: "t"): out.append(0x09)
            case UInt8(ascii: "b"): out.append(0x08)
            case UInt8(ascii: "f"): out.append(0x0C)
            case UInt8(ascii: "u"):
                guard i + 4 <= b.count, let code = UInt32(String(decoding: b[i..<(i + 4)], as: UTF8.self), radix: 16) else { return nil }
                i += 4
                let scalar = Unicode.Scalar(code) ?? "\u{FFFD}"
                out.append(contentsOf: Array(String(scalar).utf8))
            default:
                return nil
            }
        }
        return nil
    }

    mutating func number() -> JSONValue? {
        let start = i
        while i < b.count, (b[i] >= 0x30 && b[i] <= 0x39) || b[i] == UInt8(ascii: "-") || b[i] == UInt8(ascii: "+") || b[i] == UInt8(ascii: ".")
            || b[i] == UInt8(ascii: "e") || b[i] == UInt8(ascii: "E")
        {
            i += 1
        }
        guard i > start, let d = Double(String(decoding: b[start..<i], as: UTF8.self)) else { return nil }
        return .number(d)
    }
}
