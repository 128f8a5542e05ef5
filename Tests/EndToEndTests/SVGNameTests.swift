import Foundation
import SegueTesting
import Testing
import DemoTesting

/// A session whose file name holds control characters (a name is any bytes but "/" and NUL)
/// still gives a `--plot` and a `compare` SVG that real XML parsers read: Foundation's
/// XMLParser (libxml2) and Python's xml.etree (expat), when python3 is there.
@Suite struct SVGNameTests {
    static let session = CompareCommandTests.cancels
    static let name = "ctl\u{1}\u{7}\u{1B}[31m\u{8}\t\n\u{7F}\u{FFFF}-name.jsonl"

    func segue(_ args: [String]) throws -> Tool.Result {
        try Tool.run(try Tool.segue, args, environment: [:], timeout: 120)
    }

    /// Parses `path` with python3's xml.etree: nil when it reads, else its complaint.
    static func etreeProblem(_ path: String) throws -> String? {
        guard let python = Tool.find("python3") else { return nil }
        let r = try Tool.run(python, ["-c", "import sys, xml.etree.ElementTree as E; E.parse(sys.argv[1])", path], environment: [:])
        return r.status == 0 ? nil : r.stderr
    }

    func checkParses(_ path: String) throws -> [String] {
        let svg = try SVGFile(path: path)
        if let problem = try Self.etreeProblem(path) { Issue.record("xml.etree: \(problem)") }
        return svg.texts.map(\.content)
    }

    @Test func aPlotOfASessionWithControlCharactersInItsNameParses() throws {
        let dir = try OutputFaultTests.scratchFolder("svg-name")
        defer { try? FileManager.default.removeItem(atPath: dir) }
        let copy = dir + "/" + Self.name
        try FileManager.default.copyItem(atPath: Self.session, toPath: copy)
        let out = dir + "/plot.svg"
        let r = try segue(["replay", copy, "--headless", "--no-render", "--plot", out])
        #expect(r.status == 0, "\(r.stderr)")
        let texts = try checkParses(out)
        #expect(texts.contains { $0.hasPrefix("Segue replay: ctl") && $0.hasSuffix("-name.jsonl") }, "\(texts)")
    }

    @Test func aComparisonOfSessionsWithControlCharactersInTheirNamesAndLabelsParses() throws {
        let dir = try OutputFaultTests.scratchFolder("svg-name")
        defer { try? FileManager.default.removeItem(atPath: dir) }
        let copy = dir + "/" + Self.name
        try FileManager.default.copyItem(atPath: Self.session, toPath: copy)
        let out = dir + "/compare.svg"
        let r = try segue(["compare", copy, CompareCommandTests.finishes, "-o", out, "--label-b", "B\u{1}\u{2}"])
        #expect(r.status == 0, "\(r.stderr)")
        let texts = try checkParses(out)
        #expect(texts.contains { $0.hasPrefix("A: ctl") } && texts.contains { $0.hasPrefix("B: B") }, "\(texts)")
    }
}
