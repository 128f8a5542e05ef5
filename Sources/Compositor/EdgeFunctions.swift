import Geometry

/// A triangle's three edge functions, signed so that inside is >= 0: whether it reaches a
/// rectangle is then exact (no edge has all four corners outside it, given overlapping boxes).
struct EdgeFunctions {
    let ax: Double, ay: Double, bx: Double, by: Double, cx: Double, cy: Double
    let sign: Double

    init?(_ a: Vertex, _ b: Vertex, _ c: Vertex) {
        ax = Double(a.x); ay = Double(a.y); bx = Double(b.x); by = Double(b.y); cx = Double(c.x); cy = Double(c.y)
        let twiceArea = (bx - ax) * (cy - ay) - (cx - ax) * (by - ay)
        guard twiceArea != 0, twiceArea.isFinite else { return nil }
        sign = twiceArea > 0 ? 1 : -1
    }

    private func outside(_ px: Double, _ py: Double, _ qx: Double, _ qy: Double, _ r: Rect) -> Bool {
        func e(_ x: Double, _ y: Double) -> Double { sign * ((qx - px) * (y - py) - (qy - py) * (x - px)) }
        return e(r.minX, r.minY) < 0 && e(r.maxX, r.minY) < 0 && e(r.minX, r.maxY) < 0 && e(r.maxX, r.maxY) < 0
    }

    /// Whether the triangle and `r` share any point (their boxes are known to overlap).
    func reaches(_ r: Rect) -> Bool {
        !outside(ax, ay, bx, by, r) && !outside(bx, by, cx, cy, r) && !outside(cx, cy, ax, ay, r)
    }
}
