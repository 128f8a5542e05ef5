import Foundation
import Motion
import Plots
import Runtime
import SegueTesting
import Testing
import DemoTesting
import Scenes

/// Two runs compared: the table finds what differs (and nothing when a run is compared with
/// itself), and the drawing names both runs, keeps its texts inside and apart, and marks
/// the differing rows.
@MainActor
@Suite(.serialized) struct ComparisonTests {
    func run(_ name: String, label: String? = nil) throws -> ComparedRun {
        let (run, trace, summary) = try ExampleSession.replay(name)
        return ComparedRun(label: label ?? name, summary: summary, feel: run.feel ?? [], trace: trace)
    }

    @Test func aPopThatFinishesAgainstOneThatCancels() throws {
        let a = try run("side-by-side-pan-pop-finishes"), b = try run("side-by-side-pan-pop-cancels")
        let table = ComparisonTable(a, b)
        let differing = Dictionary(table.differences.map { ("\($0.section)/\($0.name)", ($0.a, $0.b)) }) { x, _ in x }
        #expect(differing["end state/stack"].map { $0 == ("One", "One › Two") } == true, "\(differing)")
        #expect(differing["end state/transitions cancelled"].map { $0 == ("0", "1") } == true)
        #expect(differing["drag 1/decision"].map { $0 == ("finish (by position)", "cancel (by position)") } == true)
        #expect(differing["end state/scene"] == nil && differing["drag 1/operation"] == nil)
        let line = table.summaryLine(labelA: a.label, labelB: b.label)
        #expect(!line.contains("\n"))
        #expect(line.hasPrefix("A side-by-side-pan-pop-finishes vs B side-by-side-pan-pop-cancels: \(table.differences.count) differences: "))
        #expect(line.contains("drag 1 decision finish (by position) vs cancel (by position)"), "\(line)")

        let svg = try SVGFile(data: Data(ComparisonPlot(a, b).svg(title: "Segue compare").utf8))
        for t in svg.textsOutside { Issue.record("\(t) runs outside the \(svg.width)x\(svg.height) drawing") }
        for (x, y) in svg.overlappingTexts { Issue.record("\(x) overlaps \(y)") }
        let texts = svg.texts.map(\.content)
        #expect(texts.contains("A: side-by-side-pan-pop-finishes") && texts.contains("B: side-by-side-pan-pop-cancels"))
        #expect(texts.contains("finish (by position)") && texts.contains("cancel (by position)"))
        #expect(texts.filter { $0 == "≠" }.count == table.differences.count)
        for series in ["progress", "tracked point x", "velocity x"] {
            #expect(!svg.series("A " + series).isEmpty && !svg.series("B " + series).isEmpty, "\(series) of both runs")
        }
        #expect(texts.contains { $0.hasPrefix("A: pop: released at 0.55") } && texts.contains { $0.hasPrefix("B: pop: released at 0.29") })
        for unit in ["(0-1)", "(pt, window)", "(pt/s)", "time (s)"] { #expect(texts.contains { $0.hasSuffix(unit) }, "no \(unit)") }
    }

    @Test func aRunAgainstItselfHasNoDifferences() throws {
        let a = try run("catalogue-edge-swipe", label: "before"), b = try run("catalogue-edge-swipe", label: "after")
        let table = ComparisonTable(a, b)
        #expect(table.differences.isEmpty, "\(table.differences)")
        #expect(table.rows.contains { $0.section == "drag 2" && $0.name == "decision" && $0.a == "cancel (by projectedPosition)" })
        #expect(table.summaryLine(labelA: "before", labelB: "after").hasSuffix(": no differences (end state, transitions, duration and every drag's feel figures agree)"))
    }

    /// `segue compare SESSION --b-set side-by-side.release.threshold=0.25` for every example
    /// session: no marker's dashed line (through the panels, or from its label down to them)
    /// runs over a text other than its own label, and the texts stay inside and apart.
    @Test(arguments: TimelinePlotTests.allSessions)
    func underALowerThresholdNoMarkerLineRunsOverAnotherText(name: String) throws {
        DummyVideo.use()
        let file = ExampleSession.path(name)
        let overrides = [SpecAssignment("side-by-side.release.threshold", .number(0.25))]
        func side(_ overrides: [SpecAssignment]) throws -> CompareOptions.Side {
            var replay = ReplayOptions(file: file, app: DemoApp.repository)
            replay.overrides = overrides
            return CompareOptions.Side(replay: replay, label: replay.label(departing: try Departures(session: file, app: DemoApp.repository, overrides: overrides)))
        }
        let out = FileManager.default.temporaryDirectory.appendingPathComponent("segue-compare-lines-\(name)-\(getpid()).svg").path
        defer { try? FileManager.default.removeItem(atPath: out) }
        var said: [String] = []
        let (code, _) = Compare(CompareOptions(a: try side([]), b: try side(overrides), output: out), report: { said.append($0) }).run()
        #expect(code == 0, "\(said)")
        let svg = try SVGFile(path: out)
        #expect(!svg.markerLines.isEmpty || !svg.texts.contains { $0.content.hasPrefix("A: ") && $0.content.contains(": released at") },
            "\(name): labelled releases but no marker lines")
        for (line, text) in svg.markerLinesOverTexts { Issue.record("\(name): the marker \(line) runs over \(text)") }
        for t in svg.textsOutside { Issue.record("\(name): \(t) runs outside the \(svg.width)x\(svg.height) drawing") }
        for (x, y) in svg.overlappingTexts { Issue.record("\(name): \(x) overlaps \(y)") }
    }

    @Test func dragsArePairedInOrderAndAMissingOneIsShown() throws {
        let a = try run("catalogue-edge-swipe"), b = try run("side-by-side-pan-pop-cancels")
        let rows = ComparisonTable(a, b).rows.filter { $0.section == "drag 2" }
        #expect(!rows.isEmpty && rows.allSatisfy { $0.b == "(no such drag)" && $0.differs })
    }
}
