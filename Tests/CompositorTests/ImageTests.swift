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
}
