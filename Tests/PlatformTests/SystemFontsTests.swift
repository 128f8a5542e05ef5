import CFontconfig
import Foundation
import SDLPlatform
import Testing

/// DejaVu Sans is found through fontconfig, wherever the fonts are: a copy in a folder no
/// fixed path names is found when fontconfig knows that folder, and none is found when it
/// knows no folder with DejaVu Sans in it.
@Suite struct SystemFontsTests {
    @Test func theSystemsDejaVuSansIsFontconfigs() throws {
        let regular = try #require(SystemFonts.file(), "fontconfig finds DejaVu Sans (fonts-dejavu-core)")
        #expect(regular.hasSuffix("DejaVuSans.ttf"), "\(regular)")
        let bold = try #require(SystemFonts.file(bold: true))
        #expect(bold.hasSuffix("DejaVuSans-Bold.ttf"), "\(bold)")
    }

    @Test func aFolderFontconfigKnowsIsSearchedAndNoOtherIs() throws {
        let dir = FileManager.default.temporaryDirectory.appendingPathComponent("segue-fc-\(getpid())-\(UInt32.random(in: 0...UInt32.max))")
        try FileManager.default.createDirectory(at: dir, withIntermediateDirectories: true)
        defer { try? FileManager.default.removeItem(at: dir) }
        // An empty configuration knows no fonts: no DejaVu Sans, and it says what it has.
        let empty = try #require(FcConfigCreate())
        defer { FcConfigDestroy(empty) }
        #expect(SystemFonts.file(config: empty) == nil)
        #expect(SystemFonts.nearest(config: empty) == "fontconfig knows no fonts at all")
        // A copy of DejaVu Sans under an unusual name in a folder fontconfig is told about.
        let copy = dir.appendingPathComponent("renamed-face.ttf")
        try FileManager.default.copyItem(atPath: try #require(SystemFonts.file()), toPath: copy.path)
        let config = try #require(FcConfigCreate())
        defer { FcConfigDestroy(config) }
        #expect(FcConfigAppFontAddDir(config, dir.path) != 0)
        #expect(SystemFonts.file(config: config) == copy.path)
        #expect(SystemFonts.file(bold: true, config: config) == nil, "no bold face in the folder")
    }
}
