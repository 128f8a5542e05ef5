import CCairo
import CSDL2
import Compositor

/// The honest floor for a frame: one opaque picture the size of the output, in the
/// renderer's own format, copied without blending. What a newcomer would time first; every
/// frame figure is reported against it.
@MainActor
public final class FullScreenCopy {
    private enum Backing {
        case sdl(SDLRenderer, OpaquePointer)
        case cairo(CairoRenderer, OpaquePointer)
    }

    private let backing: Backing

    /// A gradient, so nothing along the way can treat it as one colour (RGBA8).
    private static func gradient(_ size: PixelSize) -> [UInt8] {
        var pixels = [UInt8](repeating: 255, count: size.width * size.height * 4)
        for y in 0..<size.height {
            for x in 0..<size.width {
                let i = (y * size.width + x) * 4
                pixels[i] = UInt8(x * 255 / max(1, size.width - 1))
                pixels[i + 1] = UInt8(y * 255 / max(1, size.height - 1))
                pixels[i + 2] = 128
            }
        }
        return pixels
    }

    /// The software backend's floor: an opaque image surface painted over the output.
    public init?(renderer: CairoRenderer) {
        let size = renderer.outputPixelSize
        guard size.width > 0, size.height > 0, let s = cairo_image_surface_create(CAIRO_FORMAT_RGB24, Int32(size.width), Int32(size.height)),
            let base = cairo_image_surface_get_data(s)
        else { return nil }
        let pixels = FullScreenCopy.gradient(size)
        let stride = Int(cairo_image_surface_get_stride(s))
        for y in 0..<size.height {
            let row = UnsafeMutableRawPointer(base + y * stride).assumingMemoryBound(to: UInt32.self)
            for x in 0..<size.width {
                let i = (y * size.width + x) * 4
                row[x] = 0xFF00_0000 | UInt32(pixels[i]) << 16 | UInt32(pixels[i + 1]) << 8 | UInt32(pixels[i + 2])
            }
        }
        cairo_surface_mark_dirty(s)
        backing = .cairo(renderer, s)
    }

    public init?(renderer: SDLRenderer) {
        let size = renderer.outputPixelSize
        guard size.width > 0, size.height > 0,
            let tex = SDL_CreateTexture(renderer.handle, renderer.nativeFormat, Int32(SDL_TEXTUREACCESS_STATIC.rawValue), Int32(size.width), Int32(size.height))
        else { return nil }
        let pixels = FullScreenCopy.gradient(size)
        let pitch = Int32(size.width * 4)
        var native = pixels
        pixels.withUnsafeBytes { src in
            native.withUnsafeMutableBytes { dst in
                _ = SDL_ConvertPixels(Int32(size.width), Int32(size.height), SDL_PIXELFORMAT_RGBA32.rawValue, src.baseAddress, pitch,
                    renderer.nativeFormat, dst.baseAddress, pitch)
            }
        }
        native.withUnsafeBytes { _ = SDL_UpdateTexture(tex, nil, $0.baseAddress, pitch) }
        SDL_SetTextureBlendMode(tex, SDL_BLENDMODE_NONE)
        backing = .sdl(renderer, tex)
    }

    /// One frame: the copy, then present.
    public func draw() {
        switch backing {
        case .sdl(let renderer, let texture):
            SDL_RenderCopy(renderer.handle, texture, nil, nil)
            SDL_RenderPresent(renderer.handle)
        case .cairo(let renderer, let surface):
            renderer.copyOpaque(surface)
            renderer.present()
        }
    }

    public func close() {
        switch backing {
        case .sdl(_, let texture): SDL_DestroyTexture(texture)
        case .cairo(_, let surface): cairo_surface_destroy(surface)
        }
    }
}
