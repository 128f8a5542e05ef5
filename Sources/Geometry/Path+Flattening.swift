/// Turning curves into polylines.
extension Path {
    /// The subpaths as polygons (closed implicitly), with curves split into line segments that
    /// stay within `tolerance` of the true curve. Subpaths with fewer than three distinct
    /// points, and any non-finite points, are dropped.
    public func flattened(tolerance: Double = 0.25) -> [[Point]] {
        let tol = tolerance > 0 && tolerance.isFinite ? tolerance : 0.25
        var polygons: [[Point]] = []
        var current: [Point] = []
        var last = Point.zero

        func finish() {
            let cleaned = Polygon.removingDuplicates(current)
            if cleaned.count >= 3 { polygons.append(cleaned) }
            current = []
        }

        for e in elements {
            switch e {
            case .move(let p):
                finish()
                current.append(p)
                last = p
            case .line(let p):
                current.append(p)
                last = p
            case .quadCurve(let p, let c):
                // Degree elevation keeps one subdivision routine.
                let c1 = last + (c - last) * (2.0 / 3.0)
                let c2 = p + (c - p) * (2.0 / 3.0)
                Path.flattenCubic(last, c1, c2, p, tolerance: tol, into: &current)
                last = p
            case .curve(let p, let c1, let c2):
                Path.flattenCubic(last, c1, c2, p, tolerance: tol, into: &current)
                last = p
            case .close:
                finish()
            }
        }
        finish()
        return polygons.filter { poly in poly.allSatisfy { $0.isFinite } }
    }

    /// Uniform subdivision with a segment count from the control polygon's second differences,
    /// which bounds the distance between the curve and its chords by `tolerance`.
    static func flattenCubic(_ p0: Point, _ p1: Point, _ p2: Point, _ p3: Point, tolerance: Double, into out: inout [Point]) {
        let dd1 = (p0 - p1 * 2 + p2).length
        let dd2 = (p1 - p2 * 2 + p3).length
        let dd = max(dd1, dd2)
        var n = Int((dd * 6 / (8 * tolerance)).squareRoot().rounded(.up))
        if !(n >= 1) { n = 1 }
        n = min(n, 1000)
        for i in 1...n {
            let t = Double(i) / Double(n)
            let mt = 1 - t
            let a = mt * mt * mt, b = 3 * mt * mt * t, c = 3 * mt * t * t, d = t * t * t
            out.append(Point(x: a * p0.x + b * p1.x + c * p2.x + d * p3.x, y: a * p0.y + b * p1.y + c * p2.y + d * p3.y))
        }
    }
}
