import Compositor
import Plots
import SDLPlatform
import Testing
import Geometry

/// The plots measure their labels with DejaVu Sans's own widths (the table scripts/glyph-widths
/// reads out of the font), so crowded labels are set apart by what they really take: each
/// width is what SDL_ttf measures with the real font, within its pixel rounding.
@Suite struct PlotTextWidthTests {
    static let samples = [
        "A ≠ B: finish ≠ cancel", "release 1,250 pt/s ± 3 %", "progress ≥ 0.5 … ≤ 0.9", "WWW mmm iii lll",
        "frame 42 at t=2.598993138", "side-by-side.release.threshold", "Photos › Viewer — card (×2)",
    ]

    @MainActor @Test(arguments: [false, true])
    func widthsAreTheFontsOwn(bold: Bool) throws {
        let fonts = try FontLibrary()
        let size = 200.0
        for text in Self.samples {
            let real = fonts.measure(TextContent(text, font: bold ? .bold(size) : .system(size))).width
            let table = SVGDocument.textWidth(text, size: size, bold: bold)
            // SDL_ttf rounds each advance to whole pixels and kerns; at 200 px that is well
            // within 2 %. The old per-letter estimate read "……" at 1.28 em for 2 em.
            #expect(abs(table - real) <= real * 0.02 + 2, "\(bold ? "bold " : "")\(text): table \(table), font \(real)")
        }
    }

    @Test func anUnknownCharacterCountsAsAWholeEm() {
        #expect(SVGDocument.textWidth("😀", size: 10) == 10)
        #expect(SVGDocument.textWidth("", size: 10) == 0)
    }
}
