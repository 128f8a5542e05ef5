import CSDL2
import Compositor
import Geometry

/// An offscreen software renderer on an SDL surface: no display needed. It shares the
/// window's `SDLRenderer` code path and can read its pixels back or write them as PNG.
@MainActor
public final class HeadlessCanvas {
    let surface: UnsafeMutablePointer<SDL_Surface>
    public let renderer: SDLRenderer
    public let pointSize: Size
    public let pixelScale: Double

    public init(size: Size, scale: Double = 1, fonts: FontLibrary) throws(PlatformError) {
        try SDLLibrary.startText()
        let w = Int32(max(1, min(16384, (size.width * scale).rounded())))
        let h = Int32(max(1, min(16384, (size.height * scale).rounded())))
        guard let s = SDL_CreateRGBSurfaceWithFormat(0, w, h, 32, SDL_PIXELFORMAT_ARGB8888.rawValue) else {
            throw .sdl(SDLError("could not create a \(w)x\(h) surface"))
        }
        guard let r = SDL_CreateSoftwareRenderer(s) else {
            SDL_FreeSurface(s)
            throw .sdl(SDLError("could not create the software renderer"))
        }
        surface = s
        renderer = SDLRenderer(handle: r, fonts: fonts)
        pointSize = size
        pixelScale = scale
    }

    /// The rendered frame as RGBA8 pixels.
    public func snapshot() -> RGBAImage? {
        guard let (size, pixels) = renderer.readPixels() else { return nil }
        return RGBAImage(width: size.width, height: size.height, pixels: pixels)
    }

    public func close() {
        renderer.destroyAllTextures()
        SDL_DestroyRenderer(renderer.handle)
        SDL_FreeSurface(surface)
    }
}
