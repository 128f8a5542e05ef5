import CSDL2

/// A bitmap read back from a renderer or a PNG file: RGBA8, top row first. Reading and
/// writing PNG go through SDL_image.
public struct RGBAImage: Sendable, Equatable {
    public let width: Int
    public let height: Int
    public var pixels: [UInt8]

    public init(width: Int, height: Int, pixels: [UInt8]) {
        self.width = width
        self.height = height
        self.pixels = pixels
    }

    public func pixel(x: Int, y: Int) -> (r: UInt8, g: UInt8, b: UInt8, a: UInt8) {
        let i = (y * width + x) * 4
        return (pixels[i], pixels[i + 1], pixels[i + 2], pixels[i + 3])
    }

    /// Writes the image as a PNG file.
    public func writePNG(to path: String) throws(SDLError) {
        var copy = pixels
        let ok = copy.withUnsafeMutableBytes { raw -> Bool in
            guard let s = SDL_CreateRGBSurfaceWithFormatFrom(raw.baseAddress, Int32(width), Int32(height), 32, Int32(width * 4), SDL_PIXELFORMAT_RGBA32.rawValue) else {
                return false
            }
            defer { SDL_FreeSurface(s) }
            return IMG_SavePNG(s, path) == 0
        }
        if !ok { throw SDLError("could not write PNG \(path)") }
    }

    /// Reads a PNG (or any format SDL_image knows) into RGBA8.
    public static func readPNG(at path: String) throws(SDLError) -> RGBAImage {
        guard let loaded = IMG_Load(path) else { throw SDLError("could not read image \(path)") }
        defer { SDL_FreeSurface(loaded) }
        guard let s = SDL_ConvertSurfaceFormat(loaded, SDL_PIXELFORMAT_RGBA32.rawValue, 0) else {
            throw SDLError("could not convert image \(path)")
        }
        defer { SDL_FreeSurface(s) }
        let w = Int(s.pointee.w), h = Int(s.pointee.h), pitch = Int(s.pointee.pitch)
        var out = [UInt8](repeating: 0, count: w * h * 4)
        SDL_LockSurface(s)
        let base = s.pointee.pixels.assumingMemoryBound(to: UInt8.self)
        for y in 0..<h {
            for x in 0..<(w * 4) { out[y * w * 4 + x] = base[y * pitch + x] }
        }
        SDL_UnlockSurface(s)
        return RGBAImage(width: w, height: h, pixels: out)
    }
}
