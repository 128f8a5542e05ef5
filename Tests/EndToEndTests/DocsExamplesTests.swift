import Foundation
import SegueTesting
import Testing
import DemoTesting

/// Every example in the docs that shows a `segue` command and what it prints is run, and
/// must print that (standard error's lines, then standard output's), so the numbers and
/// messages quoted in the docs come from the code. A line `...` (indented or not) stands for
/// any number of lines the docs leave out, and `…` inside a line for a figure that changes
/// from run to run (a time, a rate).
@Suite struct DocsExamplesTests {
    struct Example: CustomStringConvertible, Sendable {
        let file: String
        let line: Int
        let command: [String]
        let expected: [String]
        var description: String { "\(file):\(line) segue \(command.joined(separator: " "))" }
    }

    static let documents = ["README.md", "docs/USAGE.md", "docs/TUNING.md", "docs/RECORD_AND_REPLAY.md", "docs/MEASURING.md", "docs/TESTS.md", "docs/DEMOS.md"]

    /// The fenced blocks whose first line is `$ segue ...`.
    static var examples: [Example] {
        var found: [Example] = []
        for name in documents {
            guard let text = try? String(contentsOf: Repository.root.appendingPathComponent(name), encoding: .utf8) else { continue }
            let lines = text.components(separatedBy: "\n")
            var i = 0
            while i < lines.count {
                defer { i += 1 }
                guard lines[i].hasPrefix("```"), i + 1 < lines.count, lines[i + 1].hasPrefix("$ segue ") else { continue }
                let command = lines[i + 1].dropFirst("$ segue ".count).split(separator: " ").map(String.init)
                var expected: [String] = []
                var j = i + 2
                while j < lines.count && !lines[j].hasPrefix("```") { expected.append(lines[j]); j += 1 }
                found.append(Example(file: name, line: i + 2, command: command, expected: expected))
                i = j
            }
        }
        return found
    }

    @Test func theDocsShowExamples() {
        #expect(DocsExamplesTests.examples.count >= 2)
    }

    @Test(arguments: DocsExamplesTests.examples)
    func anExamplePrintsWhatTheDocsShow(_ example: Example) throws {
        // From the repository's root, as the docs' paths are written.
        let r = try Tool.run(try Tool.segue, example.command, environment: [:], timeout: 120, directory: Repository.root)
        func lines(_ s: String) -> [String] { s.split(separator: "\n", omittingEmptySubsequences: false).map(String.init).filter { !$0.isEmpty } }
        let actual = lines(r.stderr) + lines(r.stdout)
        #expect(DocsExamplesTests.matches(actual[...], example.expected[...]), "\(example): prints\n\(actual.joined(separator: "\n"))")
    }

    /// Whether `actual` is what `expected` shows: line by line, a `...` line taking any
    /// number of lines and `…` inside a line any text.
    static func matches(_ actual: ArraySlice<String>, _ expected: ArraySlice<String>) -> Bool {
        guard let first = expected.first else { return actual.isEmpty }
        if first.trimmingCharacters(in: .whitespaces) == "..." {
            return (actual.startIndex...actual.endIndex).contains { matches(actual[$0...], expected.dropFirst()) }
        }
        guard let line = actual.first, matches(line: line, first) else { return false }
        return matches(actual.dropFirst(), expected.dropFirst())
    }

    static func matches(line: String, _ expected: String) -> Bool {
        let parts = expected.components(separatedBy: "…")
        guard parts.count > 1 else { return line == expected }
        var rest = line[...]
        guard rest.hasPrefix(parts[0]) else { return false }
        rest = rest.dropFirst(parts[0].count)
        for (k, part) in parts.enumerated().dropFirst() {
            if k == parts.count - 1 { return part.isEmpty || rest.hasSuffix(part) }
            guard let r = rest.range(of: part) else { return false }
            rest = rest[r.upperBound...]
        }
        return true
    }

    /// The matcher itself can fail: a line too many, a changed figure, a missing line.
    @Test func theMatcherTellsADifferentOutputApart() {
        let shown = ["800 replays in … s (… a second)", "  ...", "last"]
        #expect(DocsExamplesTests.matches(["800 replays in 13.7 s (58.2 a second)", "a", "b", "last"], shown[...]))
        #expect(DocsExamplesTests.matches(["800 replays in 1 s (5 a second)", "last"], shown[...]))
        #expect(!DocsExamplesTests.matches(["801 replays in 13.7 s (58.2 a second)", "last"], shown[...]))
        #expect(!DocsExamplesTests.matches(["800 replays in 13.7 s (58.2 a second)", "a"], shown[...]))
        #expect(!DocsExamplesTests.matches(["800 replays in 13.7 s (58.2 a second)", "last", "extra"], shown[...]))
        #expect(!DocsExamplesTests.matches(["x"], ["y"]))
    }
}
