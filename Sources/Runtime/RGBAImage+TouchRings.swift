import SDLPlatform
import Video

extension RGBAImage {
    /// The image with `rings` drawn over it (the pointer in a video).
    func touched(by rings: [TouchRing]) -> RGBAImage {
        guard !rings.isEmpty else { return self }
        var pixels = pixels
        for ring in rings { ring.paint(into: &pixels, width: width, height: height) }
        return RGBAImage(width: width, height: height, pixels: pixels)
    }
}
