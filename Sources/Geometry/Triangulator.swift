/// Ear-clipping triangulation of simple polygons, convex or concave.
///
/// Degenerate input never traps: collinear and repeated points are skipped, and a
/// self-intersecting polygon (which has no proper ears left at some point) is finished by
/// clipping the least bad vertex, so it is drawn as well as it can be.
public enum Triangulator {
    /// Triangles as index triples into `polygon`, all wound the same way as the polygon.
    public static func triangulate(_ polygon: [Point]) -> [Int] {
        let n = polygon.count
        guard n >= 3 else { return [] }
        var indices: [Int] = []
        indices.reserveCapacity((n - 2) * 3)
        // Work on a counter-clockwise (y-up sense, positive signed area) ring of indices.
        let orientation: Double = Polygon.signedArea(polygon) >= 0 ? 1 : -1
        var ring = Array(0..<n)
        var guardCount = 0
        var i = 0
        while ring.count > 3 {
            guardCount += 1
            if guardCount > 4 * n * n + 16 { break }
            let m = ring.count
            var clipped = false
            for k in 0..<m {
                let ia = ring[(i + k + m - 1) % m], ib = ring[(i + k) % m], ic = ring[(i + k + 1) % m]
                if isEar(polygon, ring, ia, ib, ic, orientation) {
                    indices.append(contentsOf: [ia, ib, ic])
                    ring.remove(at: (i + k) % m)
                    i = (i + k) % max(1, ring.count)
                    clipped = true
                    break
                }
            }
            if !clipped {
                // No ear: drop the vertex whose corner is most degenerate (collinear or reflex).
                var best = 0
                var bestCross = Double.infinity
                for k in 0..<m {
                    let a = polygon[ring[(k + m - 1) % m]], b = polygon[ring[k]], c = polygon[ring[(k + 1) % m]]
                    let cr = abs(Polygon.cross(a, b, c))
                    if cr < bestCross { bestCross = cr; best = k }
                }
                let a = ring[(best + m - 1) % m], b = ring[best], c = ring[(best + 1) % m]
                if Polygon.cross(polygon[a], polygon[b], polygon[c]) * orientation > 0 {
                    indices.append(contentsOf: [a, b, c])
                }
                ring.remove(at: best)
                i = best % max(1, ring.count)
            }
        }
        if ring.count == 3, Polygon.cross(polygon[ring[0]], polygon[ring[1]], polygon[ring[2]]) != 0 {
            indices.append(contentsOf: ring)
        }
        return indices
    }

    private static func isEar(_ p: [Point], _ ring: [Int], _ ia: Int, _ ib: Int, _ ic: Int, _ orientation: Double) -> Bool {
        let a = p[ia], b = p[ib], c = p[ic]
        let turn = Polygon.cross(a, b, c) * orientation
        guard turn > 0 else { return false }
        for j in ring where j != ia && j != ib && j != ic {
            let q = p[j]
            if q == a || q == b || q == c { continue }
            if pointInTriangle(q, a, b, c, orientation) { return false }
        }
        return true
    }

    private static func pointInTriangle(_ q: Point, _ a: Point, _ b: Point, _ c: Point, _ o: Double) -> Bool {
        let d1 = Polygon.cross(a, b, q) * o
        let d2 = Polygon.cross(b, c, q) * o
        let d3 = Polygon.cross(c, a, q) * o
        return d1 >= 0 && d2 >= 0 && d3 >= 0
    }

    /// Total area of a triangle list, for checking a triangulation.
    public static func area(of triangles: [Int], in polygon: [Point]) -> Double {
        var sum = 0.0
        var k = 0
        while k + 2 < triangles.count {
            sum += abs(Polygon.cross(polygon[triangles[k]], polygon[triangles[k + 1]], polygon[triangles[k + 2]])) / 2
            k += 3
        }
        return sum
    }
}
