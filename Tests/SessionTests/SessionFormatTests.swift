import Foundation
import Testing
import Geometry
import Gestures
import Sessions

@Suite struct SessionFormatTests {
    let header = SessionFiles.header

    func file(_ lines: [String], trailingNewline: Bool = true) throws -> String { try SessionFiles.write(lines, trailingNewline: trailingNewline) }
    func readAll(_ path: String) throws(SessionError) -> ([SessionRecord], SessionReader) { try SessionFiles.readAll(path) }
    func error(_ lines: [String], trailingNewline: Bool = true) throws -> SessionError? { try SessionFiles.error(lines, trailingNewline: trailingNewline) }

    @Test func everyRecordRoundTripsExactly() throws {
        let records: [SessionRecord] = [
            .header(header),
            .event(.pointer(PointerEvent(phase: .down, pointerID: 0, location: Point(x: 12.25, y: 300), buttons: 1, timestamp: 0.1 + 0.2, source: .mouse))),
            .event(.pointer(PointerEvent(phase: .move, pointerID: 2, location: Point(x: 13.000000001, y: 299.5), buttons: 1, timestamp: 0.31, source: .touch))),
            .event(.key(KeyEvent(key: "escape", isRepeat: false, timestamp: 0.4))),
            .event(.wheel(WheelEvent(delta: Point(x: -0.5, y: 0.25), location: Point(x: 10, y: 10), isPrecise: true, timestamp: 0.5))),
            .event(.resize(Size(width: 640, height: 480), time: 0.6)),
            .event(.focusLost(time: 0.7)),
            .event(.freeze(.freeze, time: 0.7)),
            .event(.freeze(.show(frame: 12), time: 0.7)),
            .event(.freeze(.onion(true), time: 0.7)),
            .event(.freeze(.onion(false), time: 0.7)),
            .event(.freeze(.resume, time: 0.71)),
            .frame(index: 0, time: 0.7166666666666667, digest: "9f86d081884c7d65"),
            .end(SessionSummary(scene: "catalogue", stack: ["Segue", "Gallery \"quoted\""], presented: nil, completedTransitions: 1, cancelledTransitions: 2, frames: 1)),
        ]
        let path = try file(records.map(\.jsonLine))
        let (read, reader) = try readAll(path)
        #expect(read == records)
        #expect(reader.truncatedLine == nil)
    }

    @Test func aCutOffLastLineIsATruncationNotAnError() throws {
        let lines = [SessionRecord.header(header).jsonLine, SessionRecord.frame(index: 0, time: 1, digest: "ab").jsonLine, "{\"type\":\"frame\",\"ind"]
        let (read, reader) = try readAll(try file(lines, trailingNewline: false))
        #expect(read.count == 2 && reader.truncatedLine == 3)
    }

    @Test func aLargeFileStreams() throws {
        var lines = [SessionRecord.header(header).jsonLine]
        for i in 0..<20_000 { lines.append(SessionRecord.frame(index: i, time: Double(i) / 60, digest: "00ff").jsonLine) }
        let (read, _) = try readAll(try file(lines))
        #expect(read.count == 20_001)
    }

    @Test func badInputNamesTheLineAndTheProblem() throws {
        let h = SessionRecord.header(header).jsonLine
        let cases: [([String], Int, String)] = [
            (["\u{1}\u{2}garbage"], 1, "not a JSON object"),
            (["{\"type\":\"frame\",\"index\":0,\"t\":0,\"digest\":\"a\"}"], 1, "no header"),
            ([h, h], 2, "a second header"),
            (["{\"type\":\"header\",\"format\":\"other\",\"version\":1}"], 1, "not a Segue session"),
            ([h.replacingOccurrences(of: "\"version\":2", with: "\"version\":9")], 1, "newer than this segue reads"),
            ([h, "{\"type\": \"key\", \"t\": 1,"], 2, "not a JSON object"),
            ([h, "{\"type\":\"key\",\"t\":1,\"repeat\":false}"], 2, "missing or mistyped field \"key\""),
            ([h, "{\"type\":\"key\",\"t\":\"soon\",\"key\":\"q\",\"repeat\":false}"], 2, "missing or mistyped field \"t\""),
            ([h, "{\"type\":\"teleport\",\"t\":1}"], 2, "unknown line type \"teleport\""),
            ([h.replacingOccurrences(of: "\"catalogue\"", with: "\"atlantis\"")], 1, "unknown scene \"atlantis\""),
            ([h, "{\"type\":\"focus\",\"t\":5,\"state\":\"lost\"}", "{\"type\":\"focus\",\"t\":4,\"state\":\"lost\"}"], 3, "goes back"),
            ([h, "{\"type\":\"focus\",\"t\":1e999,\"state\":\"lost\"}"], 2, "finite"),
            ([h, "{\"type\":\"pointer\",\"t\":1,\"phase\":\"down\",\"id\":0,\"x\":90000,\"y\":10,\"buttons\":1,\"source\":\"mouse\"}"], 2, "far outside"),
            ([h, "{\"type\":\"pointer\",\"t\":1,\"phase\":\"hover\",\"id\":0,\"x\":9,\"y\":10,\"buttons\":1,\"source\":\"mouse\"}"], 2, "unknown pointer phase"),
            ([h, "{\"type\":\"freeze\",\"t\":1,\"action\":\"thaw\"}"], 2, "unknown freeze action"),
            ([h, "{\"type\":\"freeze\",\"t\":1}"], 2, "missing or mistyped field \"action\""),
            ([h, "{\"type\":\"freeze\",\"t\":1,\"action\":\"show\"}"], 2, "missing or mistyped field \"frame\""),
            ([h, "{\"type\":\"freeze\",\"t\":1,\"action\":\"onion\",\"on\":1}"], 2, "missing or mistyped field \"on\""),
            ([h, "{\"type\":\"freeze\",\"action\":\"freeze\"}"], 2, "missing or mistyped field \"t\""),
            ([h, "{\"type\":\"frame\",\"index\":3,\"t\":1,\"digest\":\"a\"}"], 2, "frame 3 follows frame -1"),
        ]
        for (lines, line, reason) in cases {
            let e = try error(lines)
            #expect(e?.line == line && e?.reason.contains(reason) == true, "\(lines.last ?? ""): \(String(describing: e))")
        }
        // An empty file has no header to read.
        let (records, _) = try readAll(try file([]))
        #expect(records.isEmpty)
    }

    @Test func writerFlushesEveryFrame() throws {
        let path = FileManager.default.temporaryDirectory.appendingPathComponent("segue-w-\(UUID().uuidString).jsonl").path
        let w = try RecordingTarget(path: path, force: false).open()
        w.append(.header(header))
        w.append(.frame(index: 0, time: 0, digest: "aa"))
        // Not closed: what a crash would leave is already readable.
        let (read, _) = try readAll(path)
        #expect(read.count == 2)
        w.close()
        #expect(throws: RecordingError.self) { try RecordingTarget(path: "/nonexistent/dir/x.jsonl", force: false) }
    }
}
