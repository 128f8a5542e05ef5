import Foundation
import Geometry

/// A border as two contours with matching points (outer and inner edge of the stroke), so
/// the ring between them is a triangle strip.
struct BorderRing {
    let outer: [Point]
    let inner: [Point]

    /// The border of a rounded rectangle drawn inside `size`, `lineWidth` wide.
    init(size: Size, cornerRadius: Double, lineWidth: Double) {
        let w = min(lineWidth, size.width / 2, size.height / 2)
        let r = min(max(0, cornerRadius), size.width / 2, size.height / 2)
        let segments = r > 0 ? max(2, min(24, Int((r * 0.75).rounded(.up)))) : 0
        outer = BorderRing.contour(Rect(size: size), radius: r, segments: segments)
        inner = BorderRing.contour(Rect(size: size).insetBy(dx: w, dy: w).standardized, radius: max(0, r - w), segments: segments)
    }

    /// A clockwise (on screen) rounded-rect contour with `segments` steps per corner; the point
    /// count depends only on `segments`, so two contours pair up point for point.
    static func contour(_ rect: Rect, radius: Double, segments: Int) -> [Point] {
        let centres = [
            Point(x: rect.maxX - radius, y: rect.minY + radius), Point(x: rect.maxX - radius, y: rect.maxY - radius),
            Point(x: rect.minX + radius, y: rect.maxY - radius), Point(x: rect.minX + radius, y: rect.minY + radius),
        ]
        var pts: [Point] = []
        pts.reserveCapacity(4 * (segments + 1))
        for (k, c) in centres.enumerated() {
            let start = -Double.pi / 2 + Double(k) * Double.pi / 2
            for s in 0...segments {
                let a = start + (segments == 0 ? 0 : Double(s) / Double(segments) * Double.pi / 2)
                pts.append(Point(x: c.x + radius * cos(a), y: c.y + radius * sin(a)))
            }
        }
        return pts
    }
}

