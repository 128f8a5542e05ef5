import Compositor
import Geometry
import SDLPlatform

/// One frame of a side-by-side video: a label bar across the top and under it each run's
/// frame in its own column, left to right. The frame's pixels are kept and each run's
/// column overwritten in place (a row at a time), so a frame costs copies, not allocations.
@_spi(Testing) public struct SideBySideFrame {
    let widths: [Int]
    let barHeight: Int
    let contentHeight: Int
    public private(set) var pixels: [UInt8]

    public var size: PixelSize { PixelSize(width: widths.reduce(0, +), height: barHeight + contentHeight) }

    /// Columns `widths` wide under `bar` (as wide as all of them), `contentHeight` tall,
    /// on `background` where a run's frame does not reach.
    public init(bar: RGBAImage, widths: [Int], contentHeight: Int, background: Color) {
        self.widths = widths
        barHeight = bar.height
        self.contentHeight = contentHeight
        let width = widths.reduce(0, +)
        let fill: [UInt8] = [background.red, background.green, background.blue, background.alpha].map { UInt8((min(1, max(0, $0)) * 255).rounded()) }
        var pixels = [UInt8](repeating: 0, count: width * (bar.height + contentHeight) * 4)
        // RGBA bytes in memory order, as one 32-bit word to repeat.
        let word = fill.withUnsafeBytes { $0.load(as: UInt32.self) }
        pixels.withUnsafeMutableBytes { $0.bindMemory(to: UInt32.self).update(repeating: word) }
        self.pixels = pixels
        Self.copy(bar, into: &self.pixels, frameWidth: width, x: 0, y: 0, columns: width, rows: bar.height)
    }

    /// Puts `image` in column `column`, top-left under the bar, cut to the column.
    public mutating func place(_ image: RGBAImage, column: Int) {
        let x = widths[..<column].reduce(0, +)
        Self.copy(image, into: &pixels, frameWidth: size.width, x: x, y: barHeight,
                  columns: min(image.width, widths[column]), rows: min(image.height, contentHeight))
    }

    private static func copy(_ image: RGBAImage, into pixels: inout [UInt8], frameWidth: Int, x: Int, y: Int, columns: Int, rows: Int) {
        guard columns > 0, rows > 0 else { return }
        pixels.withUnsafeMutableBytes { target in
            image.pixels.withUnsafeBytes { source in
                for row in 0..<rows {
                    let from = source.baseAddress! + row * image.width * 4
                    let to = target.baseAddress! + ((y + row) * frameWidth + x) * 4
                    to.copyMemory(from: from, byteCount: columns * 4)
                }
            }
        }
    }
}
