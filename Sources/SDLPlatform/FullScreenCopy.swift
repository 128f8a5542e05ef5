import CSDL2
import Compositor

/// The honest floor for a frame: one opaque texture the size of the output, in the
/// renderer's own format, copied without blending. What a newcomer would time first; every
/// frame figure is reported against it.
@MainActor
public final class FullScreenCopy {
    private let renderer: SDLRenderer
    private let texture: OpaquePointer

    public init?(renderer: SDLRenderer) {
        let size = renderer.outputPixelSize
        guard size.width > 0, size.height > 0,
            let tex = SDL_CreateTexture(renderer.handle, renderer.nativeFormat, Int32(SDL_TEXTUREACCESS_STATIC.rawValue), Int32(size.width), Int32(size.height))
        else { return nil }
        // A gradient, so nothing along the way can treat it as one colour.
        var pixels = [UInt8](repeating: 255, count: size.width * size.height * 4)
        for y in 0..<size.height {
            for x in 0..<size.width {
                let i = (y * size.width + x) * 4
                pixels[i] = UInt8(x * 255 / max(1, size.width - 1))
                pixels[i + 1] = UInt8(y * 255 / max(1, size.height - 1))
                pixels[i + 2] = 128
            }
        }
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
        self.renderer = renderer
        texture = tex
    }

    /// One frame: the copy, then present.
    public func draw() {
        SDL_RenderCopy(renderer.handle, texture, nil, nil)
        SDL_RenderPresent(renderer.handle)
    }

    public func close() { SDL_DestroyTexture(texture) }
}
