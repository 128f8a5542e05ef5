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

    /// Parses one complete JSON text; nil when it is not valid JSON (see `parseText`).
    public static func parse(_ text: String) -> JSONValue? {
        try? parseText(text).get()
    }

    /// Parses a document a person wrote (a spec file): the value, or where and why it is
    /// not valid JSON.
    public static func parseDocument(_ text: String) -> Result<JSONValue, JSONSyntaxError> {
        parseText(text)
    }

    /// Parses one complete JSON text, strictly as RFC 8259 writes it: a number has an
    /// optional minus, no leading zero or plus sign, digits on both sides of a decimal point
    /// and after an exponent's sign (no NaN, Infinity or hex); a string's `\u` takes four
    /// hex digits. A key given twice in one object is an error too: which value would win is
    /// not the writer's intent (a frame line with two digests would be checked on one).
    public static func parseText(_ text: String) -> Result<JSONValue, JSONSyntaxError> {
        let bytes = Array(text.utf8)
        var p = JSONTextParser(bytes)
        var v = p.value()
        if v != nil {
            p.skipSpace()
            if !p.atEnd {
                p.fail(.unexpected, at: p.i)
                v = nil
            }
        }
        if let v { return .success(v) }
        let failure = p.failure ?? (p.i >= bytes.count ? .endsTooSoon : .unexpected)
        let at = min(p.failedAt ?? p.i, bytes.count)
        let before = bytes[..<at]
        let line = before.filter { $0 == 0x0A }.count + 1
        let column = at - (before.lastIndex(of: 0x0A).map { $0 + 1 } ?? 0) + 1
        return .failure(JSONSyntaxError(line: line, column: column, failure: failure))
    }
}

struct JSONTextParser {
    let b: [UInt8]
    var i = 0
    var depth = 0
    /// The first reason parsing failed, and where.
    private(set) var failure: JSONSyntaxError.Failure?
    private(set) var failedAt: Int?

    init(_ bytes: [UInt8]) { b = bytes }

    var atEnd: Bool { i >= b.count }

    /// Notes why and where parsing stopped (the first reason holds: the innermost).
    mutating func fail(_ f: JSONSyntaxError.Failure, at position: Int) {
        guard failure == nil else { return }
        failure = position >= b.count ? .endsTooSoon : f
        failedAt = position
    }

    mutating func skipSpace() {
        while i < b.count, b[i] == 0x20 || b[i] == 0x0A || b[i] == 0x0D || b[i] == 0x09 { i += 1 }
    }

    mutating func value() -> JSONValue? {
        skipSpace()
        guard i < b.count else {
            fail(.endsTooSoon, at: i)
            return nil
        }
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
        var k = 0
        while k < w.count, i + k < b.count, b[i + k] == w[k] { k += 1 }
        guard k == w.count else {
            fail(.unexpected, at: i + k)
            return nil
        }
        i += w.count
        return v
    }

    mutating func object() -> JSONValue? {
        depth += 1
        defer { depth -= 1 }
        guard depth < 64 else {
            fail(.tooDeep, at: i)
            return nil
        }
        i += 1
        var o: [String: JSONValue] = [:]
        skipSpace()
        if i < b.count, b[i] == UInt8(ascii: "}") { i += 1; return .object(o) }
        while true {
            skipSpace()
            let keyStart = i
            guard i < b.count, b[i] == UInt8(ascii: "\"") else {
                fail(.unexpected, at: i)
                return nil
            }
            guard let k = string() else { return nil }
            skipSpace()
            guard i < b.count, b[i] == UInt8(ascii: ":") else {
                fail(.unexpected, at: i)
                return nil
            }
            i += 1
            guard let v = value() else { return nil }
            if o.updateValue(v, forKey: k) != nil {
                fail(.duplicateKey(k), at: keyStart)
                return nil
            }
            skipSpace()
            if i < b.count, b[i] == UInt8(ascii: ",") { i += 1; continue }
            if i < b.count, b[i] == UInt8(ascii: "}") { i += 1; return .object(o) }
            fail(.unexpected, at: i)
            return nil
        }
    }

    mutating func array() -> JSONValue? {
        depth += 1
        defer { depth -= 1 }
        guard depth < 64 else {
            fail(.tooDeep, at: i)
            return nil
        }
        i += 1
        var a: [JSONValue] = []
        skipSpace()
        if i < b.count, b[i] == UInt8(ascii: "]") { i += 1; return .array(a) }
        while true {
            guard let v = value() else { return nil }
            a.append(v)
            skipSpace()
            if i < b.count, b[i] == UInt8(ascii: ",") { i += 1; continue }
            if i < b.count, b[i] == UInt8(ascii: "]") { i += 1; return .array(a) }
            fail(.unexpected, at: i)
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
            if c < 0x20 {
                fail(.unexpected, at: i - 1)
                return nil
            }
            guard c == UInt8(ascii: "\\") else { out.append(c); continue }
            guard i < b.count else { break }
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
                guard var code = hex4() else { return nil }
                // A surrogate pair escaped as two \u is one character; a lone surrogate is U+FFFD.
                if (0xD800..<0xDC00).contains(code), i + 1 < b.count, b[i] == UInt8(ascii: "\\"), b[i + 1] == UInt8(ascii: "u") {
                    let resume = i
                    i += 2
                    guard let low = hex4() else { return nil }
                    if (0xDC00..<0xE000).contains(low) {
                        code = 0x10000 + ((code - 0xD800) << 10) + (low - 0xDC00)
                    } else {
                        i = resume
                    }
                }
                let scalar = Unicode.Scalar(code) ?? "\u{FFFD}"
                out.append(contentsOf: Array(String(scalar).utf8))
            default:
                fail(.unexpected, at: i - 1)
                return nil
            }
        }
        fail(.endsTooSoon, at: b.count)
        return nil
    }

    /// Exactly four hex digits (a `\u` escape's), or nil.
    private mutating func hex4() -> UInt32? {
        var code: UInt32 = 0
        for _ in 0..<4 {
            guard i < b.count else {
                fail(.endsTooSoon, at: i)
                return nil
            }
            let c = b[i]
            let digit: UInt32
            switch c {
            case UInt8(ascii: "0")...UInt8(ascii: "9"): digit = UInt32(c - UInt8(ascii: "0"))
            case UInt8(ascii: "a")...UInt8(ascii: "f"): digit = UInt32(c - UInt8(ascii: "a")) + 10
            case UInt8(ascii: "A")...UInt8(ascii: "F"): digit = UInt32(c - UInt8(ascii: "A")) + 10
            default:
                fail(.unexpected, at: i)
                return nil
            }
            code = code * 16 + digit
            i += 1
        }
        return code
    }

    private static func digit(_ c: UInt8) -> Bool { c &- UInt8(ascii: "0") < 10 }

    /// A byte that would continue a number-like word (`0x1F`, `1.5.2`, `NaN`, `1_000`).
    private static func wordByte(_ c: UInt8) -> Bool {
        digit(c) || (c | 0x20) &- UInt8(ascii: "a") < 26 || c == UInt8(ascii: ".") || c == UInt8(ascii: "+") || c == UInt8(ascii: "-") || c == UInt8(ascii: "_")
    }

    /// A number as RFC 8259 writes it: `-? (0 | [1-9][0-9]*) (\.[0-9]+)? ([eE][+-]?[0-9]+)?`.
    /// A spelling it does not allow is refused naming it, rather than read as Swift's
    /// `Double(_:)` would (`+1`, `01`, `.5` and `1.` all read there); one cut off by the end
    /// of the text is the text ending too soon.
    mutating func number() -> JSONValue? {
        let start = i, n = b.count
        let c0 = b[start]
        // Only what starts like a number is a misspelt one; other text is just unexpected.
        guard c0 == UInt8(ascii: "-") || c0 == UInt8(ascii: "+") || c0 == UInt8(ascii: ".") || Self.digit(c0) || c0 == UInt8(ascii: "N")
            || c0 == UInt8(ascii: "I")
        else {
            fail(.unexpected, at: start)
            return nil
        }
        var j = start
        if b[j] == UInt8(ascii: "-") { j += 1 }
        guard j < n, Self.digit(b[j]) else { return badNumber(from: start) }
        if b[j] == UInt8(ascii: "0") {
            j += 1
        } else {
            while j < n, Self.digit(b[j]) { j += 1 }
        }
        if j < n, b[j] == UInt8(ascii: ".") {
            j += 1
            guard j < n, Self.digit(b[j]) else { return badNumber(from: start) }
            while j < n, Self.digit(b[j]) { j += 1 }
        }
        if j < n, b[j] == UInt8(ascii: "e") || b[j] == UInt8(ascii: "E") {
            j += 1
            if j < n, b[j] == UInt8(ascii: "+") || b[j] == UInt8(ascii: "-") { j += 1 }
            guard j < n, Self.digit(b[j]) else { return badNumber(from: start) }
            while j < n, Self.digit(b[j]) { j += 1 }
        }
        // A number that runs on into a word: `01`, `0x10`, `1.5.2`, `1e5e3`.
        if j < n, Self.wordByte(b[j]) { return badNumber(from: start) }
        guard let d = Double(String(decoding: b[start..<j], as: UTF8.self)) else { return badNumber(from: start) }
        i = j
        return .number(d)
    }

    /// The failure for a number that does not follow the grammar: named by its spelling (the
    /// word it is part of, `0x10`, `1.5.2`, `NaN`), or the text ending too soon when it is a
    /// good number's beginning cut off at the end of the text (`1.`, `-`, `1e+`).
    private mutating func badNumber(from start: Int) -> JSONValue? {
        var end = start
        while end < b.count, Self.wordByte(b[end]) { end += 1 }
        if end >= b.count, isNumberPrefix(b[start..<end]) {
            fail(.endsTooSoon, at: b.count)
        } else {
            fail(.number(String(decoding: b[start..<min(end, start + 40)], as: UTF8.self)), at: start)
        }
        return nil
    }

    /// Whether `word` can begin a JSON number (more text could complete it).
    private func isNumberPrefix(_ word: ArraySlice<UInt8>) -> Bool {
        var k = word.startIndex
        func digit(_ k: Int) -> Bool { k < word.endIndex && word[k] >= UInt8(ascii: "0") && word[k] <= UInt8(ascii: "9") }
        if k < word.endIndex, word[k] == UInt8(ascii: "-") { k += 1 }
        if k == word.endIndex { return true }
        if word[k] == UInt8(ascii: "0") {
            k += 1
        } else if digit(k) {
            while digit(k) { k += 1 }
        } else {
            return false
        }
        if k < word.endIndex, word[k] == UInt8(ascii: ".") {
            k += 1
            while digit(k) { k += 1 }
        }
        if k < word.endIndex, word[k] == UInt8(ascii: "e") || word[k] == UInt8(ascii: "E") {
            k += 1
            if k < word.endIndex, word[k] == UInt8(ascii: "+") || word[k] == UInt8(ascii: "-") { k += 1 }
            while digit(k) { k += 1 }
        }
        return k == word.endIndex
    }
}
