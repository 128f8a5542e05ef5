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

    /// Writes the image as a PNG file (in place, not atomically: for tests and tools; the
    /// `segue` commands encode with `pngData()` and write through their own atomic writer).
    public func writePNG(to path: String) throws(SDLError) {
        let ok = try withSurface { s in IMG_SavePNG(s, path) == 0 }
        if !ok { throw SDLError("could not write PNG \(path)") }
    }

    /// The image with every pixel's alpha 255. A window's frame is opaque, but blending
    /// rounds: about 4 % of a frame's pixels read back with alpha 251-254 (anti-aliased edges
    /// drawn over others), which an image viewer shows as faintly see-through. Snapshots and
    /// frames are written opaque.
    public var opaque: RGBAImage {
        var copy = self
        copy.pixels.withUnsafeMutableBufferPointer { p in
            var i = 3
            while i < p.count {
                p[i] = 255
                i += 4
            }
        }
        return copy
    }

    /// The image encoded as a complete PNG file in memory, so a caller can write it to disk
    /// all at once (or not at all) and report its own write errors.
    public func pngData() throws(SDLError) -> [UInt8] {
        var bytes: [UInt8] = []
        bytes.reserveCapacity(64 * 1024)
        let ok = try withSurface { s in
            withUnsafeMutablePointer(to: &bytes) { sink -> Bool in
                guard let rw = SDL_AllocRW() else { return false }
                defer { SDL_FreeRW(rw) }
                Self.makeAppending(rw, to: sink)
                return IMG_SavePNG_RW(s, rw, 0) == 0
            }
        }
        if !ok || bytes.isEmpty { throw SDLError("could not encode a \(width)x\(height) PNG") }
        return bytes
    }

    /// Points `rw` at a growing byte array: SDL2 has no growable memory stream, and a fixed
    /// buffer would need a worst-case size guess. Writes append; only "where am I" seeks work.
    private static func makeAppending(_ rw: UnsafeMutablePointer<SDL_RWops>, to sink: UnsafeMutablePointer<[UInt8]>) {
        rw.pointee.type = UInt32(SDL_RWOPS_UNKNOWN)
        rw.pointee.hidden.unknown.data1 = UnsafeMutableRawPointer(sink)
        rw.pointee.size = { rw in Int64(RGBAImage.sinkOf(rw).pointee.count) }
        rw.pointee.seek = { rw, offset, whence in
            let count = Int64(RGBAImage.sinkOf(rw).pointee.count)
            return offset == 0 && (whence == RW_SEEK_CUR || whence == RW_SEEK_END) ? count : -1
        }
        rw.pointee.read = { _, _, _, _ in 0 }
        rw.pointee.write = { rw, data, size, count in
            guard let data, size > 0 else { return 0 }
            RGBAImage.sinkOf(rw).pointee.append(contentsOf: UnsafeRawBufferPointer(start: data, count: size * count))
            return count
        }
        rw.pointee.close = { _ in 0 }
    }

    /// The byte array an appending stream writes into.
    private static func sinkOf(_ rw: UnsafeMutablePointer<SDL_RWops>?) -> UnsafeMutablePointer<[UInt8]> {
        rw!.pointee.hidden.unknown.data1.assumingMemoryBound(to: [UInt8].self)
    }

    /// The pixels wrapped (copied) as an SDL surface for SDL_image.
    private func withSurface<T>(_ body: (UnsafeMutablePointer<SDL_Surface>) -> T) throws(SDLError) -> T {
        guard width > 0, height > 0, pixels.count == width * height * 4 else {
            throw SDLError(message: "a \(width)x\(height) image needs \(width * height * 4) bytes, not \(pixels.count)")
        }
        var copy = pixels
        let result = copy.withUnsafeMutableBytes { raw -> T? in
            guard let s = SDL_CreateRGBSurfaceWithFormatFrom(raw.baseAddress, Int32(width), Int32(height), 32, Int32(width * 4), SDL_PIXELFORMAT_RGBA32.rawValue) else {
                return nil
            }
            defer { SDL_FreeSurface(s) }
            return body(s)
        }
        guard let result else { throw SDLError("could not wrap a \(width)x\(height) image as a surface") }
        return result
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
