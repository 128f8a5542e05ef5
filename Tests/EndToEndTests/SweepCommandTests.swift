import Foundation
import SegueTesting
import Testing
import DemoTesting

/// `segue sweep` and `segue label` as a user runs them, on hands of the sweep corpus
/// (Assets/Hands): JSON Lines with one line per hand and grid point, a heat map that parses,
/// a label kept beside a session that still verifies, and every bad input refused with exit 2
/// naming the problem.
@Suite struct SweepCommandTests {
    static let hands = Repository.root.appendingPathComponent("Assets/Hands")
    static func hand(_ name: String) -> String { hands.appendingPathComponent(name + ".jsonl").path }
    static let key = "side-by-side.release.threshold"

    func segue(_ args: [String]) throws -> Tool.Result {
        try Tool.run(try Tool.segue, args, environment: [:], timeout: 300)
    }

    @Test func threeHandsOverFourValuesGiveALineEachAndAHeatMap() throws {
        let dir = try OutputFaultTests.scratchFolder("sweep")
        defer { try? FileManager.default.removeItem(atPath: dir) }
        let out = dir + "/sweep.svg"
        let files = ["sbs-slow-long", "sbs-pause-release-near", "sbs-flick-back"].map(Self.hand)
        let r = try segue(["sweep"] + files + ["--param", "\(Self.key)=0.2..0.8:0.2", "--json", "-o", out])
        #expect(r.status == 0, "\(r.stderr)")
        #expect(r.stderr.isEmpty, "no progress bar when stderr is not a terminal: \(r.stderr)")
        let lines = r.stdout.split(separator: "\n")
        #expect(lines.count == 3 * 4, "\(r.stdout)")
        var outcomes: [String: [Double: String]] = [:]
        for line in lines {
            let object = try #require(try JSONSerialization.jsonObject(with: Data(line.utf8)) as? [String: Any])
            let hand = try #require(object["hand"] as? String)
            let value = try #require((object["params"] as? [String: Double])?[Self.key])
            #expect((object["recorded"] as? [String: Double])?[Self.key] == 0.5)
            #expect(object["label"] as? String != nil, "the corpus is labelled")
            #expect(object.keys.contains("slip_p95_pt") && object.keys.contains("velocity_jump_pct") && object.keys.contains("stack"))
            outcomes[(hand as NSString).lastPathComponent, default: [:]][value] = object["outcome"] as? String
        }
        // A hand let go held near 0.44 of the way finishes under a threshold below it and
        // cancels above it.
        #expect(outcomes["sbs-pause-release-near.jsonl"]?[0.2] == "finish", "\(outcomes)")
        #expect(outcomes["sbs-pause-release-near.jsonl"]?[0.8] == "cancel", "\(outcomes)")
        let svg = try SVGFile(path: out)
        let texts = svg.texts.map(\.content)
        #expect(texts.contains("sbs-pause-release-near") && texts.contains("sbs-slow-long"), "\(texts)")
        #expect(texts.contains { $0.hasPrefix("Knife's edge (") }, "\(texts)")
        for t in svg.textsOutside { Issue.record("\(t) runs outside the drawing") }
        #expect((try? FileManager.default.contentsOfDirectory(atPath: dir)) == ["sweep.svg"])
    }

    @Test func theSummaryCountsHandsEndingAsMeant() throws {
        let files = ["sbs-slow-long", "sbs-flick-back"].map(Self.hand)
        let r = try segue(["sweep"] + files + ["--param", "\(Self.key)=0.4..0.6:0.1"])
        #expect(r.status == 0, "\(r.stderr)")
        #expect(r.stdout.hasPrefix("2 hands x 3 grid points (2 labelled): 6 replays in "), "\(r.stdout)")
        #expect(r.stdout.contains("  \(Self.key)=0.5: "), "\(r.stdout)")
        #expect(r.stdout.contains("/2 as meant"), "\(r.stdout)")
        #expect(r.stdout.contains("most as meant: "), "\(r.stdout)")
    }

    /// `--physics` reaches every worker's replay: Flutter's edge swipe projects a release
    /// 0.5 s ahead where UIKit's projects it 0.2 s, so a quick short flick forward that
    /// cancels under a high threshold pops, and a hesitant hand let go moving back cancels
    /// under a low one; a hand let go held still does the same under both.
    @Test func aPhysicsPresetChangesWhatTheEdgeSwipeHandsDo() throws {
        let names = ["catalogue-fast-tiny", "catalogue-hesitant-off", "catalogue-pause-release-near", "catalogue-slow-middle"]
        let param = ["--param", "navigation.edge-swipe.threshold=0.2..0.6:0.2"]
        /// Each hand's outcomes at 0.2, 0.4 and 0.6.
        func sweep(_ physics: String) throws -> [String: [String]] {
            let r = try segue(["sweep"] + names.map(Self.hand) + param + ["--physics", physics, "--json", "--jobs", "2"])
            #expect(r.status == 0, "\(r.stderr)")
            var outcomes: [String: [(Double, String)]] = [:]
            for line in r.stdout.split(separator: "\n") {
                let object = try #require(try JSONSerialization.jsonObject(with: Data(line.utf8)) as? [String: Any])
                let hand = try #require(object["hand"] as? String), outcome = try #require(object["outcome"] as? String)
                let value = try #require((object["params"] as? [String: Double])?["navigation.edge-swipe.threshold"])
                outcomes[((hand as NSString).lastPathComponent as NSString).deletingPathExtension, default: []].append((value, outcome))
            }
            return outcomes.mapValues { $0.sorted { $0.0 < $1.0 }.map(\.1) }
        }
        func finishes(_ outcomes: [String: [String]]) -> [Int] { (0..<3).map { i in outcomes.values.filter { $0[i] == "finish" }.count } }
        let uikit = try sweep("uikit"), flutter = try sweep("flutter")
        #expect(uikit.count == 4 && uikit.values.allSatisfy { $0.count == 3 }, "\(uikit)")
        #expect(uikit["catalogue-fast-tiny"] == ["finish", "finish", "cancel"], "\(uikit)")
        #expect(flutter["catalogue-fast-tiny"] == ["finish", "finish", "finish"], "\(flutter)")
        #expect(uikit["catalogue-hesitant-off"] == ["finish", "cancel", "cancel"], "\(uikit)")
        #expect(flutter["catalogue-hesitant-off"] == ["cancel", "cancel", "cancel"], "\(flutter)")
        #expect(uikit["catalogue-pause-release-near"] == flutter["catalogue-pause-release-near"], "\(uikit) \(flutter)")
        #expect(finishes(uikit) == [4, 3, 1] && finishes(flutter) == [3, 3, 2], "\(finishes(uikit)) \(finishes(flutter))")
        let summary = try segue(["sweep", Self.hand("catalogue-fast-tiny"), "--param", "navigation.edge-swipe.threshold=0.6..0.6:0.1", "--physics", "flutter"])
        #expect(summary.status == 0 && summary.stdout.hasPrefix("1 hands x 1 grid points (1 labelled), flutter physics: "), "\(summary.stdout)")
        #expect(summary.stdout.contains("navigation.edge-swipe.threshold=0.6: 1 finish, 0 cancel"), "\(summary.stdout)")
    }

    @Test func aLabelIsKeptBesideTheSessionWhichStillVerifies() throws {
        let dir = try OutputFaultTests.scratchFolder("label")
        defer { try? FileManager.default.removeItem(atPath: dir) }
        let session = dir + "/hand.jsonl"
        try FileManager.default.copyItem(atPath: Self.hand("sbs-slow-long"), toPath: session)
        let before = try Data(contentsOf: URL(fileURLWithPath: session))
        #expect(try segue(["label", session]).stdout == "none\n")
        let set = try segue(["label", session, "cancel"])
        #expect(set.status == 0 && set.stderr.isEmpty, "\(set.stderr)")
        #expect(try String(contentsOfFile: session + ".label", encoding: .utf8) == "cancel\n")
        #expect(try segue(["label", session]).stdout == "cancel\n")
        #expect(try segue(["label", session, "finish"]).status == 0)
        #expect(try segue(["label", session]).stdout == "finish\n")
        #expect(try Data(contentsOf: URL(fileURLWithPath: session)) == before, "the session's lines are untouched")
        let verify = try segue(["replay", session, "--headless", "--no-render", "--verify"])
        #expect(verify.status == 0, "\(verify.stderr)")

        let wrong = try segue(["label", session, "maybe"])
        #expect(wrong.status == 2 && wrong.stderr.contains("the outcome must be finish or cancel (got \"maybe\")"), "\(wrong.stderr)")
        let missing = try segue(["label", dir + "/none.jsonl", "finish"])
        #expect(missing.status == 2 && missing.stderr.contains("none.jsonl: cannot open: No such file or directory"), "\(missing.stderr)")
        try "perhaps\n".write(toFile: session + ".label", atomically: true, encoding: .utf8)
        let bad = try segue(["sweep", session, "--param", "\(Self.key)=0.4..0.5:0.1"])
        #expect(bad.status == 2 && bad.stderr.contains("hand.jsonl.label: not a label: \"perhaps\" (expected finish or cancel)"), "\(bad.stderr)")
    }

    @Test(arguments: [
        (["--param", "side-by-side.release.threshhold=0.2..0.8:0.1"], "unknown parameter (did you mean side-by-side.release.threshold?)"),
        (["--param", "side-by-side.release.threshold=0.2..1.8:0.1"], "TO 1.8 is out of range: side-by-side.release.threshold takes 0.01 to 0.99"),
        (["--param", "side-by-side.release.threshold=0.2..0.8:0"], "STEP must be more than 0 (got 0)"),
        (["--param", "side-by-side.release.threshold=0.2..0.8"], "expected KEY=FROM..TO:STEP"),
        (["--param", "side-by-side.release.threshold=0.2..0.8:0.1", "--param", "side-by-side.release.flick-speed=500..900:100",
          "--param", "navigation.edge-swipe.threshold=0.2..0.8:0.1"], "3 --param given: a sweep takes one or two parameters"),
        (["--param", "side-by-side.release.threshold=0.01..0.99:0.00001"], "at most 10000 values on one axis"),
        (["--param", "side-by-side.release.threshold=0.2..0.8:1e-20"], "more than 10000 values: at most 10000 values on one axis"),
        ([], "a sweep needs --param KEY=FROM..TO:STEP"),
        (["-o", "out.png", "--param", "side-by-side.release.threshold=0.2..0.8:0.1"], "-o"),
        (["--physics", "ios", "--param", "side-by-side.release.threshold=0.2..0.8:0.1"], "--physics ios: unknown platform \"ios\" (expected uikit, flutter or android)"),
        // Flutter's release springs are all 30.83 rad/s: a slowest of 40 is above its quickest.
        (["--physics", "flutter", "--param", "navigation.release.slowest-frequency=20..40:10"],
         "under --physics flutter, navigation.release.slowest-frequency=40: navigation.release.quickest-frequency (30.833333) is below"),
    ])
    func badOptionsExit2NamingTheProblem(args: [String], problem: String) throws {
        let r = try segue(["sweep", Self.hand("sbs-slow-long")] + args)
        #expect(r.status == 2, "\(r.stderr)")
        #expect(r.stderr.contains(problem), "\(r.stderr)")
        #expect(r.stdout.isEmpty)
    }

    @Test func aMissingHandOrAnEmptyFolderExits2() throws {
        let dir = try OutputFaultTests.scratchFolder("sweep-missing")
        defer { try? FileManager.default.removeItem(atPath: dir) }
        let param = ["--param", "\(Self.key)=0.2..0.8:0.1"]
        let missing = try segue(["sweep", dir + "/gone.jsonl"] + param)
        #expect(missing.status == 2 && missing.stderr.contains("segue: error: \(dir)/gone.jsonl: no such file or folder"), "\(missing.stderr)")
        let empty = try segue(["sweep", dir] + param)
        #expect(empty.status == 2 && empty.stderr.contains("no session files (*.jsonl) in the folder"), "\(empty.stderr)")
        try "not json\n".write(toFile: dir + "/bad.jsonl", atomically: true, encoding: .utf8)
        let bad = try segue(["sweep", dir] + param)
        #expect(bad.status == 2 && bad.stderr.contains("bad.jsonl:1: "), "\(bad.stderr)")
        // A bad line after a good header is found before any replay, too.
        let header = try #require(try String(contentsOfFile: Self.hand("sbs-slow-long"), encoding: .utf8).split(separator: "\n").first)
        try (header + "\n{\"type\":\"bogus\"}\n").write(toFile: dir + "/bad.jsonl", atomically: true, encoding: .utf8)
        let late = try segue(["sweep", dir] + param)
        #expect(late.status == 2 && late.stderr.contains("bad.jsonl:2: unknown line type \"bogus\""), "\(late.stderr)")
        #expect(late.stdout.isEmpty)
        // Too many replays in all: the corpus's 40 hands x 981 values.
        let big = try segue(["sweep", Self.hands.path, "--param", "\(Self.key)=0.01..0.99:0.001"])
        #expect(big.status == 2 && big.stderr.contains("replays: at most 10000"), "\(big.stderr)")
    }
}
