import Foundation
import SegueTesting
import Testing
import DemoTesting

/// The article "Write your own interactive transition" quotes the example app's code verbatim
/// (`Examples/Postcards`), so what it shows is what CI builds, runs and replays.
@Suite struct TutorialArticleTests {
    static let article = Repository.root.appendingPathComponent("docs/SegueEngine.docc/WriteYourOwnInteractiveTransition.md")
    /// The tutorial's files, in the order the article shows them.
    static let files = ["SlideUpParameters.swift", "SlideUpAnimator.swift", "SlideDownToPop.swift", "PostcardsApp.swift", "PostcardsController.swift"].map {
        Repository.root.appendingPathComponent("Examples/Postcards/Sources/Postcards").appendingPathComponent($0)
    }

    /// The contents of the article's ```swift blocks.
    static func codeBlocks(in markdown: String) -> [String] {
        var blocks: [String] = [], current: [Substring]?
        for line in markdown.split(separator: "\n", omittingEmptySubsequences: false) {
            if current == nil, line == "```swift" {
                current = []
            } else if let lines = current, line == "```" {
                blocks.append(lines.joined(separator: "\n"))
                current = nil
            } else {
                current?.append(line)
            }
        }
        return blocks
    }

    /// The lines that carry code: neither blank nor an import (each file repeats those).
    static func codeLines(_ text: String) -> [Substring] {
        text.split(separator: "\n").filter { !$0.allSatisfy(\.isWhitespace) && !$0.hasPrefix("import ") }
    }

    @Test func everyBlockIsQuotedVerbatimFromATutorialFile() throws {
        let blocks = Self.codeBlocks(in: try String(contentsOf: Self.article, encoding: .utf8))
        let sources = try Self.files.map { try String(contentsOf: $0, encoding: .utf8) }
        try #require(!blocks.isEmpty, "the article has no swift code blocks")
        for block in blocks {
            #expect(sources.contains { $0.contains(block) }, "not in the tutorial's files:\n\(block)")
        }
    }

    @Test func theArticleShowsAllOfTheTutorialsCodeInOrder() throws {
        let blocks = Self.codeBlocks(in: try String(contentsOf: Self.article, encoding: .utf8))
        let sources = try Self.files.map { try String(contentsOf: $0, encoding: .utf8) }
        let shown = blocks.flatMap(Self.codeLines), compiled = sources.flatMap(Self.codeLines)
        let first = zip(shown, compiled).enumerated().first { $0.element.0 != $0.element.1 }?.offset ?? min(shown.count, compiled.count)
        let same = shown == compiled
        #expect(same, "the article and the files part at code line \(first + 1): \(shown.dropFirst(first).first ?? "(end)") / \(compiled.dropFirst(first).first ?? "(end)")")
    }

    @Test func blocksAreFoundWhereTheMarkdownFencesThem() {
        let markdown = "text\n```swift\nlet a = 1\n\nlet b = 2\n```\nmore\n```\nnot swift\n```\n```swift\nc()\n```"
        #expect(Self.codeBlocks(in: markdown) == ["let a = 1\n\nlet b = 2", "c()"])
    }
}
