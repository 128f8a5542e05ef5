/// Helpers for simple polygons given as point lists (closed implicitly).
public enum Polygon {
    /// Signed area by the shoelace formula: positive when the points turn clockwise on a
    /// y-down screen (counter-clockwise in the usual y-up sense).
    public static func signedArea(_ pts: [Point]) -> Double {
        guard pts.count >= 3 else { return 0 }
        var sum = 0.0
        var j = pts.count - 1
        for i in 0..<pts.count {
            sum += pts[j].x * pts[i].y - pts[i].x * pts[j].y
            j = i
        }
        return sum / 2
    }

    public static func area(_ pts: [Point]) -> Double { abs(signedArea(pts)) }

    /// Drops consecutive duplicates (and a closing point equal to the first).
    public static func removingDuplicates(_ pts: [Point], epsilon: Double = 1e-9) -> [Point] {
        var out: [Point] = []
        out.reserveCapacity(pts.count)
        for p in pts {
            if let last = out.last, abs(last.x - p.x) <= epsilon, abs(last.y - p.y) <= epsilon { continue }
            out.append(p)
        }
        while out.count > 1, let f = out.first, let l = out.last, abs(f.x - l.x) <= epsilon, abs(f.y - l.y) <= epsilon {
            out.removeLast()
        }
        return out
    }

    /// Area of the triangle (a, b, c), signed like `signedArea`.
    @inline(__always)
    public static func cross(_ a: Point, _ b: Point, _ c: Point) -> Double {
        (b.x - a.x) * (c.y - a.y) - (b.y - a.y) * (c.x - a.x)
    }
}
