import Foundation
import Plots
import Runtime
import SegueTesting
import Testing
import DemoTesting

/// Text in the SVGs comes from outside (a session's file name, a run's label): whatever it
/// holds, the SVG is XML a real parser reads. XML 1.0 forbids most control characters even
/// written as references, so they are shown as U+FFFD; tab and line ends as spaces.
@Suite struct SVGTextTests {
    /// Every character XML 1.0 does not allow, and the markup characters.
    static let hostile = String(String.UnicodeScalarView((0..<0x20).compactMap(Unicode.Scalar.init))) + "\u{7F}\u{85}\u{9F}\u{FFFE}\u{FFFF}<&>\"'"

    @Test func aTextOrLabelWithControlCharactersIsWellFormed() throws {
        var svg = SVGDocument(width: 100, height: 40)
        svg.text("run \(Self.hostile) end", x: 1, y: 20)
        svg.polylines([(0, 0), (1, 1)], color: "#000", label: Self.hostile)
        let file = try SVGFile(data: Data(svg.svg.utf8))
        let text = try #require(file.texts.first?.content)
        #expect(text.hasPrefix("run ") && text.hasSuffix("<&>\"' end"), "\(text.debugDescription)")
        #expect(!text.unicodeScalars.contains { $0.value < 0x20 || (0x7F...0x9F).contains($0.value) || $0.value == 0xFFFE || $0.value == 0xFFFF },
            "\(text.debugDescription)")
        #expect(text.contains("\u{FFFD}"))
        #expect(file.polylines.first?.series?.contains("<&>") == true)
    }

    @Test func plainTextIsUnchanged() {
        #expect(SVGDocument.escape("Gallery › Photos é 😀") == "Gallery › Photos é 😀")
        #expect(SVGDocument.escape("a<b & \"c\"") == "a&lt;b &amp; &quot;c&quot;")
    }
}
