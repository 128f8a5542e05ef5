import Foundation
import SDLPlatform

/// How far two renders differ: the share of pixels whose largest channel difference exceeds
/// `threshold`, and the mean absolute difference over all channels.
struct ImageComparison {
    let differingFraction: Double
    let meanDifference: Double
    let sameSize: Bool

    init(_ a: RGBAImage, _ b: RGBAImage, threshold: Int = 24) {
        guard a.width == b.width, a.height == b.height else {
            differingFraction = 1
            meanDifference = 255
            sameSize = false
            return
        }
        sameSize = true
        var differing = 0
        var total = 0
        let n = a.width * a.height
        a.pixels.withUnsafeBufferPointer { pa in
            b.pixels.withUnsafeBufferPointer { pb in
                for i in 0..<n {
                    var worst = 0
                    for c in 0..<4 {
                        let d = abs(Int(pa[i * 4 + c]) - Int(pb[i * 4 + c]))
                        total += d
                        worst = max(worst, d)
                    }
                    if worst > threshold { differing += 1 }
                }
            }
        }
        differingFraction = Double(differing) / Double(max(1, n))
        meanDifference = Double(total) / Double(max(1, n * 4))
    }

    /// Within tolerance: at most 0.5% of pixels visibly different, and a small mean difference.
    var matches: Bool { sameSize && differingFraction <= 0.005 && meanDifference <= 1.5 }

    var summary: String {
        sameSize
            ? String(format: "%.3f%% of pixels differ, mean difference %.2f", differingFraction * 100, meanDifference)
            : "sizes differ"
    }
}
