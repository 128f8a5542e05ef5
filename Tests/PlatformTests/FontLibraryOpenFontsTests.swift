import Compositor
import Foundation
import SDLPlatform
import Testing

/// Text at hundreds of pixel sizes (as under an animated scale) keeps a bounded number of
/// fonts, and of file descriptors, open: each size once kept its own font and file, and a
/// Sheets soak grew from 23 descriptors to 77 and on.
@MainActor
@Suite(.serialized) struct FontLibraryOpenFontsTests {
    static func openDescriptors() -> Int { (try? FileManager.default.contentsOfDirectory(atPath: "/proc/self/fd"))?.count ?? 0 }

    @Test func manySizesKeepFewFontsOpen() throws {
        let fonts = try FontLibrary()
        defer { fonts.closeAll() }
        let before = Self.openDescriptors()
        var widths: [Double] = []
        for size in stride(from: 4.0, through: 200, by: 0.5) {
            widths.append(fonts.measure(TextContent("Segue \(size)", font: .system(size))).width)
            _ = fonts.measure(TextContent("Bold \(size)", font: .bold(size)))
        }
        #expect(fonts.openFontCount <= FontLibrary.openFontLimit)
        #expect(Self.openDescriptors() - before <= FontLibrary.openFontLimit + 2, "\(Self.openDescriptors() - before) more descriptors open")
        // A size asked for again after its font was closed measures as it did.
        #expect(fonts.measure(TextContent("Segue 4.0 again", font: .system(4))).width > 0)
        #expect(widths.first! < widths.last!)
    }
}
