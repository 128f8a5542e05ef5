import CSDL2
import Compositor
import Foundation
import Geometry

/// Fonts from the system (DejaVu Sans, found through fontconfig: `SystemFonts`) or from `--font`, opened through
/// SDL_ttf per weight and pixel size, at most `openFontLimit` open at once (each holds a file
/// and FreeType's caches; text drawn under an animated scale asks for a new pixel size nearly
/// every frame, and a Sheets soak once held 77 descriptors and grew by hundreds of megabytes).
/// Also measures text for layout.
@MainActor
public final class FontLibrary: TextMeasuring {
    public let regularPath: String
    /// A bold face beside the regular one, when there is one; otherwise bold is synthesised.
    public let boldPath: String?
    private struct FontKey: Hashable {
        let weight: FontRequest.Weight
        let pixelSize: Int32
    }
    /// How many SDL_ttf fonts may be open at once.
    public static let openFontLimit = 12
    private var fonts = LeastRecentlyUsed<FontKey, OpaquePointer>(capacity: FontLibrary.openFontLimit)
    /// How many are open now.
    public var openFontCount: Int { fonts.count }
    private var measured: [TextContent: Size] = [:]

    /// Finds the system font, or opens `override` (from `--font`). Checks that it really opens.
    public init(override: String? = nil) throws(PlatformError) {
        try SDLLibrary.startText()
        if let override {
            guard FileManager.default.fileExists(atPath: override) else {
                throw .badFont(path: override, detail: "no such file")
            }
            regularPath = override
            boldPath = nil
        } else {
            guard let found = SystemFonts.file() else { throw .noFont(detail: SystemFonts.nearest()) }
            regularPath = found
            boldPath = SystemFonts.file(bold: true)
        }
        guard let probe = TTF_OpenFont(regularPath, 12) else {
            throw .badFont(path: regularPath, detail: String(cString: SDL_GetError()))
        }
        TTF_CloseFont(probe)
    }

    /// The SDL_ttf font for `font` at `scale` pixels per point.
    func ttfFont(_ font: FontRequest, scale: Double) -> OpaquePointer? {
        let px = Int32(max(1, min(512, (font.size * scale).rounded())))
        let key = FontKey(weight: font.weight, pixelSize: px)
        if let f = fonts.value(for: key) { return f }
        let path = font.weight == .bold ? (boldPath ?? regularPath) : regularPath
        guard let f = TTF_OpenFont(path, px) else { return nil }
        if font.weight == .bold && boldPath == nil { TTF_SetFontStyle(f, TTF_STYLE_BOLD) }
        fonts.insert(f, for: key) { TTF_CloseFont($0) }
        return f
    }

    /// Rasterises text into a new surface (ARGB8888, straight alpha). The caller frees it.
    func renderSurface(_ text: TextContent, scale: Double) -> UnsafeMutablePointer<SDL_Surface>? {
        guard !text.string.isEmpty, let font = ttfFont(text.font, scale: scale) else { return nil }
        let c = text.color.bytes
        let color = SDL_Color(r: c.r, g: c.g, b: c.b, a: c.a)
        if let wrap = text.wrapWidth {
            let align: Int32
            switch text.alignment {
            case .left: align = TTF_WRAPPED_ALIGN_LEFT
            case .center: align = TTF_WRAPPED_ALIGN_CENTER
            case .right: align = TTF_WRAPPED_ALIGN_RIGHT
            }
            TTF_SetFontWrappedAlign(font, align)
            return TTF_RenderUTF8_Blended_Wrapped(font, text.string, color, UInt32(max(1, (wrap * scale).rounded())))
        }
        return TTF_RenderUTF8_Blended(font, text.string, color)
    }

    public func measure(_ text: TextContent) -> Size {
        if let s = measured[text] { return s }
        var size = Size.zero
        if let font = ttfFont(text.font, scale: 1), !text.string.isEmpty {
            if text.wrapWidth == nil {
                var w: Int32 = 0, h: Int32 = 0
                TTF_SizeUTF8(font, text.string, &w, &h)
                size = Size(width: Double(w), height: Double(h))
            } else if let surface = renderSurface(text, scale: 1) {
                size = Size(width: Double(surface.pointee.w), height: Double(surface.pointee.h))
                SDL_FreeSurface(surface)
            }
        }
        if measured.count > 4096 { measured.removeAll() }
        measured[text] = size
        return size
    }

    /// Closes every open font (before SDL_ttf shuts down).
    public func closeAll() {
        for f in fonts.all { TTF_CloseFont(f) }
        fonts.removeAll()
    }
}
