import CSDL2
import Compositor
import Geometry
import Testing
@_spi(Testing) import SDLPlatform

/// A copy that reads past its texture's edge draws, on an SDL renderer, what it draws in
/// cairo: its texture where the texture is, nothing elsewhere. (SDL cuts such a source to
/// the texture and stretches what is left over the whole destination: a picture captured
/// as far as the window reaches and copied at its whole size came out 2.25 times as wide.)
@MainActor
@Suite struct SDLRendererCopyTests {
    static let red: [UInt8] = [255, 0, 0, 255], blue: [UInt8] = [0, 0, 255, 255], white: [UInt8] = [255, 255, 255, 255]

    /// Draws one copy of a 64x32 image (red in its first 16 columns, blue after) onto a
    /// white 64x32 surface with SDL's software renderer; the surface's pixels, RGBA.
    func drawCopy(source: Rect, dest: Rect) throws -> (_ x: Int, _ y: Int) -> [UInt8] {
        let surface = try #require(SDL_CreateRGBSurfaceWithFormat(0, 64, 32, 32, SDL_PIXELFORMAT_ARGB8888.rawValue))
        defer { SDL_FreeSurface(surface) }
        let renderer = try #require(SDLRenderer.software(on: surface, fonts: try FontLibrary()))
        defer { renderer.close() }
        var pixels = [UInt8](repeating: 0, count: 64 * 32 * 4)
        for y in 0..<32 { for x in 0..<64 { pixels.replaceSubrange((y * 64 + x) * 4..<(y * 64 + x) * 4 + 4, with: x < 16 ? Self.red : Self.blue) } }
        let image = try #require(Image(width: 64, height: 32, pixels: pixels))
        let texture = try #require(renderer.makeTexture(image: image))
        var list = DrawList()
        list.clear(.white)
        list.addCopy(texture.handle, source: source, dest: dest, color: (255, 255, 255, 255), blend: .normal, layer: nil)
        renderer.execute(list)
        let shot = try #require(renderer.readPixels())
        return { x, y in Array(shot.pixels[(y * 64 + x) * 4..<(y * 64 + x) * 4 + 4]) }
    }

    @Test func aCopyReachingPastItsTextureIsNotStretched() throws {
        // Half a texture to the left of it and half to the right, at the texture's own size.
        let at = try drawCopy(source: Rect(x: -0.5, y: 0, width: 2, height: 1), dest: Rect(x: -32, y: 0, width: 128, height: 32))
        #expect(at(8, 16) == Self.red && at(15, 16) == Self.red)
        #expect(at(16, 16) == Self.blue && at(63, 16) == Self.blue)
    }

    @Test func aCopyStartingInsideAndEndingOutsideDrawsOnlyWhatIsInside() throws {
        // The texture's right half, then as much again past its edge: blue on the left half
        // of the surface, the white beneath on the right.
        let at = try drawCopy(source: Rect(x: 0.5, y: 0, width: 1, height: 1), dest: Rect(x: 0, y: 0, width: 64, height: 32))
        #expect(at(10, 16) == Self.blue && at(31, 16) == Self.blue)
        #expect(at(32, 16) == Self.white && at(63, 16) == Self.white)
    }

    @Test func aCopyWhollyOutsideItsTextureDrawsNothing() throws {
        let at = try drawCopy(source: Rect(x: 1.5, y: 0, width: 1, height: 1), dest: Rect(x: 0, y: 0, width: 64, height: 32))
        #expect(at(0, 0) == Self.white && at(63, 31) == Self.white)
    }

    /// A picture shrunk about sevenfold is sampled from a smaller level of itself (as a GPU samples
    /// a mipmap): one-texel black and white stripes read as even grey, where linear sampling
    /// of the picture itself reads a few of its texels and shows black or white.
    @Test func aShrunkPictureIsSampledFromASmallerLevel() throws {
        let surface = try #require(SDL_CreateRGBSurfaceWithFormat(0, 64, 32, 32, SDL_PIXELFORMAT_ARGB8888.rawValue))
        defer { SDL_FreeSurface(surface) }
        let renderer = try #require(SDLRenderer.software(on: surface, fonts: try FontLibrary()))
        defer { renderer.close() }
        var pixels: [UInt8] = []
        for _ in 0..<128 { for x in 0..<256 { pixels += x % 2 == 0 ? [0, 0, 0, 255] : [255, 255, 255, 255] } }
        let image = try #require(Image(width: 256, height: 128, pixels: pixels))
        let texture = try #require(renderer.makeTexture(image: image))
        var list = DrawList()
        list.clear(.white)
        list.addCopy(texture.handle, source: Rect(x: 0, y: 0, width: 1, height: 1), dest: Rect(x: 0, y: 0, width: 37, height: 19), color: (255, 255, 255, 255), blend: .normal, layer: nil)
        renderer.execute(list)
        let shot = try #require(renderer.readPixels())
        var darkest = 255, lightest = 0
        for y in 2..<17 {
            for x in 2..<35 {
                let g = Int(shot.pixels[(y * 64 + x) * 4 + 1])
                darkest = min(darkest, g)
                lightest = max(lightest, g)
            }
        }
        #expect(darkest >= 96 && lightest <= 160, "greys from \(darkest) to \(lightest)")
    }
}
