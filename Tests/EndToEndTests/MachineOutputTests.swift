import Foundation
import SegueTesting
import Testing
import DemoTesting
import Host

/// What scripts read: JSON Lines `jq` takes in any combination, shell completion with the
/// scene ids and spec keys, `bench --check` against the targets docs/MEASURING.md states,
/// and opaque PNGs.
@Suite struct MachineOutputTests {
    static let session = "Assets/Sessions/side-by-side-flick-pops.jsonl"

    func segue(_ args: [String], environment: [String: String] = [:]) throws -> Tool.Result {
        try Tool.run(try Tool.segue, args, environment: environment, timeout: 300, directory: Repository.root)
    }

    /// Every line of `text` read by python3's json.loads as one object, written compactly
    /// (no whitespace outside strings): what `jq -c` would print; and in one style, with no
    /// signed zero (`-0`) and no escaped slash (`\/`).
    static func jsonLinesProblem(_ text: String) throws -> String? {
        let script = """
            import json, sys
            lines = sys.stdin.read().split("\\n")
            if lines[-1] != "": print("no newline at the end"); sys.exit(1)
            for n, line in enumerate(lines[:-1], 1):
                zeros = []
                def number(text, kind):
                    if text.lstrip("-").strip("0.") == "" and text.startswith("-"): zeros.append(text)
                    return kind(text)
                try: value = json.loads(line, parse_int=lambda t: number(t, int), parse_float=lambda t: number(t, float))
                except Exception as e: print(f"line {n}: {e}"); sys.exit(1)
                if zeros: print(f"line {n}: a signed zero ({zeros[0]}): {line[:80]}"); sys.exit(1)
                if "\\/" in line: print(f"line {n}: an escaped slash: {line[:80]}"); sys.exit(1)
                if not isinstance(value, dict): print(f"line {n}: not an object"); sys.exit(1)
                inside = escaped = False
                for c in line:
                    if inside:
                        if escaped: escaped = False
                        elif c == "\\\\": escaped = True
                        elif c == '"': inside = False
                    elif c == '"': inside = True
                    elif c.isspace(): print(f"line {n}: not compact: {line[:80]}"); sys.exit(1)
            print(len(lines) - 1)
            """
        let p = Process()
        p.executableURL = URL(fileURLWithPath: try #require(Tool.find("python3")))
        p.arguments = ["-c", script]
        let input = Pipe(), output = Pipe()
        p.standardInput = input
        p.standardOutput = output
        try p.run()
        input.fileHandleForWriting.write(Data(text.utf8))
        try input.fileHandleForWriting.close()
        let said = output.drained()
        p.waitUntilExit()
        return p.terminationStatus == 0 ? nil : said
    }

    @Test func theJSONCheckCanFail() throws {
        #expect(try Self.jsonLinesProblem("{\"a\":1}\n{\"b\":[1,2]}\n") == nil)
        #expect(try Self.jsonLinesProblem("{\"a\": 1}\n") != nil)
        #expect(try Self.jsonLinesProblem("{\"a\":1,\n\"b\":2}\n") != nil)
        #expect(try Self.jsonLinesProblem("[1]\n") != nil)
        #expect(try Self.jsonLinesProblem("{\"a\":-0}\n") != nil)
        #expect(try Self.jsonLinesProblem("{\"a\":[-0.0]}\n") != nil)
        #expect(try Self.jsonLinesProblem("{\"a\":-0.5,\"b\":\"-0\"}\n") == nil)
        #expect(try Self.jsonLinesProblem("{\"a\":\"x\\/y\"}\n") != nil)
    }

    @Test(arguments: [
        ["replay", MachineOutputTests.session, "--headless", "--no-render", "--summary", "--feel"],
        ["replay", MachineOutputTests.session, "--headless", "--no-render", "--feel"],
        // A pop that cancels: its reversal's speed after the change is -0 before it is written.
        ["replay", "Assets/Sessions/contacts-pan-pop-cancels.jsonl", "--headless", "--no-render", "--feel"],
        ["bench", "--json", "--only", "velocity.error_pct", "--only", "velocity.naive_error_pct"],
        ["sweep", "Assets/Hands/sbs-flick-back.jsonl", "Assets/Hands/sbs-slow-long.jsonl", "--param", "side-by-side.release.threshold=0.2..0.8:0.3", "--json"],
    ])
    func everyJSONOutputIsOneCompactObjectALine(args: [String]) throws {
        let r = try segue(args)
        #expect(r.status == 0, "\(args): \(r.stderr)")
        let problem = try Self.jsonLinesProblem(r.stdout)
        #expect(problem == nil, "\(args): \(problem ?? "")\n\(r.stdout.prefix(400))")
    }

    // MARK: Completion

    @Test(arguments: ["bash", "zsh", "fish"])
    func theCompletionScriptOffersScenesAndSpecKeys(shell: String) throws {
        let r = try segue(["--generate-completion-script", shell])
        #expect(r.status == 0, "\(r.stderr)")
        let spec = try segue(["spec"])
        let keys = try #require(try JSONSerialization.jsonObject(with: Data(spec.stdout.utf8)) as? [String: Any]).keys
        #expect(keys.count > 20)
        for key in keys { #expect(r.stdout.contains(key + "="), "\(shell): no \(key)=") }
        for scene in ["catalogue", "gallery", "logo-reveal", "contacts", "side-by-side", "modal-zoom", "photos", "motion"] {
            #expect(r.stdout.contains(scene), "\(shell): no scene \(scene)")
        }
        for words in ["flutter", "android", "finish", "cancel", "velocity.error_pct"] { #expect(r.stdout.contains(words), "\(shell): no \(words)") }
        if shell == "bash" {
            #expect(r.stdout.contains("jsonl"), "session files")
            #expect(r.stdout.contains("---completion sweep -- --param"), "--param asks the binary")
        }
    }

    /// `sweep --param` is completed by the binary, as the script asks it
    /// (`segue ---completion sweep -- --param WORD-INDEX CURSOR WORDS...`).
    @Test func theBinaryCompletesSweepParameters() throws {
        func complete(_ typed: String) throws -> [String] {
            let words = ["segue", "sweep", "Assets/Hands", "--param", typed]
            let r = try segue(["---completion", "sweep", "--", "--param", "4", "\(typed.count)"] + words, environment: ["SAP_SHELL": "bash"])
            #expect(r.status == 0, "\(r.stderr)")
            return r.stdout.split(separator: "\n").map(String.init)
        }
        let keys = try complete("side-by-side.rel")
        #expect(keys.contains("side-by-side.release.threshold=") && keys.contains("side-by-side.release.flick-speed="), "\(keys)")
        #expect(keys.allSatisfy { $0.hasPrefix("side-by-side.rel") }, "\(keys)")
        let range = try complete("side-by-side.release.threshold=")
        #expect(range == ["side-by-side.release.threshold=0.01..0.99:0.05"], "\(range)")
        // The range offered is one the sweep takes.
        let sweep = try segue(["sweep", "Assets/Hands/sbs-flick-back.jsonl", "--param", range[0], "--json"])
        #expect(sweep.status == 0 && sweep.stdout.split(separator: "\n").count == 20, "\(sweep.stderr)")
        #expect(try complete("nothing.at.all").isEmpty)
    }

    // MARK: Bench

    @Test func benchShowsProgressAndChecksTargets() throws {
        let only = ["--only", "velocity.error_pct", "--only", "velocity.naive_error_pct"]
        let met = try segue(["bench", "--check"] + only)
        #expect(met.status == 0, "\(met.stderr)")
        // Not a terminal: a line a figure as it is measured.
        let progress = met.stderr.split(separator: "\n")
        #expect(progress.count == 2 && progress[0].hasPrefix("segue bench: velocity.error_pct ") && progress[0].hasSuffix(" (1/2)"), "\(met.stderr)")
        #expect(met.stdout.split(separator: "\n").count == 2, "\(met.stdout)")
        // A figure that misses (here, a stricter target given for the test) is named; exit 1.
        let missed = try segue(["bench", "--check", "--target", "velocity.error_pct<=0.0001"] + only)
        #expect(missed.status == 1, "\(missed.stderr)")
        #expect(missed.stderr.contains("segue: error: misses its target: velocity.error_pct "), "\(missed.stderr)")
        #expect(missed.stderr.contains("(target <= 0.0001)"), "\(missed.stderr)")
        #expect(!missed.stderr.contains("velocity.naive_error_pct (target"), "no target: \(missed.stderr)")
        #expect(missed.stdout.split(separator: "\n").count == 2, "the figures still print: \(missed.stdout)")
        let unchecked = try segue(["bench", "--target", "velocity.error_pct<=0.0001"] + only)
        #expect(unchecked.status == 0, "without --check: \(unchecked.stderr)")
    }

    /// The targets docs/MEASURING.md's table states are the ones `bench --check` holds
    /// (`bench --list`), row by row.
    @Test func theMeasuringTableStatesTheTargetsInTheCode() throws {
        let list = try segue(["bench", "--list"])
        #expect(list.status == 0, "\(list.stderr)")
        var targets: [String: String] = [:], figures: [String] = []
        for line in list.stdout.split(separator: "\n") {
            let parts = line.split(separator: " ", maxSplits: 1).map { $0.trimmingCharacters(in: .whitespaces) }
            figures.append(parts[0])
            if parts.count == 2 { targets[parts[0]] = parts[1] }
        }
        #expect(targets.count >= 20, "\(list.stdout)")
        let subjects = figures.compactMap { $0.hasPrefix("frame.") && $0.hasSuffix("_vs_copy") && !$0.hasSuffix("_whole_vs_copy") ? String($0.dropFirst(6).dropLast(8)) : nil }
        #expect(subjects.count == 7, "\(subjects)")
        let doc = try String(contentsOf: Repository.root.appendingPathComponent("docs/MEASURING.md"), encoding: .utf8)
        var stated = Set<String>()
        for row in doc.split(separator: "\n") where row.hasPrefix("| `") {
            let cells = row.split(separator: "|").map { $0.trimmingCharacters(in: .whitespaces) }
            guard cells.count == 3 else { continue }
            // The figures the row names (its first two cells), NAME and _suffixes expanded.
            var names: [String] = []
            for cell in cells[0...1] {
                var first: String?
                for token in cell.split(separator: "`", omittingEmptySubsequences: false).enumerated().filter({ $0.offset % 2 == 1 }).map({ String($0.element) }) {
                    var name = token
                    if name.hasPrefix("_"), let base = first, let cut = base.lastIndex(of: "_") { name = base[..<cut] + name }
                    if first == nil { first = name }
                    if name.contains("NAME") {
                        names += subjects.map { name.replacingOccurrences(of: "NAME", with: $0) }
                    } else if name.hasSuffix(".SCENE") {
                        names += figures.filter { $0.hasPrefix(name.dropLast(5)) }
                    } else {
                        names.append(name)
                    }
                }
            }
            let code = Set(names.compactMap { targets[$0] })
            stated.formUnion(names.filter { targets[$0] != nil })
            // The bounds the row's target cell states: "<= 3", "< 16.6", ">= 200", "at most 0.5", "0".
            var bounds = Set<String>()
            let target = cells[2]
            if target == "0" { bounds.insert("<= 0") }
            let pattern = try NSRegularExpression(pattern: "(<=|>=|<|at most)\\s*([0-9]+(\\.[0-9]+)?)")
            for m in pattern.matches(in: target, range: NSRange(target.startIndex..., in: target)) {
                let op = String(target[Range(m.range(at: 1), in: target)!]), number = String(target[Range(m.range(at: 2), in: target)!])
                bounds.insert("\(op == "at most" ? "<=" : op) \(number)")
            }
            #expect(code == bounds, "docs/MEASURING.md row \(cells[0]): the table says \(bounds.sorted()), the code \(code.sorted())")
        }
        // Every target in the code is in the table.
        #expect(Set(targets.keys) == stated, "not in the table: \(Set(targets.keys).subtracting(stated).sorted())")
    }

    // MARK: PNG

    /// Every pixel of a PNG, as RGBA bytes, through ImageMagick.
    static func rgba(_ png: String) throws -> [UInt8] {
        let convert = try #require(Tool.find("convert"), "ImageMagick's convert")
        let p = Process()
        p.executableURL = URL(fileURLWithPath: convert)
        p.arguments = [png, "-depth", "8", "rgba:-"]
        let out = Pipe()
        p.standardOutput = out
        try p.run()
        let bytes = [UInt8](out.drainedData())
        p.waitUntilExit()
        #expect(p.terminationStatus == 0 && bytes.count > 0)
        return bytes
    }

    static func seeThrough(_ bytes: [UInt8]) -> Int {
        stride(from: 3, to: bytes.count, by: 4).count { bytes[$0] != 255 }
    }

    @Test func snapshotsAndFramesAreOpaque() throws {
        let dir = try OutputFaultTests.scratchFolder("opaque")
        defer { try? FileManager.default.removeItem(atPath: dir) }
        for scene in ["gallery", "logo-reveal", "photos"] {
            let r = try segue(["snapshot", "--scene", scene, "--size", "400x300", "--out", "\(dir)/\(scene).png"])
            #expect(r.status == 0, "\(r.stderr)")
            let bytes = try Self.rgba("\(dir)/\(scene).png")
            #expect(bytes.count == 400 * 300 * 4)
            #expect(Self.seeThrough(bytes) == 0, "\(scene): \(Self.seeThrough(bytes)) pixels not opaque")
        }
        let r = try segue(["replay", "Assets/Sessions/contacts-tap-push.jsonl", "--headless", "--frames", dir + "/frames", "--every", "5"])
        #expect(r.status == 0, "\(r.stderr)")
        let frames = try FileManager.default.contentsOfDirectory(atPath: dir + "/frames").filter { $0.hasSuffix(".png") }
        #expect(frames.count > 3)
        for frame in frames {
            let bytes = try Self.rgba("\(dir)/frames/\(frame)")
            #expect(Self.seeThrough(bytes) == 0, "\(frame): \(Self.seeThrough(bytes)) pixels not opaque")
        }
    }
}
