import Foundation
import SegueTesting
import Testing

/// Every example in the docs that shows a `segue` command and what it prints is run, and
/// must print that (standard error's lines, then standard output's), so the numbers and
/// messages quoted in the docs come from the code. A block ends its expected lines with `...`
/// when the command prints more than the docs show.
@Suite struct DocsExamplesTests {
    struct Example: CustomStringConvertible, Sendable {
        let file: String
        let line: Int
        let command: [String]
        let expected: [String]
        let more: Bool
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
                let more = expected.last == "..."
                if more { expected.removeLast() }
                found.append(Example(file: name, line: i + 2, command: command, expected: expected, more: more))
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
        let shown = example.more ? Array(actual.prefix(example.expected.count)) : actual
        #expect(shown == example.expected, "\(example): prints\n\(actual.joined(separator: "\n"))")
    }
}
