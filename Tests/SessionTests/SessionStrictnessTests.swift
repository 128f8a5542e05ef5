import Foundation
import Testing
import Sessions

/// A session is JSON as RFC 8259 writes it, and nothing looser: a key given twice in one
/// object (which one would a reader take?) and a number spelled in a way JSON does not allow
/// are errors naming the line, never read as some value.
@Suite struct SessionStrictnessTests {
    static let frame = #"{"type":"frame","index":0,"t":1,"digest":"ab"}"#

    /// The error reading the header and then `line`, or nil.
    func error(_ line: String, trailingNewline: Bool = true) throws -> SessionError? {
        try SessionFiles.error([SessionFiles.headerLine, line], trailingNewline: trailingNewline)
    }

    @Test(arguments: [
        // A frame line with two digests: --verify would check only the last.
        (#"{"type":"frame","index":0,"t":1,"digest":"ab","digest":"cd"}"#, "digest"),
        (#"{"type":"frame","index":0,"t":1,"t":2,"digest":"ab"}"#, "t"),
        (#"{"type":"frame","type":"key","index":0,"t":1,"digest":"ab"}"#, "type"),
        (#"{"type":"end","summary":{"scene":"catalogue","stack":[],"presented":null,"transitions":{"completed":0,"completed":1,"cancelled":0},"frames":0}}"#, "completed"),
    ])
    func aKeyGivenTwiceIsAnErrorAtItsLine(line: String, key: String) throws {
        let e = try error(line)
        #expect(e?.line == 2 && e?.reason.contains("the key \"\(key)\" is given twice") == true, "\(String(describing: e))")
        // Also as the last line without its newline: a writer never repeats a key, so this is
        // no line cut off by a crash.
        let last = try error(line, trailingNewline: false)
        #expect(last?.line == 2 && last?.reason.contains("given twice") == true, "\(String(describing: last))")
    }

    /// Every spelling Swift's `Double(_:)` or another language's JSON writer makes but RFC
    /// 8259 does not allow: each an error naming the line and the spelling.
    @Test(arguments: ["01", "-01", "00", "007", "+1", "+0", ".5", "-.5", "1.", "1.e5", "-", "1e", "1e+", "1.5.2", "--1", "NaN", "Infinity", "-Infinity",
        "0x10", "1e5e3", "0.5.", "inf", "1_000"])
    func aNumberJSONDoesNotAllowIsAnError(spelling: String) throws {
        let line = Self.frame.replacingOccurrences(of: #""t":1,"#, with: "\"t\":\(spelling),")
        let e = try error(line)
        #expect(e?.line == 2, "\(spelling): \(String(describing: e))")
        // The ones that look like numbers are named (a word like inf is just unexpected text).
        if spelling.first.map({ "+-.0123456789NI".contains($0) }) == true {
            #expect(e?.reason.contains(spelling) == true && e?.reason.contains("not a JSON number") == true, "\(spelling): \(String(describing: e))")
        }
    }

    @Test(arguments: ["0", "-0", "1", "1.5", "-1.5", "0.25", "1e2", "1E2", "1e+2", "1e-2", "1.5e-05", "-0.0e0", "10", "12345.125", "1E002"])
    func everyNumberJSONAllowsReads(spelling: String) throws {
        let line = #"{"type":"wheel","t":1,"dx":%,"dy":0,"x":1,"y":1,"precise":true}"#.replacingOccurrences(of: "%", with: spelling)
        #expect(try error(line) == nil, "\(spelling)")
        #expect(JSONValue.parse(spelling) == .number(Double(spelling)!))
    }

    /// A number cut off at the end of a last line without its newline is a recording that
    /// stopped mid-write (a truncation); the same spelling with a newline after it is an error.
    @Test(arguments: ["1.", "-", "1e", "1e-"])
    func aNumberCutOffAtTheEndIsATruncation(spelling: String) throws {
        let cut = #"{"type":"frame","index":0,"t":"# + spelling
        let path = try SessionFiles.write([SessionFiles.headerLine, cut], trailingNewline: false)
        defer { try? FileManager.default.removeItem(atPath: path) }
        let (records, reader) = try SessionFiles.readAll(path)
        #expect(records.count == 1 && reader.truncatedLine == 2)
        #expect(try error(cut)?.line == 2)
    }

    /// A last line without its newline that is not the start of a JSON line is damage, not a cut.
    @Test func aLastLineThatIsNotCutOffJSONIsAnError() throws {
        let e = try error(#"{"type":"frame","index":0,"t":01,"digest":"ab"}"#, trailingNewline: false)
        #expect(e?.line == 2 && e?.reason.contains("01") == true, "\(String(describing: e))")
        let junk = try error(#"{"type":"frame"}}"#, trailingNewline: false)
        #expect(junk?.line == 2, "\(String(describing: junk))")
    }

    @Test func theParserItselfIsStrict() {
        #expect(JSONValue.parse(#"{"a":1,"a":1}"#) == nil)
        #expect(JSONValue.parse(#"{"a":{"b":1},"c":{"b":2}}"#) != nil)
        #expect(JSONValue.parse(#"[{"a":1},{"a":2}]"#) != nil)
        for bad in ["+1", "01", ".5", "1.", "NaN", "Infinity", "-Infinity", "0x1p3", "1e", "\"\\u+041\"", "\"\\u-001\"", "\"\\u 41a\""] {
            #expect(JSONValue.parse(bad) == nil, "\(bad)")
        }
        #expect(JSONValue.parse("\"\\u0041\\u00e9\"") == .string("Aé"))
        // An escaped surrogate pair is one character; a lone surrogate is U+FFFD.
        #expect(JSONValue.parse("\"\\ud83d\\ude00\"") == .string("\u{1F600}"))
        #expect(JSONValue.parse("\"\\ud83d\"") == .string("\u{FFFD}"))
        switch JSONValue.parseDocument("{\n  \"t\": +1\n}") {
        case .success: Issue.record("+1 read")
        case .failure(let e): #expect(e.description.contains("line 2, column 8") && e.reason.contains("+1"), "\(e)")
        }
    }
}
