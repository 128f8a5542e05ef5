import Foundation
import Geometry
import Navigation
import Plots
import Runtime
import SegueTesting
import Testing
import DemoTesting

/// The replay plot, parsed as XML: every text inside the drawing and none over another,
/// axes with tick values and units, a legend naming every series, release labels kept
/// inside (flipped and stacked), and a velocity spike clipped with a note that says so.
@MainActor
@Suite(.serialized) struct TimelinePlotTests {
    nonisolated static let sessions = ["side-by-side-pan-pop-finishes", "catalogue-edge-swipe", "contacts-hide-caught", "modal-zoom-drag-dismiss-cancels",
        "logo-reveal-pan-push", "side-by-side-flick-pops"]
    /// Every example session in Assets/Sessions, by name.
    nonisolated static let allSessions: [String] = ((try? FileManager.default.contentsOfDirectory(atPath: Repository.sessions.path)) ?? [])
        .filter { $0.hasSuffix(".jsonl") }.map { String($0.dropLast(".jsonl".count)) }.sorted()

    func plot(_ trace: ReplayTrace, title: String = "Segue replay: test.jsonl") throws -> SVGFile {
        try SVGFile(data: Data(TimelinePlot(trace: trace).svg(title: title).utf8))
    }

    func checkLegible(_ svg: SVGFile, _ what: String) {
        #expect(svg.width > 0 && svg.height > 0)
        for t in svg.textsOutside { Issue.record("\(what): \(t) runs outside the \(svg.width)x\(svg.height) drawing") }
        for (a, b) in svg.overlappingTexts { Issue.record("\(what): \(a) overlaps \(b)") }
    }

    @Test(arguments: sessions)
    func aSessionsPlotIsLegible(name: String) throws {
        let (_, trace, _) = try ExampleSession.replay(name)
        let svg = try plot(trace, title: "Segue replay: \(name).jsonl")
        checkLegible(svg, name)
        let texts = svg.texts.map(\.content)
        // A legend entry for every series drawn, and each series is there.
        for series in ["pointer x", "pointer y", "tracked point x", "tracked point y", "transition progress", "velocity x", "velocity y"] {
            #expect(texts.contains(series), "\(name): the legend lacks \(series)")
            #expect(!svg.series(series).isEmpty, "\(name): no \(series) drawn")
        }
        for entry in ["pointer pressed", "recognizer began/changed", "recognizer ended", "recognizer cancelled/failed", "release: finish", "release: cancel"] {
            #expect(texts.contains(entry), "\(name): the legend lacks \(entry)")
        }
        // Units on every panel and on the time axis, and tick values on each.
        for unit in ["(pt, window)", "(0-1)", "(pt/s, window axes)"] { #expect(texts.contains { $0.hasSuffix(unit) }, "\(name): no panel titled with \(unit)") }
        #expect(texts.contains("time (s)"))
        for tick in ["0.00", "0.25", "0.50", "0.75", "1.00"] { #expect(texts.contains(tick), "\(name): no progress tick \(tick)") }
        let numbers = texts.compactMap { Double($0.replacingOccurrences(of: ",", with: "")) }
        #expect(numbers.count >= 15, "\(name): \(numbers.count) tick values")
        // The time ticks run under the last panel, in order.
        let bottom = svg.texts.filter { $0.anchor == "middle" && Double($0.content) != nil }
        #expect(bottom.count >= 4 && bottom.map(\.x) == bottom.map(\.x).sorted(), "\(name): time ticks \(bottom)")
        // Every release is labelled with its decision.
        for release in trace.releases { #expect(texts.contains { $0.hasSuffix(release.decision.text) }, "\(name): no label for \(release.decision.text)") }
    }

    /// A marker's dashed line runs through the panels (and the band of labels) without
    /// running over any text but its own label: not another marker's label, not a panel's.
    static func checkMarkerLines(_ svg: SVGFile, _ what: String) {
        for (line, text) in svg.markerLinesOverTexts { Issue.record("\(what): the marker \(line) runs over \(text)") }
    }

    /// Every example session's plot (`allSessions`, which the test checks holds them all).
    @Test(arguments: allSessions)
    func noMarkerLineRunsOverAnotherText(name: String) throws {
        #expect(Self.allSessions.count >= 40 && Self.allSessions.contains("contacts-tuned-show"), "\(Self.allSessions)")
        let (_, trace, _) = try ExampleSession.replay(name)
        let svg = try plot(trace, title: "Segue replay: \(name).jsonl")
        #expect(svg.markerLines.count >= trace.releases.count, "\(name): \(trace.releases.count) releases, \(svg.markerLines.count) marker lines")
        Self.checkMarkerLines(svg, name)
    }

    /// The plotted velocity line sits on the zero tick while the pointer rests before release.
    @Test func theVelocityLineRestsOnZero() throws {
        let (_, trace, _) = try ExampleSession.replay(ReplayTraceTests.restingDrag)
        let svg = try plot(trace)
        let zero = try #require(svg.texts.last { $0.content == "0" && $0.anchor == "end" }, "no 0 tick on the velocity axis")
        let line = try #require(svg.series("velocity x").last)
        let resting = trace.frames.filter { $0.velocity == .zero }.count
        #expect(resting >= 5)
        let tail = line.points.suffix(resting)
        #expect(tail.allSatisfy { abs($0.y - (zero.y - 3.5)) < 0.01 }, "the last \(resting) points: \(Array(tail)), zero at \(zero.y - 3.5)")
        let before = line.points.dropLast(resting)
        #expect(before.contains { abs($0.y - (zero.y - 3.5)) > 20 }, "the drag's speed shows before the rest")
    }

    /// A synthetic drag at 500 pt/s whose first sample reads 8000 pt/s.
    func spikedTrace() -> ReplayTrace {
        var trace = ReplayTrace(windowSize: Size(width: 800, height: 600))
        for i in 0..<120 {
            let t = Double(i) / 60
            let v: Point? = (20..<80).contains(i) ? Point(x: i == 20 ? 8000 : 500 + Double(i % 7) * 10, y: 0) : nil
            trace.frames.append(ReplayTrace.Frame(time: t, pointer: Point(x: 100 + Double(i), y: 300), pressed: (20..<80).contains(i),
                progress: (20..<100).contains(i) ? Double(i - 20) / 80 : nil, tracked: nil, velocity: v))
        }
        return trace
    }

    @Test func aSpikeIsClippedAndTheNoteSaysSo() throws {
        let svg = try plot(spikedTrace())
        checkLegible(svg, "spike")
        let note = try #require(svg.texts.first { $0.content.contains("clipped") }, "no clipping note")
        let match = try #require(note.content.firstMatch(of: /^1 sample clipped at ±([0-9,]+) pt\/s$/), "\(note.content)")
        let limit = try #require(Double(match.1.replacingOccurrences(of: ",", with: "")))
        #expect(limit >= 560 && limit < 2000, "the scale follows the drag, not the spike: ±\(limit)")
        // The axis ends at the limit, and the line stays within the panel.
        let ticks = svg.texts.filter { $0.anchor == "end" }.compactMap { Double($0.content.replacingOccurrences(of: ",", with: "")) }
        #expect(ticks.contains(limit) && ticks.contains(-limit), "ticks \(ticks)")
        let top = try #require(svg.texts.first { $0.anchor == "end" && Double($0.content) == limit }).y - 3.5
        let bottom = try #require(svg.texts.first { $0.anchor == "end" && Double($0.content) == -limit }).y - 3.5
        for p in try #require(svg.series("velocity x").first).points { #expect(p.y >= top - 0.01 && p.y <= bottom + 0.01) }
    }

    @Test func withoutASpikeNothingIsClipped() throws {
        var trace = spikedTrace()
        trace.frames[20].velocity = Point(x: 500, y: 0)
        let svg = try plot(trace)
        #expect(!svg.texts.contains { $0.content.contains("clipped") })
    }

    /// Releases crowded at the right edge: labels flip left of their markers and stack in rows.
    @Test func crowdedReleaseLabelsStayInsideAndApart() throws {
        var trace = spikedTrace()
        let rule = ReleaseRule.halfwayOrFlick
        for (k, t) in [0.5, 1.9, 1.92, 1.95, 1.98].enumerated() {
            let finish = k % 2 == 0
            let decision = ReleaseDecision(rule: rule, basis: .position, position: 0.4 + 0.05 * Double(k), velocity: 120, projected: nil, threshold: 0.5,
                outcome: finish ? .finish : .cancel)
            trace.releases.append(ReplayTrace.Release(time: t, frame: Int(t * 60), serial: k + 1, operation: .pop, decision: decision))
        }
        let svg = try plot(trace)
        checkLegible(svg, "crowded")
        Self.checkMarkerLines(svg, "crowded")
        let labels = svg.texts.filter { $0.content.hasPrefix("pop: released") }
        #expect(labels.count == 5)
        #expect(Set(labels.map(\.y)).count >= 4, "labels at the same time stack: \(labels)")
        // Those near the right edge end left of their marker.
        let right = svg.width - 16
        for label in labels.dropFirst() { #expect(label.box.maxX <= right + 0.01) }
    }
}
