import Foundation
import SegueTesting
import Testing
import Sessions
import DemoTesting

/// Every number has a range: a value at its limit reads, one past it is an error that names
/// the line, the field and the limit, and nothing traps on a conversion.
@Suite struct SessionLimitsTests {
    /// Records with one field left as `%`, filled in by each case.
    static let pointer = #"{"type":"pointer","t":1,"phase":"down","id":0,"x":10,"y":10,"buttons":1,"source":"mouse"}"#
    static let templates: [String: String] = [
        "buttons": pointer.replacingOccurrences(of: #""buttons":1"#, with: #""buttons":%"#),
        "id": pointer.replacingOccurrences(of: #""id":0"#, with: #""id":%"#),
        "t": pointer.replacingOccurrences(of: #""t":1"#, with: #""t":%"#),
        "x": pointer.replacingOccurrences(of: #""x":10"#, with: #""x":%"#),
        "index": #"{"type":"frame","index":%,"t":1,"digest":"ab"}"#,
        "dx": #"{"type":"wheel","t":1,"dx":%,"dy":0,"x":1,"y":1,"precise":true}"#,
        "width": #"{"type":"resize","t":1,"width":%,"height":600}"#,
        "header.window": SessionFiles.headerLine.replacingOccurrences(of: #""window":[800,600]"#, with: #""window":[%,600]"#),
        "header.scale": SessionFiles.headerLine.replacingOccurrences(of: #""scale":1"#, with: #""scale":%"#),
        "header.version": SessionFiles.headerLine.replacingOccurrences(of: #""version":2"#, with: #""version":%"#),
        "summary.frames": #"{"type":"end","summary":{"scene":"catalogue","stack":["A"],"presented":null,"transitions":{"completed":0,"cancelled":0},"frames":%}}"#,
        "summary.completed": #"{"type":"end","summary":{"scene":"catalogue","stack":["A"],"presented":null,"transitions":{"completed":%,"cancelled":0},"frames":0}}"#,
        "key": #"{"type":"key","t":1,"key":%,"repeat":false}"#,
        "frame": #"{"type":"freeze","t":1,"action":"show","frame":%}"#,
    ]

    /// The lines for `field` = `value`: the header (or the edited header), then the record.
    func lines(_ field: String, _ value: String) throws -> [String] {
        let line = try #require(Self.templates[field]).replacingOccurrences(of: "%", with: value)
        return field.hasPrefix("header.") ? [line] : [SessionFiles.headerLine, line]
    }

    /// Per field: values at its limits, which read, and values past them, each refused at the
    /// field's line with the reason.
    static let limits: [(field: String, reads: [String], refused: [String], reason: String)] = [
        ("buttons", ["0", "4294967295"], ["4294967296", "1e308", "-1", "0.5"], #"field "buttons" must be a whole number from 0 to 4294967295"#),
        ("id", ["2147483647"], ["2147483648", "-1"], #"field "id" must be a whole number from 0 to 2147483647"#),
        ("t", ["10000000", "-0", "1e-320"], ["10000000.5", "-1e-320"], #"field "t" must be a number from 0 to 10000000 (seconds)"#),
        ("t", [], ["1e999"], #"field "t" is not a finite number"#),
        ("x", ["-800", "1600"], ["1601", "-801"], "is far outside the 800x600 window"),
        ("index", ["0"], ["9007199254740993", "-1"], #"field "index" must be a whole number from 0 to 2147483647"#),
        ("frame", ["0", "1000000"], ["1000001", "-1", "2.5"], #"field "frame" must be a whole number from 0 to 1000000"#),
        ("dx", ["-100000", "100000"], ["100001", "-1e308"], #"field "dx" must be a number from -100000 to 100000"#),
        ("width", ["1", "16384"], ["16385", "0.99"], #"field "width" must be a number from 1 to 16384 (points)"#),
        ("header.window", ["16384", "1"], ["16385", "0"], #"field "window" must be [width, height], each a number from 1 to 16384 (points)"#),
        ("header.scale", ["0.5", "8"], ["8.01", "0.49"], #"field "scale" must be a number from 0.5 to 8"#),
        ("header.version", ["1", "2"], ["0", "-1"], #"field "version" must be a whole number from 1 to 2"#),
        ("header.version", [], ["3", "1e300"], "is newer than this segue reads (2)"),
        ("summary.frames", ["2147483647"], ["2147483648"], #"field "summary.frames" must be a whole number from 0 to 2147483647"#),
        ("summary.completed", ["0"], ["-1"], #"field "summary.transitions.completed" must be a whole number from 0 to 2147483647"#),
        ("key", ["\"" + String(repeating: "k", count: 4096) + "\""], ["\"" + String(repeating: "k", count: 4097) + "\""],
            #"field "key" must be a string of at most 4096 bytes"#),
    ]

    @Test(arguments: limits)
    func aValueAtALimitReadsAndOnePastItIsRefused(field: String, reads: [String], refused: [String], reason: String) throws {
        for value in reads {
            let e = try SessionFiles.error(try lines(field, value))
            #expect(e == nil, "\(field)=\(value.prefix(20)): \(String(describing: e))")
        }
        for value in refused {
            let all = try lines(field, value)
            let e = try SessionFiles.error(all)
            #expect(e?.line == all.count && e?.reason.contains(reason) == true, "\(field)=\(value.prefix(20)): \(String(describing: e))")
        }
    }

    /// Points times the header's scale: the header's window and every resize.
    @Test func theWindowIsLimitedInPixels() throws {
        let big = SessionFiles.headerLine.replacingOccurrences(of: #""window":[800,600],"scale":1"#, with: #""window":[16384,16384],"scale":4"#)
        #expect(try SessionFiles.error([big])?.reason
            == "a 16384x16384 window at scale 4 is 65536x65536 pixels; each side must be at most 16384 pixels")
        let atLimit = SessionFiles.headerLine.replacingOccurrences(of: #""window":[800,600],"scale":1"#, with: #""window":[4096,2048],"scale":4"#)
        #expect(try SessionFiles.error([atLimit]) == nil)
        let resize = #"{"type":"resize","t":1,"width":4097,"height":600}"#
        let e = try SessionFiles.error([atLimit, resize])
        #expect(e?.line == 2 && e?.reason.contains("4097x600 window at scale 4 is 16388x2400 pixels") == true, "\(String(describing: e))")
    }

    /// Positions are checked against the largest the window has been: a window made bigger
    /// takes positions further out, one made smaller keeps taking those it took before.
    @Test func positionsFollowTheLargestWindow() throws {
        let far = #"{"type":"pointer","t":2,"phase":"down","id":0,"x":3000,"y":10,"buttons":1,"source":"mouse"}"#
        #expect(try SessionFiles.error([SessionFiles.headerLine, far])?.line == 2)
        let grow = #"{"type":"resize","t":1,"width":2000,"height":600}"#
        #expect(try SessionFiles.error([SessionFiles.headerLine, grow, far]) == nil)
        let shrink = #"{"type":"resize","t":1,"width":10,"height":10}"#
        let edge = #"{"type":"pointer","t":2,"phase":"down","id":0,"x":1600,"y":-600,"buttons":1,"source":"mouse"}"#
        #expect(try SessionFiles.error([SessionFiles.headerLine, shrink, edge]) == nil)
        #expect(try SessionFiles.error([SessionFiles.headerLine, shrink, far])?.reason.contains("outside the 800x600 window") == true)
    }

    /// Blank lines count, so the line an error names is the line in the file.
    @Test func blankLinesKeepLineNumbersTrue() throws {
        let bad = #"{"type":"focus","t":1,"state":"found"}"#
        let e = try SessionFiles.error([SessionFiles.headerLine, "", "", bad])
        #expect(e?.line == 4 && e?.reason == "unknown focus state")
    }

    @Test func aLineLongerThanTheLimitIsAnErrorAtThatLine() throws {
        let long = String(repeating: " ", count: SessionLimits.lineBytes) + "{}"
        let e = try SessionFiles.error([SessionFiles.headerLine, long])
        #expect(e?.line == 2 && e?.reason == "a line longer than 4 MiB")
    }

    /// docs/SESSION_FORMAT.md lists the same limits the reader checks.
    @Test func theFormatDocumentListsEveryLimit() throws {
        let doc = Repository.root
            .appendingPathComponent("docs/SESSION_FORMAT.md")
        let text = try String(contentsOf: doc, encoding: .utf8)
        let section = try #require(text.components(separatedBy: "## Limits").dropFirst().first)
        let numbers = ["4294967295", "2147483647", "10000000", "100000", "16384", "0.5", "8", "4096", "1000", "1000000", "4 MiB", "1 second"]
        for n in numbers { #expect(section.contains(n), "the Limits section does not mention \(n)") }
        for field in ["`t`", "`buttons`", "`id`", "`index`", "`x`", "`dx`", "`width`", "`window`", "`scale`", "`frames`", "`completed`", "`frame`"] {
            #expect(section.contains(field), "the Limits section does not mention \(field)")
        }
    }
}
