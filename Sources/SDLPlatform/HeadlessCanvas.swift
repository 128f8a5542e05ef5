import Compositor
import Geometry

/// An offscreen output drawn by the software backend (`CairoRenderer`): no display needed.
/// It can read its pixels back or write them as PNG.
@MainActor
public final class HeadlessCanvas {
    public let renderer: CairoRenderer
    public let pointSize: Size
    public let pixelScale: Double

    public init(size: Size, scale: Double = 1, fonts: FontLibrary) throws(PlatformError) {
        try SDLLibrary.startText()
        let w = Int(max(1, min(16384, (size.width * scale).rounded())))
        let h = Int(max(1, min(16384, (size.height * scale).rounded())))
        guard let r = CairoRenderer(size: PixelSize(width: w, height: h), fonts: fonts) else {
            throw .sdl(SDLError("could not create a \(w)x\(h) software canvas"))
        }
        renderer = r
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
    }
}
