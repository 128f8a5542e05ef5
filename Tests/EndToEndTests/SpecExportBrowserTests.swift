import Foundation
import SegueTesting
import Testing
import DemoTesting

/// `segue spec --export css` in a real browser: headless Chromium loads the exported style
/// sheet and a rule per easing, and a script writes what the browser computed into the page,
/// which `--dump-dom` prints. Every exported easing must be taken and a broken one refused.
@Suite struct SpecExportBrowserTests {
    static var chromium: String? { ["chromium", "chromium-browser", "google-chrome"].lazy.compactMap(Tool.find).first }

    func segue(_ args: [String]) throws -> Tool.Result { try Tool.run(try Tool.segue, args, environment: [:], timeout: 60) }

    /// Each `--name: value;` of the style sheet whose value is an easing.
    static func easings(_ css: String) -> [(name: String, value: String)] {
        css.split(separator: "\n").compactMap { line in
            let t = line.trimmingCharacters(in: .whitespaces)
            guard t.hasPrefix("--"), let colon = t.firstIndex(of: ":") else { return nil }
            let value = t[t.index(after: colon)...].trimmingCharacters(in: .whitespaces).dropLast()
            guard value.hasPrefix("cubic-bezier(") || value.hasPrefix("linear(") else { return nil }
            return (String(t[..<colon]), String(value))
        }
    }

    /// The page: the exported sheet as it is, then one element per value whose rule first sets
    /// `steps(3)` and then the value (a value the browser refuses is dropped, leaving
    /// `steps(3)`), and one using the custom property through var() (refused, it computes to
    /// the initial `ease`).
    static func page(css: String, values: [(name: String, value: String)]) -> String {
        var rules = "", elements = ""
        for (i, v) in values.enumerated() {
            rules += "#t\(i) { transition-timing-function: steps(3); transition-timing-function: \(v.value); }\n"
            rules += "#a\(i) { animation-timing-function: var(\(v.name)); }\n"
            elements += "<div id=\"t\(i)\" data-name=\"\(v.name)\"></div><div id=\"a\(i)\"></div>\n"
        }
        return """
            <!DOCTYPE html><html><head><style>\n\(css)\n</style><style>\n\(rules)</style></head><body>
            \(elements)<pre id="out"></pre>
            <script>
            const lines = [];
            for (let i = 0; ; i++) {
              const t = document.getElementById('t' + i);
              if (!t) break;
              const direct = getComputedStyle(t).transitionTimingFunction;
              const viaVar = getComputedStyle(document.getElementById('a' + i)).animationTimingFunction;
              const declared = getComputedStyle(document.documentElement).getPropertyValue(t.dataset.name).trim();
              lines.push(['RESULT', t.dataset.name, direct !== 'steps(3)' ? 'taken' : 'refused', viaVar, declared ? 'declared' : 'missing'].join('|'));
            }
            document.getElementById('out').textContent = lines.join('\\n');
            </script></body></html>
            """
    }

    /// Chromium's verdict on each value: name, taken or refused, the var() computed value, declared or missing.
    static func verdicts(css: String, values: [(name: String, value: String)], chromium: String) throws -> [String: [String]] {
        let dir = FileManager.default.temporaryDirectory.appendingPathComponent("segue-css-\(UUID().uuidString)")
        try FileManager.default.createDirectory(at: dir, withIntermediateDirectories: true)
        defer { try? FileManager.default.removeItem(at: dir) }
        let file = dir.appendingPathComponent("page.html")
        try Data(page(css: css, values: values).utf8).write(to: file)
        let r = try Tool.run(chromium, ["--headless=new", "--no-sandbox", "--disable-gpu", "--no-first-run", "--user-data-dir=\(dir.path)/profile",
            "--dump-dom", file.absoluteString], environment: ["HOME": dir.path], timeout: 180)
        guard r.status == 0 else { throw E2EError("chromium exited \(r.status): \(r.stderr.suffix(2000))") }
        var result: [String: [String]] = [:]
        // The dumped <pre> holds one line a value; its first line follows the tag.
        for line in r.stdout.split(separator: "\n") {
            guard let start = line.range(of: "RESULT|") else { continue }
            let text = line[start.lowerBound...].prefix { $0 != "<" }
            let parts = text.split(separator: "|", omittingEmptySubsequences: false).map(String.init)
            result[parts[1]] = Array(parts.dropFirst(2))
        }
        return result
    }

    @Test func chromiumTakesEveryExportedEasingAndRefusesABrokenOne() throws {
        guard let chromium = Self.chromium else {
            Issue.record("chromium is not installed (scripts/setup installs it): the exported CSS was not checked in a browser")
            return
        }
        // Defaults, and a bouncy spring and an overshooting curve.
        for args in [[String](), ["--set", "contacts.drawer.spring={\"duration\":1.2,\"dampingRatio\":0.1}", "--set", "contacts.show.curve=[0.3,-0.6,0.2,1.8]"]] {
            let r = try segue(["spec", "--export", "css"] + args)
            #expect(r.status == 0, "\(r.stderr)")
            var values = Self.easings(r.stdout)
            #expect(values.filter { $0.value.hasPrefix("linear(") }.count == 2 && values.count >= 16, "\(values)")
            let broken = [("--broken-bezier", "cubic-bezier(0.42, 0, 0.58)"), ("--broken-linear", "linear(0, 0.5 40%,, 1)"), ("--broken-x", "cubic-bezier(1.5, 0, 0.58, 1)")]
            values += broken.map { (name: $0.0, value: $0.1) }
            let css = r.stdout + ":root {\n" + broken.map { "  \($0.0): \($0.1);\n" }.joined() + "}\n"
            let seen = try Self.verdicts(css: css, values: values, chromium: chromium)
            for v in values {
                let verdict = try #require(seen[v.name], "\(v.name): no verdict from chromium")
                if broken.contains(where: { $0.0 == v.name }) {
                    #expect(verdict[0] == "refused" && verdict[1] == "ease", "\(v.name) = \(v.value) was taken: \(verdict)")
                } else {
                    #expect(verdict[0] == "taken", "\(v.name) = \(v.value) was refused: \(verdict)")
                    #expect(verdict[2] == "declared", "\(v.name) is not declared on :root: the style sheet did not parse")
                    // Through var(): the value itself, so not the initial ease unless it is ease.
                    #expect(verdict[1] != "ease" || v.value == "cubic-bezier(0.25, 0.1, 0.25, 1)", "\(v.name) via var(): \(verdict)")
                }
            }
        }
    }
}
