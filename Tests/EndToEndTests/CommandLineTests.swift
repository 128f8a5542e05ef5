import Foundation
import SegueTesting
import Testing
import DemoTesting

/// Bad input and missing displays: a clear message and exit 2, never a crash.
@Suite struct CommandLineTests {
    /// A replay takes 6-10 s of CPU at most; the limit leaves room for a loaded machine.
    func segue(_ args: [String], environment: [String: String] = [:]) throws -> Tool.Result {
        try Tool.run(try Tool.segue, args, environment: environment, timeout: 120)
    }

    @Test func noDisplayExitsTwoAndPointsAtHeadlessReplay() throws {
        let r = try segue([])
        #expect(r.status == 2)
        #expect(r.stderr.contains("no display"))
        #expect(r.stderr.contains("segue replay --headless"))
        #expect(r.stderr.contains("Xvfb"))
    }

    @Test(arguments: [
        (["--size", "0x600"], "--size"),
        (["--size", "big"], "--size"),
        (["--size", "800x"], "--size"),
        (["--renderer", "vulkan"], "--renderer"),
        (["--scene", "nowhere"], "unknown scene 'nowhere'"),
        (["--frobnicate"], "--frobnicate"),
    ])
    func badOptionsAreUsageErrors(args: [String], mentions: String) throws {
        let r = try segue(args)
        #expect(r.status == 2, "\(args): exit \(r.status)")
        #expect(r.stderr.contains(mentions), "\(args): \(r.stderr)")
    }

    @Test func aFontThatIsNotAFontIsNamed() throws {
        let notAFont = FileManager.default.temporaryDirectory.appendingPathComponent("not-a-font-\(getpid()).ttf")
        try Data("hello".utf8).write(to: notAFont)
        defer { try? FileManager.default.removeItem(at: notAFont) }
        let r = try segue(["--font", notAFont.path])
        #expect(r.status == 2)
        #expect(r.stderr.contains(notAFont.path) && r.stderr.contains("not a usable font"))
        let missing = try segue(["--font", "/no/such/font.ttf"])
        #expect(missing.status == 2 && missing.stderr.contains("/no/such/font.ttf"))
    }

    /// Fonts come from fontconfig: a configuration whose only folder holds no DejaVu Sans
    /// finds none (fixed paths are not searched), and one whose folder holds a copy uses it.
    @Test func theFontIsFoundThroughFontconfig() throws {
        let dir = try OutputFaultTests.scratchFolder("fontconfig")
        defer { try? FileManager.default.removeItem(atPath: dir) }
        try FileManager.default.createDirectory(atPath: dir + "/fonts", withIntermediateDirectories: true)
        let conf = dir + "/fonts.conf"
        try "<?xml version=\"1.0\"?>\n<fontconfig><dir>\(dir)/fonts</dir><cachedir>\(dir)/cache</cachedir></fontconfig>\n"
            .write(toFile: conf, atomically: true, encoding: .utf8)
        let snapshot = ["snapshot", "--scene", "gallery", "--size", "320x240", "--out", dir + "/x.png"]
        let none = try segue(snapshot, environment: ["FONTCONFIG_FILE": conf])
        #expect(none.status == 2, "\(none.stderr)")
        #expect(none.stderr.hasPrefix("segue: error: no DejaVu Sans among the system's fonts (fontconfig knows no fonts at all"), "\(none.stderr)")
        try FileManager.default.copyItem(atPath: "/usr/share/fonts/truetype/dejavu/DejaVuSans.ttf", toPath: dir + "/fonts/face.ttf")
        let found = try segue(snapshot, environment: ["FONTCONFIG_FILE": conf])
        #expect(found.status == 0, "\(found.stderr)")
    }

    @Test func helpExitsZero() throws {
        let r = try segue(["--help"])
        // The live window's options and the scene ids, with placeholders that say what they hold.
        #expect(r.status == 0 && r.stdout.contains("replay") && r.stdout.contains("bench"), "\(r.stdout)")
        for text in ["--scene <id>", "--size <WxH>", "--record <file>", "--force", "logo-reveal, contacts, side-by-side, modal-zoom"] {
            #expect(r.stdout.contains(text), "segue --help lacks \(text)")
        }
        let run = try segue(["run", "--help"])
        #expect(run.status == 0 && run.stdout.contains("--scene") && run.stdout.contains("--renderer"))
    }

    @Test func snapshotRendersWithoutADisplay() throws {
        let out = FileManager.default.temporaryDirectory.appendingPathComponent("segue-snap-\(getpid()).png")
        defer { try? FileManager.default.removeItem(at: out) }
        let r = try segue(["snapshot", "--scene", "gallery", "--size", "320x240", "--out", out.path])
        #expect(r.status == 0, "\(r.stderr)")
        #expect(FileManager.default.fileExists(atPath: out.path))
    }

    @Test func replayingABadFileNamesTheFileAndLine() throws {
        let dir = FileManager.default.temporaryDirectory
        let garbage = dir.appendingPathComponent("segue-bad-\(getpid()).jsonl")
        try Data([0x00, 0xFF, 0x13, 0x37]).write(to: garbage)
        defer { try? FileManager.default.removeItem(at: garbage) }
        let r = try segue(["replay", garbage.path, "--headless"])
        #expect(r.status == 2 && r.stderr.contains(garbage.path + ":1:"), "\(r.stderr)")
        let empty = dir.appendingPathComponent("segue-empty-\(getpid()).jsonl")
        try Data().write(to: empty)
        defer { try? FileManager.default.removeItem(at: empty) }
        let e = try segue(["replay", empty.path, "--headless"])
        #expect(e.status == 2 && e.stderr.contains("empty session"))
        // A recording that crashed as it began: its header line cut off, said so.
        let session = try Data(contentsOf: Repository.root.appendingPathComponent("Assets/Sessions/contacts-back-pop.jsonl"))
        let cut = dir.appendingPathComponent("segue-cut-header-\(getpid()).jsonl")
        try session.prefix(50).write(to: cut)
        defer { try? FileManager.default.removeItem(at: cut) }
        let c = try segue(["replay", cut.path, "--headless"])
        #expect(c.status == 2 && c.stderr.contains(cut.path + ":1: the header line is cut off"), "\(c.stderr)")
        let unwritable = try segue(["--record", "/nonexistent/dir/s.jsonl"])
        #expect(unwritable.status == 2 && unwritable.stderr.contains("/nonexistent/dir does not exist"), "\(unwritable.stderr)")
    }

    /// Every example session replays headless with every frame verified, and ends in the
    /// state its recording ended in.
    @Test func theExampleSessionsReplayExactly() throws {
        let dir = Repository.root
            .appendingPathComponent("Assets/Sessions")
        let files = try FileManager.default.contentsOfDirectory(atPath: dir.path).filter { $0.hasSuffix(".jsonl") }.sorted()
        #expect(!files.isEmpty)
        for name in files {
            let path = dir.appendingPathComponent(name).path
            let r = try segue(["replay", path, "--headless", "--verify", "--summary"])
            #expect(r.status == 0, "\(name): \(r.stderr)")
            let text = try String(contentsOfFile: path, encoding: .utf8)
            let endLine = String(text.split(separator: "\n").last ?? "")
            #expect(endLine == "{\"type\":\"end\",\"summary\":" + r.stdout.trimmingCharacters(in: .whitespacesAndNewlines) + "}", "\(name)")
            // Without pixels, the same digests.
            let bare = try segue(["replay", path, "--headless", "--no-render", "--verify"])
            #expect(bare.status == 0, "\(name) without pixels: \(bare.stderr)")
            #expect(bare.stderr.contains("verified: all"), "\(name): no word of the verification: \(bare.stderr)")
        }
    }

    /// Each example session ends where its name says: the stack (and the page presented over
    /// it, where that matters) and the transitions that completed and were cancelled on the way.
    @Test(arguments: [
        ("catalogue-edge-swipe", #"["Segue","Gallery"]"#, 3, 1),
        ("catalogue-push-grabbed-cancels", #"["Segue"]"#, 0, 1),
        ("catalogue-pop-grabbed-finishes", #"["Segue"]"#, 2, 0),
        ("logo-reveal-tap-push", #"["Logo Reveal","Packing List"]"#, 1, 0),
        ("logo-reveal-back-pop", #"["Logo Reveal"]"#, 2, 0),
        ("logo-reveal-pan-pop-finishes", #"["Logo Reveal"]"#, 2, 0),
        ("logo-reveal-pan-pop-cancels", #"["Logo Reveal","Packing List"]"#, 1, 1),
        ("logo-reveal-pop-caught", #"["Logo Reveal","Packing List"]"#, 1, 1),
        ("logo-reveal-pan-push", #"["Logo Reveal","Packing List"]"#, 1, 1),
        ("logo-reveal-push-grabbed-cancels", #"["Logo Reveal"]"#, 0, 1),
        ("logo-reveal-push-grabbed-finishes", #"["Logo Reveal","Packing List"]"#, 1, 0),
        ("logo-reveal-pop-grabbed-finishes", #"["Logo Reveal"]"#, 2, 0),
        ("logo-reveal-push-clicked-carries-on", #"["Logo Reveal","Packing List"]"#, 1, 0),
        ("logo-reveal-back-reverses-push", #"["Logo Reveal"]"#, 0, 1),
        ("contacts-tap-push", #"["Contacts","Ada Penhaligon"]"#, 1, 0),
        ("contacts-tuned-show", #"["Contacts"]"#, 2, 0),
        ("contacts-back-pop", #"["Contacts"]"#, 2, 0),
        ("contacts-pan-pop-finishes", #"["Contacts"]"#, 2, 0),
        ("contacts-pan-pop-cancels", #"["Contacts","Ada Penhaligon"]"#, 1, 1),
        ("contacts-hide-caught", #"["Contacts","Mira Bellweather"]"#, 1, 1),
        ("contacts-show-grabbed-cancels", #"["Contacts"]"#, 0, 1),
        ("contacts-hide-grabbed-finishes", #"["Contacts"]"#, 2, 0),
        ("side-by-side-push", #"["One","Two"]"#, 1, 0),
        ("side-by-side-pan-pop-finishes", #"["One"]"#, 2, 0),
        ("side-by-side-pan-pop-cancels", #"["One","Two"]"#, 1, 1),
        ("side-by-side-flick-pops", #"["One"]"#, 2, 0),
        ("side-by-side-pop-to-root", #"["One"]"#, 3, 0),
        ("side-by-side-push-grabbed-cancels", #"["One"]"#, 0, 1),
        ("side-by-side-pop-grabbed-finishes", #"["One"]"#, 2, 0),
        ("photos-zoom-in", #"["Photos"],"presented":"Photo""#, 1, 0),
        ("photos-card-lands", #"["Photos"],"presented":null"#, 2, 0),
        ("photos-card-springs-back", #"["Photos"],"presented":"Photo""#, 1, 1),
        ("photos-card-flick", #"["Photos"],"presented":null"#, 2, 0),
        ("photos-card-edge-swipe", #"["Photos"],"presented":null"#, 2, 0),
        ("photos-dismiss-after-paging", #"["Photos"],"presented":null"#, 2, 0),
        ("photos-momentum-scroll", #"["Photos"],"presented":null"#, 0, 0),
        ("photos-rubber-band", #"["Photos"],"presented":null"#, 0, 0),
        ("photos-scroll-hand-off", #"["Photos"],"presented":null"#, 2, 0),
        ("modal-zoom-present", #"["Modal zoom"],"presented":"Segue""#, 1, 0),
        ("modal-zoom-close", #"["Modal zoom"],"presented":null"#, 2, 0),
        ("modal-zoom-drag-dismiss-finishes", #"["Modal zoom"],"presented":null"#, 2, 0),
        ("modal-zoom-drag-dismiss-cancels", #"["Modal zoom"],"presented":"Segue""#, 1, 1),
        ("modal-zoom-present-grabbed-cancels", #"["Modal zoom"],"presented":null"#, 0, 1),
        ("modal-zoom-present-grabbed-finishes", #"["Modal zoom"],"presented":"Segue""#, 1, 0),
        ("modal-zoom-dismiss-grabbed-cancels", #"["Modal zoom"],"presented":"Segue""#, 1, 1),
        ("sheets-detents", #"["Sheets"],"presented":"Places""#, 1, 0),
        ("sheets-drag-dismiss", #"["Sheets"],"presented":null"#, 2, 1),
        ("sheets-rubber-band", #"["Sheets"],"presented":"Places""#, 1, 0),
        ("sheets-list-hand-over", #"["Sheets"],"presented":null"#, 2, 0),
        ("sheets-present-grabbed", #"["Sheets"],"presented":null"#, 0, 1),
        ("sheets-detent-caught", #"["Sheets"],"presented":"Places""#, 1, 0),
        ("sheets-tabs-swipe", #"["Sheets"],"presented":null"#, 3, 1),
        ("sheets-tabs-grabbed", #"["Sheets"],"presented":null"#, 0, 1),
        ("sheets-reduce-motion", #"["Sheets"],"presented":null"#, 3, 0),
    ])
    func anExampleSessionEndsWhereItsNameSays(name: String, stack: String, completed: Int, cancelled: Int) throws {
        let path = Repository.root
            .appendingPathComponent("Assets/Sessions/\(name).jsonl").path
        let r = try segue(["replay", path, "--headless", "--no-render", "--verify", "--summary"])
        #expect(r.status == 0, "\(name): \(r.stderr)")
        #expect(r.stdout.contains(#""stack":"# + stack), "\(name): \(r.stdout)")
        #expect(r.stdout.contains(#""transitions":{"completed":\#(completed),"cancelled":\#(cancelled)}"#), "\(name): \(r.stdout)")
    }

    @Test func aChangedFrameIsCaughtByVerify() throws {
        let source = Repository.root
            .appendingPathComponent("Assets/Sessions/catalogue-edge-swipe.jsonl")
        var lines = try String(contentsOf: source, encoding: .utf8).split(separator: "\n").map(String.init)
        // Move one pointer event in the middle of the swipe 150 points right: what follows differs.
        let presses = lines.indices.filter { lines[$0].contains("\"phase\":\"move\"") && lines[$0].contains("\"buttons\":1") }
        let i = try #require(presses.dropFirst(4).first)
        let x = try #require(lines[i].range(of: #""x":[0-9.]+"#, options: .regularExpression))
        let value = Double(lines[i][x].dropFirst(4)) ?? 0
        lines[i].replaceSubrange(x, with: "\"x\":\(value + 150)")
        let edited = lines
        let tampered = FileManager.default.temporaryDirectory.appendingPathComponent("segue-tampered-\(getpid()).jsonl")
        try Data((edited.joined(separator: "\n") + "\n").utf8).write(to: tampered)
        defer { try? FileManager.default.removeItem(at: tampered) }
        let r = try segue(["replay", tampered.path, "--headless", "--no-render", "--verify"])
        #expect(r.status == 1, "\(r.stderr)")
        #expect(r.stderr.contains("frame") && r.stderr.contains("differs"))
        #expect(!r.stderr.contains("verified"))
    }

    @Test func aPlotShowsTheGestureAndTheDecisions() throws {
        let source = Repository.root
            .appendingPathComponent("Assets/Sessions/catalogue-edge-swipe.jsonl")
        let out = FileManager.default.temporaryDirectory.appendingPathComponent("segue-plot-\(getpid()).svg")
        defer { try? FileManager.default.removeItem(at: out) }
        let r = try segue(["replay", source.path, "--headless", "--no-render", "--plot", out.path])
        #expect(r.status == 0, "\(r.stderr)")
        let svg = try String(contentsOf: out, encoding: .utf8)
        #expect(svg.hasPrefix("<svg") && svg.hasSuffix("</svg>"))
        #expect(svg.contains("interactive pop") && svg.contains(": finish") && svg.contains(": cancel"))
        #expect(svg.components(separatedBy: "<polyline").count > 5)
    }

    @Test func aCrashedRecordingReplaysItsValidPrefix() throws {
        let source = Repository.root
            .appendingPathComponent("Assets/Sessions/catalogue-edge-swipe.jsonl")
        var text = try String(contentsOf: source, encoding: .utf8)
        // Drop the end line and cut the last frame line in half, as a crash mid-write would.
        var lines = text.split(separator: "\n").map(String.init)
        lines.removeLast()
        let last = lines.removeLast()
        text = lines.joined(separator: "\n") + "\n" + last.prefix(last.count / 2)
        let cut = FileManager.default.temporaryDirectory.appendingPathComponent("segue-cut-\(getpid()).jsonl")
        try Data(text.utf8).write(to: cut)
        defer { try? FileManager.default.removeItem(at: cut) }
        let r = try segue(["replay", cut.path, "--headless", "--no-render"])
        #expect(r.status == 0, "\(r.stderr)")
        #expect(r.stderr.contains("warning") && r.stderr.contains("cut off") && r.stderr.contains(cut.path + ":\(lines.count + 1):"))
        // Every frame before the cut matches, but with no end line the end state is unproven.
        let verified = try segue(["replay", cut.path, "--headless", "--no-render", "--verify"])
        #expect(verified.status == 1 && verified.stderr.contains("not verified"), "\(verified.stderr)")
    }
}
