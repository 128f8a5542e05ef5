import Foundation
import Motion
import Plots
import Runtime
import SegueTesting
import Testing

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

    @Test func theSameHandHeldAtTheOldDurationDiffersInItsFirstTransition() throws {
        let (a, traceA, summaryA) = try ExampleSession.replay("contacts-tuned-show")
        setenv("SDL_VIDEODRIVER", "dummy", 1)
        var options = ReplayOptions(file: ExampleSession.path("contacts-tuned-show"))
        options.headless = true
        options.noRender = true
        options.feel = true
        options.overrides = [SpecAssignment("contacts.show.duration", .number(0.3))]
        #expect(options.label(departing: try Departures(session: options.file, overrides: options.overrides)) == "contacts-tuned-show.jsonl · contacts.show.duration=0.3")
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
