import Foundation
import SegueTesting
import Testing
import DemoTesting

/// `segue compare` as a user runs it: two real sessions (a Side by side pop that finishes and
/// one that cancels) give an SVG that parses, names both runs and shows the differing
/// outcome, and a one-line summary; bad input exits 2 naming what is wrong; an output that
/// cannot be written exits 1 and leaves no file behind, not even part of one.
@Suite struct CompareCommandTests {
    static let sessions = Repository.root
        .appendingPathComponent("Assets/Sessions")
    static let finishes = sessions.appendingPathComponent("side-by-side-pan-pop-finishes.jsonl").path
    static let cancels = sessions.appendingPathComponent("side-by-side-pan-pop-cancels.jsonl").path

    func segue(_ args: [String]) throws -> Tool.Result {
        try Tool.run(try Tool.segue, args, environment: [:], timeout: 120)
    }

    func scratch() throws -> String { try OutputFaultTests.scratchFolder("compare") }

    func names(in folder: String) -> [String] {
        ((try? FileManager.default.contentsOfDirectory(atPath: folder)) ?? []).sorted()
    }

    @Test func aFinishingAndACancellingPopAreDrawnAndTheirDifferencesTabled() throws {
        let dir = try scratch()
        defer { try? FileManager.default.removeItem(atPath: dir) }
        let out = dir + "/compare.svg"
        let r = try segue(["compare", Self.finishes, Self.cancels, "-o", out])
        #expect(r.status == 0, "\(r.stderr)")
        #expect(r.stderr.isEmpty, "\(r.stderr)")
        // One line on stdout, naming both runs and the differing outcome.
        let lines = r.stdout.split(separator: "\n")
        #expect(lines.count == 1, "\(r.stdout)")
        #expect(r.stdout.hasPrefix("A side-by-side-pan-pop-finishes.jsonl vs B side-by-side-pan-pop-cancels.jsonl: "), "\(r.stdout)")
        #expect(r.stdout.contains("drag 1 decision finish (by position) vs cancel (by position)"), "\(r.stdout)")
        #expect(r.stdout.contains("stack One vs One › Two"), "\(r.stdout)")

        let svg = try SVGFile(path: out)
        let texts = svg.texts.map(\.content)
        #expect(texts.contains("A: side-by-side-pan-pop-finishes.jsonl") && texts.contains("B: side-by-side-pan-pop-cancels.jsonl"), "\(texts)")
        // The table: the outcome row differs, marked, with both outcomes.
        let finish = try #require(svg.texts.first { $0.content == "finish (by position)" })
        let cancel = try #require(svg.texts.first { $0.content == "cancel (by position)" })
        let decision = try #require(svg.texts.first { $0.content == "decision" })
        #expect(finish.y == decision.y && cancel.y == decision.y && finish.x < cancel.x)
        #expect(svg.texts.contains { $0.content == "≠" && $0.y == decision.y }, "the decision row is marked as differing")
        #expect(svg.texts.contains { $0.content == "1" && $0.y == svg.texts.first { $0.content == "transitions cancelled" }?.y })
        for t in svg.textsOutside { Issue.record("\(t) runs outside the drawing") }
        #expect(names(in: dir) == ["compare.svg"])
    }

    @Test func labelsNameTheRunsAndASessionMayBeComparedWithItself() throws {
        let dir = try scratch()
        defer { try? FileManager.default.removeItem(atPath: dir) }
        let out = dir + "/same.svg"
        let r = try segue(["compare", Self.cancels, Self.cancels, "--output", out, "--label-a", "threshold 0.5", "--label-b", "the same again"])
        #expect(r.status == 0, "\(r.stderr)")
        #expect(r.stdout == "A threshold 0.5 vs B the same again: no differences (end state, transitions, duration and every drag's feel figures agree)\n")
        let texts = try SVGFile(path: out).texts.map(\.content)
        #expect(texts.contains("A: threshold 0.5") && texts.contains("B: the same again"))
        #expect(texts.contains("Differences: none"))
        // To standard output, the summary goes to standard error.
        let piped = try segue(["compare", Self.cancels, Self.cancels, "-o", "-"])
        #expect(piped.status == 0 && piped.stdout.hasPrefix("<svg") && piped.stderr.contains("no differences"), "\(piped.stderr)")
        _ = try SVGFile(data: Data(piped.stdout.utf8))
    }

    /// One session under two sets of parameters: the same recorded drag, cancelled at the
    /// recorded threshold and finished under a lower one.
    @Test func oneSessionUnderTwoSpecs() throws {
        let dir = try scratch()
        defer { try? FileManager.default.removeItem(atPath: dir) }
        let out = dir + "/out.svg"
        let r = try segue(["compare", Self.cancels, "--b-set", "side-by-side.release.threshold=0.25", "-o", out])
        #expect(r.status == 0, "\(r.stderr)")
        #expect(r.stdout.contains("side-by-side.release.threshold=0.25") && r.stdout.contains("decision cancel (by position) vs finish (by position)"), "\(r.stdout)")
        #expect(r.stderr.contains("run B: under other parameters than recorded (side-by-side.release.threshold 0.5 -> 0.25)"), "\(r.stderr)")
        let texts = try SVGFile(path: out).texts.map(\.content).joined(separator: "\n")
        #expect(texts.contains("B: side-by-side-pan-pop-cancels.jsonl · side-by-side.release.threshold=0.25"), "\(texts)")
    }

    @Test func badInputExitsTwoNamingWhat() throws {
        let dir = try scratch()
        defer { try? FileManager.default.removeItem(atPath: dir) }
        let garbage = dir + "/garbage.jsonl"
        try Data("{\"type\":\"header\"}\nnot json\n".utf8).write(to: URL(fileURLWithPath: garbage))
        let out = dir + "/out.svg"
        let cases: [([String], String)] = [
            (["compare", dir + "/missing.jsonl", Self.cancels, "-o", out], dir + "/missing.jsonl"),
            (["compare", Self.cancels, garbage, "-o", out], garbage + ":1:"),
            (["compare", Self.cancels, dir, "-o", out], dir),
            (["compare", Self.cancels, Self.finishes, "-o", dir + "/out.png"], "'.png'"),
            (["compare", Self.cancels, Self.finishes], "--output"),
            (["compare", Self.cancels, "-o", out, "--b-set", "side-by-side.release.treshold=0.2"], "--b-set side-by-side.release.treshold=0.2: side-by-side.release.treshold: unknown parameter"),
            (["compare", Self.cancels, "-o", out, "--set", "side-by-side.duration=-1"], "side-by-side.duration: must be a number"),
            (["compare", Self.cancels, Self.finishes, "-o", out, "--label-a", " "], "--label-a"),
            (["compare", Self.cancels, Self.finishes, "-o", out, "--label-b", "two\nlines"], "--label-b"),
            (["compare", Self.cancels, Self.finishes, "-o", out, "--font", dir + "/no.ttf"], dir + "/no.ttf"),
            (["compare", Self.cancels, Self.finishes, "-o", out, "--speed", "2"], "--speed"),
        ]
        for (args, mentions) in cases {
            let r = try segue(args)
            #expect(r.status == 2, "\(args): exit \(r.status): \(r.stderr)")
            #expect(r.stderr.contains(mentions), "\(args): \(r.stderr)")
            #expect(r.stdout.isEmpty, "\(args): \(r.stdout)")
        }
        // Which run is bad is said.
        let b = try segue(["compare", Self.cancels, garbage, "-o", out])
        #expect(b.stderr.hasPrefix("segue: error: run B: "), "\(b.stderr)")
        #expect(names(in: dir) == ["garbage.jsonl"])
    }

    @Test func anUnwritableOutputExitsOneAndLeavesNothing() throws {
        let dir = try scratch()
        defer { try? FileManager.default.removeItem(atPath: dir) }
        let missing = try segue(["compare", Self.cancels, Self.finishes, "-o", dir + "/no/such/folder/out.svg"])
        #expect(missing.status == 1 && missing.stderr.contains(dir + "/no/such/folder/out.svg"), "\(missing.stderr)")
        try FileManager.default.createDirectory(atPath: dir + "/taken.svg", withIntermediateDirectories: false)
        let folder = try segue(["compare", Self.cancels, Self.finishes, "-o", dir + "/taken.svg"])
        #expect(folder.status == 1 && folder.stderr.contains("Is a directory"), "\(folder.stderr)")
        // A link to a device that fills at once: found only when writing, after both replays.
        try FileManager.default.createSymbolicLink(atPath: dir + "/full.svg", withDestinationPath: "/dev/full")
        let full = try segue(["compare", Self.cancels, Self.finishes, "-o", dir + "/full.svg"])
        #expect(full.status == 1 && full.stderr.contains("No space left on device") && full.stdout.isEmpty, "\(full.stderr)")
        #expect(names(in: dir) == ["full.svg", "taken.svg"])
    }

    @Test(.enabled(if: OutputFaultTests.canMount, "needs root to mount a small tmpfs"))
    func aFullDiskKeepsTheOlderFileAndLeavesNoPart() throws {
        let dir = try scratch()
        defer { try? FileManager.default.removeItem(atPath: dir) }
        try OutputFaultTests.mountTmpfs(at: dir, options: "size=64k")
        defer { OutputFaultTests.unmount(dir) }
        let out = dir + "/compare.svg"
        try Data("<svg/>".utf8).write(to: URL(fileURLWithPath: out))
        var fs = statvfs()
        #expect(statvfs(dir, &fs) == 0)
        let free = Int(fs.f_bavail) * Int(fs.f_bsize)
        // Leave 8 KB: less than the drawing needs.
        try Data(count: max(0, free - 8192)).write(to: URL(fileURLWithPath: dir + "/filler"))
        let r = try segue(["compare", Self.finishes, Self.cancels, "-o", out])
        #expect(r.status == 1, "\(r.stderr)")
        #expect(r.stderr.contains(out) && r.stderr.contains("No space left on device"), "\(r.stderr)")
        #expect(FileManager.default.contents(atPath: out) == Data("<svg/>".utf8), "the older file was changed")
        #expect(names(in: dir) == ["compare.svg", "filler"])
    }
}
