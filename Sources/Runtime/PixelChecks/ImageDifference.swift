import Foundation
import SDLPlatform

/// Where two frames of one size differ, found a row at a time (identical rows are skipped
/// with one comparison each).
enum ImageDifference {
    /// The box (x0 ..< x1, y0 ..< y1) of the pixels whose largest channel difference exceeds
    /// `tolerance`; nil when there are none.
    static func box(_ a: RGBAImage, _ b: RGBAImage, tolerance: Int) -> (x0: Int, y0: Int, x1: Int, y1: Int)? {
        precondition(a.width == b.width && a.height == b.height, "frames of different sizes")
        var x0 = Int.max, y0 = Int.max, x1 = -1, y1 = -1
        let rowBytes = a.width * 4
        a.pixels.withUnsafeBufferPointer { pa in
            b.pixels.withUnsafeBufferPointer { pb in
                for y in 0..<a.height {
                    let start = y * rowBytes
                    guard memcmp(pa.baseAddress! + start, pb.baseAddress! + start, rowBytes) != 0 else { continue }
                    func differs(_ x: Int) -> Bool {
                        let i = start + x * 4
                        for c in 0..<4 where abs(Int(pa[i + c]) - Int(pb[i + c])) > tolerance { return true }
                        return false
                    }
                    // The row's first and last differing pixels, looked for from either end.
                    guard let first = (0..<a.width).first(where: differs) else { continue }
                    let last = (first..<a.width).last(where: differs) ?? first
                    x0 = min(x0, first); x1 = max(x1, last + 1); y0 = min(y0, y); y1 = max(y1, y + 1)
                }
            }
        }
        return x1 < 0 ? nil : (x0, y0, x1, y1)
    }
}
