import Compositor
import Foundation
import SDLPlatform
import Testing
import Geometry

/// Text at hundreds of pixel sizes (as under an animated scale) keeps a bounded number of
/// fonts, and of file descriptors, open: each size once kept its own font and file, and a
/// Sheets soak grew from 23 descriptors to 77 and on.
///
/// The font is a copy at a path only this test opens, and only descriptors on that path are
/// counted, so tests running beside it (pipes, child processes, their own fonts) do not count.
@MainActor
@Suite(.serialized) struct FontLibraryOpenFontsTests {
    static func descriptors(on path: String) -> Int {
        let fds = (try? FileManager.default.contentsOfDirectory(atPath: "/proc/self/fd")) ?? []
        return fds.filter { (try? FileManager.default.destinationOfSymbolicLink(atPath: "/proc/self/fd/\($0)")) == path }.count
    }

    @Test func manySizesKeepFewFontsOpen() throws {
        let system = try FontLibrary()
        let copy = FileManager.default.temporaryDirectory.appendingPathComponent("segue-font-\(UUID().uuidString).ttf").path
        try FileManager.default.copyItem(atPath: system.regularPath, toPath: copy)
        defer { try? FileManager.default.removeItem(atPath: copy) }
        let fonts = try FontLibrary(override: copy)
        var widths: [Double] = []
        var most = 0
        for size in stride(from: 4.0, through: 200, by: 0.5) {
            widths.append(fonts.measure(TextContent("Segue \(size)", font: .system(size))).width)
            _ = fonts.measure(TextContent("Bold \(size)", font: .bold(size)))
            if size.truncatingRemainder(dividingBy: 16) == 0 { most = max(most, Self.descriptors(on: copy)) }
        }
        most = max(most, Self.descriptors(on: copy))
        #expect(fonts.openFontCount <= FontLibrary.openFontLimit)
        #expect(most > 0, "the copy is open while its fonts are")
        #expect(most <= FontLibrary.openFontLimit, "\(most) descriptors on the font at once")
        // A size asked for again after its font was closed measures as it did.
        #expect(fonts.measure(TextContent("Segue 4.0 again", font: .system(4))).width > 0)
        #expect(widths.first! < widths.last!)
        fonts.closeAll()
        #expect(Self.descriptors(on: copy) == 0, "closing every font closes its file")
    }
}
