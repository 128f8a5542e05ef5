import Foundation
import Geometry
import Navigation
import Motion
import Plots
import Runtime
import SegueTesting
import Testing
import DemoTesting
import Scenes

/// A tuning session's changes show where they happened: the plot marks each recorded
/// parameter change (and its legend says what the mark is); compared with the same hand
/// holding the show's duration at 0.3, the table finds the first transition's length
/// differs (and the second starts as much sooner), the marks say the recorded change was skipped, and run B's label names the value.
@MainActor
@Suite(.serialized) struct TuningPlotTests {
    @Test func thePlotMarksTheRecordedParameterChanges() throws {
        let (_, trace, _) = try ExampleSession.replay("contacts-tuned-show")
        #expect(trace.parameterMarks.map(\.change.name) == ["contacts.show.duration", "contacts.show.curve"])
        let texts = try SVGFile(data: Data(TimelinePlot(trace: trace).svg(title: "t").utf8)).texts.map(\.content)
        #expect(texts.contains("contacts.show.duration = 1.03") && texts.contains("contacts.show.curve = linear"), "\(texts)")
        #expect(texts.contains("parameter changed (recorded)"))
        #expect(trace.transitionSpans.count == 2 && abs(trace.transitionSpans[0].length - 1.03) < 0.05)
    }

    /// Two seconds of a drag that releases at 1.5 s, without parameter changes.
    func dragTrace() -> ReplayTrace {
        var trace = ReplayTrace(windowSize: Size(width: 800, height: 600))
        for i in 0..<180 {
            let t = Double(i) / 60, pressed = (60..<90).contains(i)
            trace.frames.append(ReplayTrace.Frame(time: t, pointer: Point(x: 100 + Double(i), y: 300), pressed: pressed,
                progress: (60..<120).contains(i) ? Double(i - 60) / 60 : nil, tracked: nil, velocity: pressed ? Point(x: 400, y: 0) : nil))
        }
        let decision = ReleaseDecision(rule: .halfwayOrFlick, basis: .position, position: 0.5, velocity: 400, projected: nil, threshold: 0.5, outcome: .finish)
        trace.releases.append(ReplayTrace.Release(time: 1.5, frame: 90, serial: 1, operation: .pop, decision: decision))
        return trace
    }

    func change(_ t: Double, _ name: String, _ value: Double) -> ReplayTrace.ParameterMark {
        ReplayTrace.ParameterMark(time: t, change: SpecAssignment(name, .number(value)), skipped: false)
    }

    static let threshold = "side-by-side.release.threshold"

    /// One slider drag records a change per step: the plot shows the burst as one label, from
    /// its first value to its last, counted, and no marker line runs over another's label.
    @Test func sevenQuickChangesOfOneParameterShowAsOneLabel() throws {
        var trace = dragTrace()
        for (k, v) in [0.47, 0.43, 0.4, 0.36, 0.32, 0.28, 0.25].enumerated() { trace.parameterMarks.append(change(0.4 + 0.06 * Double(k), Self.threshold, v)) }
        let svg = try SVGFile(data: Data(TimelinePlot(trace: trace).svg(title: "slider").utf8))
        let labels = svg.texts.map(\.content).filter { $0.hasPrefix(Self.threshold) }
        #expect(labels == ["side-by-side.release.threshold 0.47 -> 0.25 (7 changes)"], "\(labels)")
        for (a, b) in svg.overlappingTexts { Issue.record("\(a) overlaps \(b)") }
        TimelinePlotTests.checkMarkerLines(svg, "slider")
        #expect(trace.parameterMarks.count == 7, "the trace keeps every change")
    }

    /// A burst ends at a change of another parameter, at a release decision between two
    /// changes, and after a second without a change; a lone change reads as before.
    @Test func aBurstEndsAtAnotherMarkerOrAPause() throws {
        var trace = dragTrace()
        trace.parameterMarks = [change(0.1, Self.threshold, 0.45), change(0.3, Self.threshold, 0.4), change(0.5, "side-by-side.duration", 0.5),
            change(0.7, Self.threshold, 0.35), change(1.45, Self.threshold, 0.3), change(1.55, Self.threshold, 0.25), change(2.6, Self.threshold, 0.2),
            change(2.8, Self.threshold, 0.15)]
        let svg = try SVGFile(data: Data(TimelinePlot(trace: trace).svg(title: "bursts").utf8))
        let labels = svg.texts.map(\.content).filter { $0.hasPrefix("side-by-side.") }
        #expect(labels == ["side-by-side.release.threshold 0.45 -> 0.4 (2 changes)", "side-by-side.duration = 0.5",
            "side-by-side.release.threshold 0.35 -> 0.3 (2 changes)", "side-by-side.release.threshold = 0.25",
            "side-by-side.release.threshold 0.2 -> 0.15 (2 changes)"], "\(labels)")
        TimelinePlotTests.checkMarkerLines(svg, "bursts")
    }

    @Test func theSameHandHeldAtTheOldDurationDiffersInItsFirstTransition() throws {
        let (a, traceA, summaryA) = try ExampleSession.replay("contacts-tuned-show")
        DummyVideo.use()
        var options = ReplayOptions(file: ExampleSession.path("contacts-tuned-show"), app: DemoApp.repository)
        options.headless = true
        options.noRender = true
        options.feel = true
        options.overrides = [SpecAssignment("contacts.show.duration", .number(0.3))]
        #expect(options.label(departing: try Departures(session: options.file, app: DemoApp.repository, overrides: options.overrides)) == "contacts-tuned-show.jsonl · contacts.show.duration=0.3")
        let b = Replay(options, report: { _ in }).run(tracing: true)
        let traceB = try #require(b.trace), summaryB = try #require(b.summary)
        let runA = ComparedRun(label: "A", summary: summaryA, feel: a.feel ?? [], trace: traceA)
        let runB = ComparedRun(label: "B", summary: summaryB, feel: b.feel ?? [], trace: traceB)
        let table = ComparisonTable(runA, runB)
        // The shorter show comes to rest 0.73 s sooner, and the Escape recorded at rest after
        // it comes as much sooner (re-anchored): the second transition starts earlier, as
        // long as recorded, and the session ends earlier with fewer frames.
        #expect(table.differences.map { "\($0.section) \($0.name)" } == ["end state session duration", "end state frames", "transition 1 ran", "transition 2 ran"],
            "\(table.differences)")
        #expect(traceB.transitionSpans.count == 2 && abs(traceB.transitionSpans[1].length - traceA.transitionSpans[1].length) < 0.02)
        #expect(abs((traceA.transitionSpans[1].start - traceB.transitionSpans[1].start) - 0.73) < 0.02)
        #expect(traceB.parameterMarks.first?.skipped == true && traceB.parameterMarks.last?.skipped == false)
        let texts = try SVGFile(data: Data(ComparisonPlot(runA, runB).svg(title: "c").utf8)).texts.map(\.content)
        #expect(texts.contains("B: contacts.show.duration = 1.03 recorded, skipped (the value given holds)"), "\(texts)")
    }
}
