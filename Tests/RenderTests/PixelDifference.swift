import SDLPlatform

/// Exactly how two renders of the same size differ: the pixels with any channel changed,
/// the largest change of a channel, and the box that holds them (window pixels).
struct PixelDifference: CustomStringConvertible {
    let count: Int
    let largest: Int
    /// minX, minY, maxX, maxY of the changed pixels; nil when none changed.
    let box: (Int, Int, Int, Int)?

    init(_ a: RGBAImage, _ b: RGBAImage) {
        precondition(a.width == b.width && a.height == b.height, "renders of different sizes")
        var count = 0, largest = 0
        var minX = Int.max, minY = Int.max, maxX = -1, maxY = -1
        a.pixels.withUnsafeBufferPointer { pa in
            b.pixels.withUnsafeBufferPointer { pb in
                for y in 0..<a.height {
                    for x in 0..<a.width {
                        let i = (y * a.width + x) * 4
                        var worst = 0
                        for c in 0..<4 { worst = max(worst, abs(Int(pa[i + c]) - Int(pb[i + c]))) }
                        guard worst > 0 else { continue }
                        count += 1
                        largest = max(largest, worst)
                        minX = min(minX, x); minY = min(minY, y); maxX = max(maxX, x); maxY = max(maxY, y)
                    }
                }
            }
        }
        self.count = count
        self.largest = largest
        box = count > 0 ? (minX, minY, maxX, maxY) : nil
    }

    var description: String {
        guard let (x0, y0, x1, y1) = box else { return "identical" }
        return "\(count) pixels differ (by at most \(largest)/255) in x \(x0)...\(x1), y \(y0)...\(y1)"
    }
}
