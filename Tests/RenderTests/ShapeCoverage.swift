import Geometry

/// Which pixels of an image a shape may touch: those whose centre lies inside the shape
/// (nonzero winding), with the pixels whose square comes within `margin` pixels of it (anti-aliasing). Computed by
/// scanlines at pixel centres, independently of the compositor's own tessellation.
struct ShapeCoverage {
    let width: Int
    let height: Int
    private(set) var inside: [Bool]

    /// `polygons`: the shape's outline in image pixels.
    init(polygons: [[Point]], width: Int, height: Int, margin: Double) {
        self.width = width
        self.height = height
        var exact = [Bool](repeating: false, count: width * height)
        for row in 0..<height {
            let y = Double(row) + 0.5
            var crossings: [(x: Double, winding: Int)] = []
            for polygon in polygons {
                for (i, a) in polygon.enumerated() {
                    let b = polygon[(i + 1) % polygon.count]
                    guard (a.y <= y) != (b.y <= y) else { continue }
                    let x = a.x + (y - a.y) / (b.y - a.y) * (b.x - a.x)
                    crossings.append((x, b.y > a.y ? 1 : -1))
                }
            }
            crossings.sort { $0.x < $1.x }
            var winding = 0
            for (i, c) in crossings.enumerated() {
                winding += c.winding
                guard winding != 0, i + 1 < crossings.count else { continue }
                // Pixels whose centre lies between this crossing and the next.
                let first = max(0, Int((c.x - 0.5).rounded(.up)))
                let last = min(width - 1, Int((crossings[i + 1].x - 0.5).rounded(.down)))
                if first <= last { for x in first...last { exact[row * width + x] = true } }
            }
        }
        inside = exact
        guard margin > 0 else { return }
        // Pixels near the outline whose square comes within `margin` of the shape: centres
        // within margin + half a diagonal of an edge.
        let reach = margin + 0.5.squareRoot()
        let near = Int(margin.rounded(.up)) + 1
        var checked = exact
        for polygon in polygons {
            for (i, a) in polygon.enumerated() {
                // The part of the edge over the image (and a margin), walked in half pixels.
                guard let (t0, t1) = ShapeCoverage.span(a, polygon[(i + 1) % polygon.count], within: Rect(x: -4, y: -4, width: Double(width + 8), height: Double(height + 8))) else { continue }
                let b = polygon[(i + 1) % polygon.count]
                let steps = max(1, Int(((b - a) * (t1 - t0)).length * 2))
                for k in 0...steps {
                    let p = a + (b - a) * (t0 + (t1 - t0) * Double(k) / Double(steps))
                    let cx = Int(p.x.rounded(.down)), cy = Int(p.y.rounded(.down))
                    let x0 = max(0, cx - near), x1 = min(width - 1, cx + near)
                    let y0 = max(0, cy - near), y1 = min(height - 1, cy + near)
                    guard x0 <= x1, y0 <= y1 else { continue }
                    for y in y0...y1 {
                        for x in x0...x1 where !checked[y * width + x] {
                            checked[y * width + x] = true
                            let c = Point(x: Double(x) + 0.5, y: Double(y) + 0.5)
                            if ShapeCoverage.distance(from: c, to: polygons) <= reach { inside[y * width + x] = true }
                        }
                    }
                }
            }
        }
    }

    /// The parameter range of the segment a→b inside `r` (Liang–Barsky), nil when it misses.
    static func span(_ a: Point, _ b: Point, within r: Rect) -> (Double, Double)? {
        var t0 = 0.0, t1 = 1.0
        let d = b - a
        for (p, q) in [(-d.x, a.x - r.minX), (d.x, r.maxX - a.x), (-d.y, a.y - r.minY), (d.y, r.maxY - a.y)] {
            if p == 0 {
                if q < 0 { return nil }
            } else {
                let t = q / p
                if p < 0 { t0 = max(t0, t) } else { t1 = min(t1, t) }
            }
        }
        return t0 <= t1 ? (t0, t1) : nil
    }

    /// The distance from `p` to the nearest edge of `polygons`.
    static func distance(from p: Point, to polygons: [[Point]]) -> Double {
        var best = Double.infinity
        for polygon in polygons {
            for (i, a) in polygon.enumerated() {
                let b = polygon[(i + 1) % polygon.count]
                let ab = b - a, ap = p - a
                let len2 = ab.x * ab.x + ab.y * ab.y
                let t = len2 > 0 ? min(1, max(0, (ap.x * ab.x + ap.y * ab.y) / len2)) : 0
                let q = a + ab * t
                best = min(best, (p - q).length)
            }
        }
        return best
    }

    subscript(x: Int, y: Int) -> Bool { inside[y * width + x] }

    /// A path in local coordinates, placed into image pixels by `transform`.
    static func polygons(of path: Path, transform: AffineTransform) -> [[Point]] {
        path.flattened(tolerance: 0.05).map { $0.map { transform.apply(to: $0) } }
    }
}
