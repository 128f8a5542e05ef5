import Foundation
import Runtime
import Scenes
import SegueTesting
import Testing
import DemoTesting

/// A sweep's figures from made-up outcomes: finishes per point, the hands on a knife's edge
/// (outcome flips within one step of the recorded value), agreement with the labels, and
/// the heat map drawing them.
@Suite struct SweepAnalysisTests {
    static let key = "side-by-side.release.threshold"

    /// Three hands over 0.3...0.7 (step 0.1), all recorded at 0.5: `steady` always finishes;
    /// `edge` finishes up to 0.5 and cancels from 0.6 (a flip one step above its recorded
    /// value); `far` finishes up to 0.3 only (a flip two steps below).
    func analysis(labels: [String: String] = [:]) throws -> SweepAnalysis {
        let grid = try SweepGrid(["\(Self.key)=0.3..0.7:0.1"], hands: 3, catalogue: SceneRegistry.catalogue)
        let plan: [String: (Double) -> String] = [
            "steady.jsonl": { _ in "finish" },
            "edge.jsonl": { $0 <= 0.5 ? "finish" : "cancel" },
            "far.jsonl": { $0 <= 0.3 ? "finish" : "cancel" },
        ]
        var outcomes: [SweepOutcome] = []
        for (hand, rule) in plan {
            for v in grid.axes[0].values {
                outcomes.append(SweepOutcome(hand: hand, params: [Self.key: v], recorded: [Self.key: 0.5], outcome: rule(v)))
            }
        }
        return SweepAnalysis(grid: grid, hands: ["steady.jsonl", "edge.jsonl", "far.jsonl"], outcomes: outcomes, labels: labels)
    }

    @Test func finishesPerPoint() throws {
        let a = try analysis()
        #expect(a.points.indices.map { a.finishes(at: $0).finish } == [3, 2, 2, 1, 1])
        #expect(a.points.indices.map { a.finishes(at: $0).decided } == [3, 3, 3, 3, 3])
    }

    @Test func onlyAFlipWithinOneStepOfTheRecordedValueIsAKnifeEdge() throws {
        let a = try analysis()
        #expect(a.knifeEdgeHands == ["edge.jsonl"])
        #expect(a.pointsNearRecorded("edge.jsonl").map { a.points[$0][0] } == [0.4, 0.5, 0.6])
    }

    @Test func agreementCountsHandsEndingAsMeantAndFindsTheBestValue() throws {
        let a = try analysis(labels: ["edge.jsonl": "cancel", "far.jsonl": "cancel", "steady.jsonl": "finish"])
        #expect(a.points.indices.map(a.agreement(at:)) == [1, 2, 2, 3, 3])
        let best = try #require(a.bestAgreement)
        #expect(best.agree == 3)
        #expect(best.points.map { a.points[$0][0] } == [0.6, 0.7])
        #expect(try analysis().bestAgreement == nil, "no labels, no best value")
    }

    @Test func theHeatMapNamesTheKnifeEdgeAndMarksTheRecordedValue() throws {
        let a = try analysis(labels: ["edge.jsonl": "cancel"])
        let svg = SweepHeatMap(a).svg(title: "test")
        let file = try SVGFile(data: Data(svg.utf8))
        #expect(file.texts.map(\.content).contains("Knife's edge (1): edge"), "\(file.texts)")
        for t in file.textsOutside { Issue.record("\(t) runs outside the drawing") }
        // One outlined cell (the recorded value) per hand.
        #expect(svg.components(separatedBy: "fill=\"none\" stroke=\"#111\"").count - 1 == 3 + 1, "three hands and the legend")
        #expect(svg.components(separatedBy: "fill=\"\(SweepHeatMapColours.finish)\"").count - 1 >= 9)
    }

    @Test func theSummaryListsEachPointAndTheBestValue() throws {
        let a = try analysis(labels: ["edge.jsonl": "cancel", "far.jsonl": "cancel", "steady.jsonl": "finish"])
        let lines = SweepSummaryText.lines(a, failures: [])
        #expect(lines.contains("  \(Self.key)=0.3: 3 finish, 0 cancel; 1/3 as meant"))
        #expect(lines.contains("knife's edge (1): edge"))
        #expect(lines.contains("most as meant: \(Self.key)=0.6; \(Self.key)=0.7 (3 of 3 labelled)"))
    }
    @Test func twoParametersShadeEachCellByTheShareThatFinishes() throws {
        let grid = try SweepGrid(["\(Self.key)=0.4..0.6:0.1", "side-by-side.release.flick-speed=500..1000:500"], hands: 2, catalogue: SceneRegistry.catalogue)
        var outcomes: [SweepOutcome] = []
        for point in grid.points {
            let params = [Self.key: point[0], "side-by-side.release.flick-speed": point[1]]
            let recorded = [Self.key: 0.5, "side-by-side.release.flick-speed": 1000.0]
            outcomes.append(SweepOutcome(hand: "a.jsonl", params: params, recorded: recorded, outcome: "finish"))
            outcomes.append(SweepOutcome(hand: "b.jsonl", params: params, recorded: recorded, outcome: point[0] < 0.5 ? "finish" : "cancel"))
        }
        let a = SweepAnalysis(grid: grid, hands: ["a.jsonl", "b.jsonl"], outcomes: outcomes, labels: [:])
        #expect(a.points.indices.map { a.finishes(at: $0).finish } == [2, 2, 1, 1, 1, 1])
        #expect(a.knifeEdgeHands == ["b.jsonl"])
        let file = try SVGFile(data: Data(SweepHeatMap(a).svg(title: "two").utf8))
        let texts = file.texts.map(\.content)
        #expect(texts.filter { $0 == "100" }.count == 2 && texts.filter { $0 == "50" }.count == 4, "\(texts)")
        #expect(texts.contains("Knife's edge (1): b"), "\(texts)")
        for t in file.textsOutside { Issue.record("\(t) runs outside the drawing") }
    }
}
