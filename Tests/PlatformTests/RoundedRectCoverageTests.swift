import CCairo
import CPixels
import Foundation
import Testing

/// The rounded rectangle's coverage (`segue_rounded_rect_coverage`, `segue_rounded_rect_fill`)
/// against the shape's true area in each pixel, integrated column by column from its exact
/// outline; the same shape moved by whole pixels, however far; and the fill as pixman's OVER
/// through the coverage.
@Suite struct RoundedRectCoverageTests {
    struct Shape: CustomStringConvertible {
        var l, t, r, b, rx, ry: Double
        /// Most levels off the true area allowed.
        var tolerance: Int

        var description: String { "\(r - l) x \(b - t) at (\(l), \(t)), radii \(rx), \(ry)" }

        /// The shape's top and bottom at `x`, as its outline has them (nil outside it).
        func column(_ x: Double) -> (Double, Double)? {
            guard x >= l, x <= r else { return nil }
            // As the C side: radii at most half the sides, square corners below half a pixel.
            var ax = min(rx, (r - l) / 2), ay = min(ry, (b - t) / 2)
            if ax < 0.5 || ay < 0.5 { ax = 0; ay = 0 }
            var inset = 0.0
            if ax > 0 {
                let d = x < l + ax ? (l + ax - x) / ax : x > r - ax ? (x - (r - ax)) / ax : 0
                inset = ay * (1 - (max(0, 1 - d * d)).squareRoot())
            }
            return (t + inset, b - inset)
        }

        /// The part of pixel (x, y) inside, integrated over 512 columns.
        func area(_ x: Int, _ y: Int) -> Double {
            let n = 512
            var sum = 0.0
            for i in 0..<n {
                guard let (top, bottom) = column(Double(x) + (Double(i) + 0.5) / Double(n)) else { continue }
                sum += max(0, min(bottom, Double(y + 1)) - max(top, Double(y)))
            }
            return sum / Double(n)
        }
    }

    static let shapes = [
        Shape(l: 10.3, t: 12.7, r: 10.3 + 80.88, b: 12.7 + 80.88, rx: 40.44, ry: 40.44, tolerance: 2),
        Shape(l: 5.2, t: 4.4, r: 5.2 + 160.3, b: 4.4 + 60.7, rx: 20, ry: 20, tolerance: 3),
        Shape(l: 2.1, t: 2.9, r: 2.1 + 120, b: 2.9 + 50, rx: 30, ry: 12, tolerance: 4),
        Shape(l: 7.6, t: 5.3, r: 7.6 + 40, b: 5.3 + 40, rx: 4, ry: 4, tolerance: 7),
        Shape(l: 3.5, t: 3.25, r: 23.5, b: 11.75, rx: 3, ry: 3, tolerance: 7),
        Shape(l: 3.4, t: 3.3, r: 3.4 + 60, b: 3.3 + 30, rx: 1, ry: 1, tolerance: 12),
        // Thin and square: the sides' overlap is exact, but for each side taken to 1/256 px.
        Shape(l: 3.4, t: 3.3, r: 3.4 + 60, b: 3.3 + 0.6, rx: 0, ry: 0, tolerance: 2),
        Shape(l: 3.7, t: 2.2, r: 3.9, b: 30.1, rx: 0, ry: 0, tolerance: 2),
    ]

    static func coverage(_ s: Shape, ox: Int = 0, oy: Int = 0, width: Int, height: Int, alpha: UInt32 = 255) -> [UInt8] {
        var mask = [UInt8](repeating: 7, count: width * height)
        segue_rounded_rect_coverage(&mask, Int32(width), Int32(ox), Int32(oy), Int32(width), Int32(height), s.l, s.t, s.r, s.b, s.rx, s.ry, alpha)
        return mask
    }

    @Test(arguments: shapes)
    func levelsAreTheTrueAreaToAFewLevels(_ s: Shape) {
        let width = Int(s.r.rounded(.up)) + 3, height = Int(s.b.rounded(.up)) + 3
        let mask = RoundedRectCoverageTests.coverage(s, width: width, height: height)
        var worst = (levels: 0, x: 0, y: 0, ours: 0, truth: 0.0)
        for y in 0..<height {
            for x in 0..<width {
                let ours = Int(mask[y * width + x])
                // A pixel whose four corners are inside is wholly inside (the shape is convex).
                let corners = [(x, y), (x + 1, y), (x, y + 1), (x + 1, y + 1)].allSatisfy { cx, cy in
                    guard let (top, bottom) = s.column(Double(cx)) else { return false }
                    return Double(cy) >= top && Double(cy) <= bottom
                }
                let truth = corners ? 255 : s.area(x, y) * 255
                let off = abs(Double(ours) - truth)
                if off.rounded(.up) > Double(worst.levels) { worst = (Int(off.rounded(.up)), x, y, ours, truth) }
            }
        }
        #expect(worst.levels <= s.tolerance, "\(s): \(worst.levels) levels off at (\(worst.x), \(worst.y)): \(worst.ours), not \(worst.truth)")
    }

    @Test func theShapeMovedByWholePixelsHasTheSameLevelsHoweverFar() {
        let s = Shape(l: 4.37, t: 3.61, r: 4.37 + 70.3, b: 3.61 + 41.9, rx: 15.2, ry: 11.4, tolerance: 0)
        let here = RoundedRectCoverageTests.coverage(s, width: 80, height: 50)
        #expect(here.contains { $0 > 0 && $0 < 255 }, "the edges are anti-aliased")
        for (dx, dy) in [(1, 0), (-37, 5), (1_000_003, -70_001), (-2_000_000, 3_000_000)] {
            let moved = Shape(l: s.l + Double(dx), t: s.t + Double(dy), r: s.r + Double(dx), b: s.b + Double(dy), rx: s.rx, ry: s.ry, tolerance: 0)
            let there = RoundedRectCoverageTests.coverage(moved, ox: dx, oy: dy, width: 80, height: 50)
            #expect(there == here, "moved by (\(dx), \(dy))")
        }
    }

    /// Filling is blending the colour through the coverage, as pixman's OVER with an a8 mask:
    /// opaque and translucent, over a patterned target, cut to a part of it.
    @Test(arguments: [UInt32(0xFF33_66CC), 0xB3A0_7010])
    func theFillIsPixmansBlendThroughTheCoverage(color: UInt32) throws {
        let width = 120, height = 90
        let s = Shape(l: 10.6, t: 7.2, r: 101.3, b: 80.9, rx: 26.5, ry: 26.5, tolerance: 0)
        var pattern = [UInt32](repeating: 0, count: width * height)
        for i in pattern.indices { pattern[i] = 0xFF00_0000 | UInt32(truncatingIfNeeded: i &* 2_654_435_761) & 0x00FF_FFFF }
        // Cut: only columns 5..<97 and rows 3..<70.
        let (x0, y0, x1, y1) = (5, 3, 97, 70)
        var filled = pattern
        segue_rounded_rect_fill(&filled, Int32(width * 4), Int32(x0), Int32(y0), Int32(x1), Int32(y1), s.l, s.t, s.r, s.b, s.rx, s.ry, color)
        var blended = pattern
        var mask = RoundedRectCoverageTests.coverage(s, ox: x0, oy: y0, width: x1 - x0, height: y1 - y0)
        try blended.withUnsafeMutableBufferPointer { dst in
            try mask.withUnsafeMutableBufferPointer { m in
                let target = try #require(pixman_image_create_bits(PIXMAN_a8r8g8b8, Int32(width), Int32(height), dst.baseAddress, Int32(width * 4)))
                let a8 = try #require(pixman_image_create_bits(PIXMAN_a8, Int32(x1 - x0), Int32(y1 - y0), UnsafeMutableRawPointer(m.baseAddress!).assumingMemoryBound(to: UInt32.self), Int32(x1 - x0)))
                var c = pixman_color_t(red: UInt16(color >> 16 & 0xFF) * 257, green: UInt16(color >> 8 & 0xFF) * 257, blue: UInt16(color & 0xFF) * 257, alpha: UInt16(color >> 24) * 257)
                let solid = try #require(pixman_image_create_solid_fill(&c))
                pixman_image_composite32(PIXMAN_OP_OVER, solid, a8, target, 0, 0, 0, 0, Int32(x0), Int32(y0), Int32(x1 - x0), Int32(y1 - y0))
                [target, a8, solid].forEach { pixman_image_unref($0) }
            }
        }
        let differing = zip(filled, blended).filter { $0 != $1 }.count
        #expect(differing == 0, "\(differing) pixels differ")
        // Nothing outside the cut changed.
        for y in 0..<height {
            for x in 0..<width where x < x0 || x >= x1 || y < y0 || y >= y1 {
                if filled[y * width + x] != pattern[y * width + x] { Issue.record("(\(x), \(y)) changed outside the cut"); return }
            }
        }
    }

    /// A texture blended through the shape in one pass is the masked blend through its
    /// coverage at that alpha: with a transparent half, at full and partial alpha.
    @Test(arguments: [UInt32(255), 150])
    func theTextureThroughTheShapeIsTheMaskedBlend(alpha: UInt32) {
        let width = 120, height = 90
        let s = Shape(l: 10.6, t: 7.2, r: 101.3, b: 80.9, rx: 26.5, ry: 20, tolerance: 0)
        var texture = [UInt32](repeating: 0, count: 130 * 100)
        for i in texture.indices {
            let a = i % 130 < 60 ? UInt32(255) : UInt32(i % 7 == 0 ? 0 : 90)
            let c = UInt32(truncatingIfNeeded: i &* 2_246_822_519)
            // Premultiplied: no channel above the alpha.
            texture[i] = a << 24 | min(a, c >> 16 & 0xFF) << 16 | min(a, c >> 8 & 0xFF) << 8 | min(a, c & 0xFF)
        }
        var pattern = [UInt32](repeating: 0, count: width * height)
        for i in pattern.indices { pattern[i] = 0xFF00_0000 | UInt32(truncatingIfNeeded: i &* 2_654_435_761) & 0x00FF_FFFF }
        let (x0, y0, x1, y1) = (5, 3, 104, 85), (ox, oy) = (7, 4)
        var direct = pattern
        segue_rounded_rect_over(texture, Int32(130 * 4), Int32(ox), Int32(oy), 0, alpha, &direct, Int32(width * 4), Int32(x0), Int32(y0), Int32(x1), Int32(y1),
            s.l, s.t, s.r, s.b, s.rx, s.ry)
        var masked = pattern
        let mask = RoundedRectCoverageTests.coverage(s, ox: x0, oy: y0, width: x1 - x0, height: y1 - y0, alpha: alpha)
        texture.withUnsafeBufferPointer { src in
            masked.withUnsafeMutableBufferPointer { dst in
                segue_over_masked(src.baseAddress! + (y0 + oy) * 130 + x0 + ox, Int32(130 * 4), mask, Int32(x1 - x0), 255,
                    dst.baseAddress! + y0 * width + x0, Int32(width * 4), Int32(x1 - x0), Int32(y1 - y0), 0)
            }
        }
        #expect(direct != pattern)
        let differing = zip(direct, masked).filter { $0 != $1 }.count
        #expect(differing == 0, "\(differing) pixels differ")
    }
}
