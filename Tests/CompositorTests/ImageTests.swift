import Testing
import Compositor

@Suite struct ImageTests {
    /// Opaque means every alpha byte is 255; colour bytes do not count.
    @Test func opaqueOnlyWhenEveryAlphaIs255() {
        var pixels = [UInt8](repeating: 0, count: 3 * 2 * 4)
        for i in stride(from: 3, to: pixels.count, by: 4) { pixels[i] = 255 }
        #expect(Image(width: 3, height: 2, pixels: pixels)!.isOpaque)
        pixels[pixels.count - 1] = 254
        #expect(!Image(width: 3, height: 2, pixels: pixels)!.isOpaque)
        pixels[pixels.count - 1] = 255
        pixels[3] = 0
        #expect(!Image(width: 3, height: 2, pixels: pixels)!.isOpaque)
        #expect(Image(width: 3, height: 2, pixels: [UInt8](repeating: 255, count: 5)) == nil)
    }

    /// Half size: each pixel the average of the two by two it stands for, colours weighted by
    /// alpha (a clear pixel lends none), an odd side rounded up, the scale halved.
    @Test func halvedAveragesEachTwoByTwo() throws {
        let pixels: [UInt8] = [
            255, 0, 0, 255, 0, 0, 255, 255, 10, 20, 30, 255,
            255, 0, 0, 255, 0, 0, 0, 0, 10, 20, 30, 255,
        ]
        let image = try #require(Image(width: 3, height: 2, scale: 2, pixels: pixels))
        let half = try #require(image.halved())
        #expect(half.width == 2 && half.height == 1 && half.scale == 1)
        // Two red, one blue, one clear: colour from the three that have it, alpha 3/4.
        #expect(Array(half.pixels[0..<4]) == [170, 0, 85, 191])
        // The odd column stands for itself.
        #expect(Array(half.pixels[4..<8]) == [10, 20, 30, 255])
        let thin = try #require(Image(width: 1, height: 4, pixels: [UInt8](repeating: 9, count: 16)))
        #expect(thin.halved() == nil)
    }
}
