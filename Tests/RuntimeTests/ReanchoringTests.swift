import SegueTesting
import Foundation
import Plots
import Runtime
import Sessions
import Testing
import DemoTesting
import Scenes

/// A replay under other parameters re-anchors the inputs recorded at rest to the moment its
/// app comes to rest, keeps a drag's own timing, and names every input that came in another
/// state than recorded (docs/TUNING.md, "Inputs follow the app's state"). Each check is also
/// run where it must fail (`--recorded-times`, or a span that crosses an anchor), so none of
/// them holds by construction.
@MainActor
@Suite struct ReanchoringTests {
    struct Replayed {
        let run: ReplayRun
        let said: [String]
        var summary: SessionSummary { run.summary! }
        var deliveries: [InputDelivery] { run.deliveries ?? [] }
        func delivery(line: Int) -> InputDelivery? { deliveries.first { $0.line == line } }
        /// How much later than recorded each event of the file's lines `lines` came.
        func shifts(_ lines: [Int]) -> [Double] { deliveries.filter { lines.contains($0.line) }.map { $0.time - $0.recordedTime } }
    }

    func replay(_ name: String, _ settings: [String], recordedTimes: Bool = false) throws -> Replayed {
        DummyVideo.use()
        var options = ReplayOptions(file: ExampleSession.path(name), app: DemoApp.repository)
        options.headless = true
        options.noRender = true
        options.overrides = try SpecFile.resolve(files: [], settings: settings, catalogue: DemoApp.repository.catalogue)
        options.recordedTimes = recordedTimes
        var said: [String] = []
        let run = Replay(options, report: { said.append($0) }).run(tracing: true)
        try #require(run.code == 0, "\(name): \(said)")
        try #require(run.summary != nil)
        return Replayed(run: run, said: said)
    }

    /// contacts-back-pop: a contact opened (line 6), then Back (line 29) after the show
    /// came to rest. Under a 1.5 s show, Back comes 0.54 s after the longer show ends, and
    /// the run ends where the recording did.
    @Test func theBackOfALongerPushComesAfterThePushEnds() throws {
        let r = try replay("contacts-back-pop", ["contacts.show.duration=1.5"])
        let back = try #require(r.delivery(line: 29))
        #expect(back.input == "‹ Contacts")
        #expect(back.recorded == .rest && back.replayed == .rest)
        #expect(abs(back.time - back.recordedTime - 1.2) < 0.05, "Back came \(back.time - back.recordedTime) s later than recorded")
        // The show ran whole before the Back: progress reached 1 before the Back's time.
        let trace = try #require(r.run.trace)
        #expect(trace.frames.contains { $0.time < back.time && ($0.progress ?? 0) > 0.99 })
        #expect(r.summary.stack == ["Contacts"] && r.summary.completedTransitions == 2 && r.summary.cancelledTransitions == 0)
        #expect(r.run.departures.isEmpty)
        #expect(r.said.contains("segue replay: 1 of 2 inputs re-anchored to when the app came to rest (+1.20 s)"), "\(r.said)")
    }

    /// The same check fails without re-anchoring: Back at its recorded time lands mid-show
    /// and runs it back, and the report says so.
    @Test func atTheRecordedTimesTheBackReversesThePush() throws {
        let r = try replay("contacts-back-pop", ["contacts.show.duration=1.5"], recordedTimes: true)
        let back = try #require(r.delivery(line: 29))
        #expect(back.time == back.recordedTime && back.replayed == .push)
        #expect(r.summary.completedTransitions == 0 && r.summary.cancelledTransitions == 1)
        #expect(r.run.departures.map(\.line) == [29])
        #expect(r.said.contains("segue replay: input at line 29 (‹ Contacts) arrived during the push, recorded at rest"), "\(r.said)")
    }

    /// contacts-pan-pop-finishes: a contact opened, then a pan pop (press at line 36, release
    /// at line 60) begun at rest. Under a longer show the whole drag moves as one: every event
    /// of it by the same time, so its speeds and pauses are the recorded ones.
    @Test func aDragBegunAtRestMovesAsAWhole() throws {
        let r = try replay("contacts-pan-pop-finishes", ["contacts.show.duration=0.5"])
        let drag = try dragLines("contacts-pan-pop-finishes")
        let shifts = r.shifts(drag)
        try #require(shifts.count == drag.count)
        #expect(abs(shifts[0] - 0.2) < 0.05, "the drag came \(shifts[0]) s later")
        #expect(shifts.allSatisfy { abs($0 - shifts[0]) < 1e-9 }, "\(shifts)")
        #expect(r.summary.stack == ["Contacts"] && r.summary.completedTransitions == 2)
        // A span that crosses the anchor (the click that opened the contact, then the drag)
        // is not moved as one: the check tells them apart.
        let span = r.shifts(Array(1...drag.last!))
        #expect(!span.allSatisfy { abs($0 - span[0]) < 1e-9 })
    }

    /// contacts-show-grabbed-cancels: the show grabbed mid-flight and dragged back. The grab is
    /// a drag in progress over a transition: under a longer show it keeps its recorded times
    /// (and still catches the show), where a drag begun at rest moves.
    @Test func aDragOverARunningTransitionKeepsItsTimes() throws {
        let r = try replay("contacts-show-grabbed-cancels", ["contacts.show.duration=0.5"])
        let drag = try dragLines("contacts-show-grabbed-cancels")
        let shifts = r.shifts(drag)
        try #require(shifts.count == drag.count)
        #expect(shifts.allSatisfy { $0 == 0 }, "\(shifts)")
        #expect(r.delivery(line: drag[0])?.replayed == .push)
        #expect(r.summary.cancelledTransitions == 1 && r.run.departures.isEmpty)
        let moved = try replay("contacts-pan-pop-finishes", ["contacts.show.duration=0.5"])
        #expect(!moved.shifts(try dragLines("contacts-pan-pop-finishes")).allSatisfy { $0 == 0 })
    }

    /// logo-reveal-back-reverses-push: Escape pressed mid-reveal runs it back. It was
    /// recorded while the push moved, so it is not re-anchored; under a 0.5 s reveal it comes
    /// after the reveal ended, and the report names it, in words and in the summary's JSON.
    @Test func anInputThatArrivesInAnotherStateIsNamed() throws {
        let r = try replay("logo-reveal-back-reverses-push", ["logo-reveal.push.duration=0.5"])
        let departure = try #require(r.run.departures.first)
        #expect(r.run.departures.count == 1)
        #expect(departure.line == 62 && departure.input == "key escape" && departure.recorded == .push && departure.replayed == .rest)
        #expect(departure.time == departure.recordedTime)
        #expect(r.said.contains("segue replay: input at line 62 (key escape) arrived at rest, recorded during the push"), "\(r.said)")
        let json = r.summary.json(departures: r.run.departures)
        #expect(json.hasSuffix(#","departures":[{"line":62,"input":"key escape","recorded":"push","replayed":"rest","recorded_time":2.457927378,"time":2.457927378}]}"#), "\(json)")
        // Under a longer reveal the Escape still comes mid-reveal: nothing to name.
        let longer = try replay("logo-reveal-back-reverses-push", ["logo-reveal.push.duration=4"])
        #expect(longer.run.departures.isEmpty && longer.summary.cancelledTransitions == 1)
    }

    /// Compare marks a run's departures on its SVG, labelled; a run with none has no mark.
    @Test func compareMarksTheDepartures() throws {
        DummyVideo.use()
        let file = ExampleSession.path("logo-reveal-back-reverses-push")
        let out = FileManager.default.temporaryDirectory.appendingPathComponent("reanchoring-\(getpid()).svg").path
        defer { try? FileManager.default.removeItem(atPath: out) }
        var b = ReplayOptions(file: file, app: DemoApp.repository)
        b.overrides = try SpecFile.resolve(files: [], settings: ["logo-reveal.push.duration=0.5"], catalogue: DemoApp.repository.catalogue)
        let options = CompareOptions(a: .init(replay: ReplayOptions(file: file, app: DemoApp.repository), label: "as recorded"), b: .init(replay: b, label: "0.5 s"), output: out)
        let (code, _) = Compare(options, report: { _ in }).run()
        #expect(code == 0)
        let svg = try String(contentsOfFile: out, encoding: .utf8)
        #expect(svg.contains("B: input at line 62 (key escape) arrived at rest, recorded during the push"))
        #expect(!svg.contains("A: input at line"))
    }

    /// `--plot` marks them too, with a legend entry; a plot with none has neither.
    @Test func thePlotMarksTheDepartures() throws {
        DummyVideo.use()
        func plot(_ settings: [String]) throws -> String {
            let out = FileManager.default.temporaryDirectory.appendingPathComponent("reanchoring-plot-\(getpid()).svg").path
            defer { try? FileManager.default.removeItem(atPath: out) }
            var options = ReplayOptions(file: ExampleSession.path("logo-reveal-back-reverses-push"), app: DemoApp.repository)
            options.headless = true
            options.noRender = true
            options.plot = out
            options.overrides = try SpecFile.resolve(files: [], settings: settings, catalogue: DemoApp.repository.catalogue)
            #expect(Replay(options, report: { _ in }).run().code == 0)
            return try String(contentsOfFile: out, encoding: .utf8)
        }
        let shorter = try plot(["logo-reveal.push.duration=0.5"])
        #expect(shorter.contains("input at line 62 (key escape) arrived at rest, recorded during the push"))
        #expect(shorter.contains("input in another state than recorded"))
        let longer = try plot(["logo-reveal.push.duration=4"])
        #expect(!longer.contains("input at line") && !longer.contains("input in another state"))
    }

    /// A sweep's line for a grid point lists the departures; at the recorded value, none.
    @Test func aSweepLineListsTheDepartures() throws {
        DummyVideo.use()
        let hand = ExampleSession.path("logo-reveal-back-reverses-push")
        let shorter = SweepReplay.run(SweepJob(hand: hand, settings: ["logo-reveal.push.duration=0.5"], params: ["logo-reveal.push.duration": 0.5]), app: DemoApp.repository)
        #expect(shorter.departures.map(\.line) == [62])
        #expect(shorter.jsonLine.contains(#""departures":[{"input":"key escape","line":62,"#), "\(shorter.jsonLine)")
        let decoded = try JSONDecoder().decode(SweepOutcome.self, from: Data(shorter.jsonLine.utf8))
        #expect(decoded == shorter)
        let recorded = SweepReplay.run(SweepJob(hand: hand, settings: ["logo-reveal.push.duration=2"], params: ["logo-reveal.push.duration": 2]), app: DemoApp.repository)
        #expect(recorded.departures.isEmpty && recorded.error == nil)
    }

    /// Under the recorded parameters nothing is re-anchored: every example session replays
    /// and verifies as recorded, through the recorded-times player.
    @Test func theRecordedParametersReplayAsRecorded() throws {
        DummyVideo.use()
        let names = try FileManager.default.contentsOfDirectory(atPath: ExampleSession.folder.path).filter { $0.hasSuffix(".jsonl") }
        #expect(names.count >= 40)
        for name in names.sorted() {
            var options = ReplayOptions(file: ExampleSession.folder.appendingPathComponent(name).path, app: DemoApp.repository)
            options.headless = true
            options.noRender = true
            options.verify = true
            var said: [String] = []
            let run = Replay(options, report: { said.append($0) }).run(tracing: false)
            #expect(run.code == 0 && run.deliveries == nil, "\(name): \(said)")
        }
    }

    /// The lines of the events of the session's last press..release of the mouse.
    func dragLines(_ name: String) throws -> [Int] {
        let lines = try String(contentsOfFile: ExampleSession.path(name), encoding: .utf8).split(separator: "\n", omittingEmptySubsequences: false)
        let down = try #require(lines.lastIndex { $0.contains(#""phase":"down""#) })
        let up = try #require(lines[down...].firstIndex { $0.contains(#""phase":"up""#) })
        return (down...up).filter { !lines[$0].contains(#""type":"frame""#) }.map { $0 + 1 }
    }
}
