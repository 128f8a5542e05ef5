import Geometry

/// Which pixels of an image a shape may touch: those whose centre lies inside the shape
/// (nonzero winding), with the pixels whose square comes within `margin` pixels of it
/// (anti-aliasing). Computed by scanlines at pixel centres, independently of the
/// compositor's own tessellation, and only within `box` (outside it: not covered).
public struct ShapeCoverage {
    public let width: Int
    public let height: Int
    /// The pixels worked out: x0 ..< x1, y0 ..< y1.
    public let box: (x0: Int, y0: Int, x1: Int, y1: Int)
    private(set) var inside: [Bool]
    /// An upright rectangle's covered pixels, worked out as asked (no per-pixel array): its
    /// edges, and how far from them a pixel's centre may be (less than 0: that far inside).
    private var rectangle: (minX: Double, minY: Double, maxX: Double, maxY: Double, reach: Double)?

    /// `polygons`: the shape's outline in image pixels.
    public init(polygons: [[Point]], width: Int, height: Int, margin: Double, box: (x0: Int, y0: Int, x1: Int, y1: Int)? = nil) {
        self.width = width
        self.height = height
        let b = ShapeCoverage.clamped(box ?? (0, 0, width, height), width, height)
        self.box = b
        let bw = b.x1 - b.x0
        if let r = ShapeCoverage.uprightRectangle(polygons) {
            inside = []
            rectangle = (r.minX, r.minY, r.maxX, r.maxY, margin > 0 ? margin + 0.5.squareRoot() : 0)
            return
        }
        inside = ShapeCoverage.centres(polygons, b)
        guard margin > 0, bw > 0 else { return }
        // Pixels near the outline whose square comes within `margin` of the shape: centres
        // within margin + half a diagonal of an edge.
        let reach = margin + 0.5.squareRoot()
        let near = Int(margin.rounded(.up)) + 1
        ShapeCoverage.walkEdges(polygons, b, near: near) { x, y, a, e in
            let k = (y - b.y0) * bw + (x - b.x0)
            guard !inside[k] else { return }
            if ShapeCoverage.distance(from: Point(x: Double(x) + 0.5, y: Double(y) + 0.5), toSegment: a, e) <= reach { inside[k] = true }
        }
    }

    private init(width: Int, height: Int, box: (x0: Int, y0: Int, x1: Int, y1: Int), inside: [Bool]) {
        self.width = width
        self.height = height
        self.box = box
        self.inside = inside
    }

    /// The pixels whose centre lies inside the shape at least `depth` pixels from its outline
    /// (those an opaque fill of it must cover exactly), within `box`.
    public static func interior(polygons: [[Point]], width: Int, height: Int, depth: Double, box: (x0: Int, y0: Int, x1: Int, y1: Int)? = nil) -> ShapeCoverage {
        let b = clamped(box ?? (0, 0, width, height), width, height)
        if let r = uprightRectangle(polygons) {
            var c = ShapeCoverage(width: width, height: height, box: b, inside: [])
            c.rectangle = (r.minX, r.minY, r.maxX, r.maxY, -depth)
            return c
        }
        let bw = b.x1 - b.x0
        var inside = centres(polygons, b)
        if bw > 0 {
            walkEdges(polygons, b, near: Int(depth.rounded(.up)) + 1) { x, y, a, e in
                let k = (y - b.y0) * bw + (x - b.x0)
                guard inside[k] else { return }
                if distance(from: Point(x: Double(x) + 0.5, y: Double(y) + 0.5), toSegment: a, e) < depth { inside[k] = false }
            }
        }
        return ShapeCoverage(width: width, height: height, box: b, inside: inside)
    }

    private static func clamped(_ b: (x0: Int, y0: Int, x1: Int, y1: Int), _ width: Int, _ height: Int) -> (x0: Int, y0: Int, x1: Int, y1: Int) {
        let x0 = max(0, min(width, b.x0)), y0 = max(0, min(height, b.y0))
        return (x0, y0, max(x0, min(width, b.x1)), max(y0, min(height, b.y1)))
    }

    /// The pixels of box `b` whose centre lies inside (nonzero winding), row by row.
    private static func centres(_ polygons: [[Point]], _ b: (x0: Int, y0: Int, x1: Int, y1: Int)) -> [Bool] {
        let bw = b.x1 - b.x0
        var exact = [Bool](repeating: false, count: max(0, bw * (b.y1 - b.y0)))
        guard bw > 0 else { return exact }
        var crossings: [(x: Double, winding: Int)] = []
        for row in b.y0..<b.y1 {
            let y = Double(row) + 0.5
            crossings.removeAll(keepingCapacity: true)
            for polygon in polygons {
                for (i, a) in polygon.enumerated() {
                    let e = polygon[(i + 1) % polygon.count]
                    guard (a.y <= y) != (e.y <= y) else { continue }
                    let x = a.x + (y - a.y) / (e.y - a.y) * (e.x - a.x)
                    crossings.append((x, e.y > a.y ? 1 : -1))
                }
            }
            crossings.sort { $0.x < $1.x }
            var winding = 0
            for (i, c) in crossings.enumerated() {
                winding += c.winding
                guard winding != 0, i + 1 < crossings.count else { continue }
                // Pixels whose centre lies between this crossing and the next.
                let first = max(b.x0, Int(max(-1e9, (c.x - 0.5).rounded(.up))))
                let last = min(b.x1 - 1, Int(min(1e9, (crossings[i + 1].x - 0.5).rounded(.down))))
                if first <= last { for x in first...last { exact[(row - b.y0) * bw + (x - b.x0)] = true } }
            }
        }
        return exact
    }

    /// Calls `visit` with the pixels of box `b` within `near` pixels of each of the polygons'
    /// edges (some more than once) and that edge, walking it in half pixels.
    private static func walkEdges(_ polygons: [[Point]], _ b: (x0: Int, y0: Int, x1: Int, y1: Int), near: Int, _ visit: (Int, Int, Point, Point) -> Void) {
        let area = Rect(x: Double(b.x0 - near - 2), y: Double(b.y0 - near - 2), width: Double(b.x1 - b.x0 + 2 * near + 4), height: Double(b.y1 - b.y0 + 2 * near + 4))
        for polygon in polygons {
            for (i, a) in polygon.enumerated() {
                let e = polygon[(i + 1) % polygon.count]
                guard let (t0, t1) = span(a, e, within: area) else { continue }
                let steps = max(1, Int(((e - a) * (t1 - t0)).length * 2))
                for k in 0...steps {
                    let p = a + (e - a) * (t0 + (t1 - t0) * Double(k) / Double(steps))
                    let cx = Int(p.x.rounded(.down)), cy = Int(p.y.rounded(.down))
                    let x0 = max(b.x0, cx - near), x1 = min(b.x1 - 1, cx + near)
                    let y0 = max(b.y0, cy - near), y1 = min(b.y1 - 1, cy + near)
                    guard x0 <= x1, y0 <= y1 else { continue }
                    for y in y0...y1 { for x in x0...x1 { visit(x, y, a, e) } }
                }
            }
        }
    }

    /// The parameter range of the segment a→b inside `r` (Liang–Barsky), nil when it misses.
    public static func span(_ a: Point, _ b: Point, within r: Rect) -> (Double, Double)? {
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
    public static func distance(from p: Point, to polygons: [[Point]]) -> Double {
        var best = Double.infinity
        for polygon in polygons {
            for (i, a) in polygon.enumerated() { best = min(best, distance(from: p, toSegment: a, polygon[(i + 1) % polygon.count])) }
        }
        return best
    }

    /// The distance from `p` to the segment a–b.
    public static func distance(from p: Point, toSegment a: Point, _ b: Point) -> Double {
        let ab = b - a, ap = p - a
        let len2 = ab.x * ab.x + ab.y * ab.y
        let t = len2 > 0 ? min(1, max(0, (ap.x * ab.x + ap.y * ab.y) / len2)) : 0
        return (p - (a + ab * t)).length
    }

    /// Whether pixel (x, y) is covered; false outside the image or the box worked out.
    public subscript(x: Int, y: Int) -> Bool {
        guard x >= box.x0, x < box.x1, y >= box.y0, y < box.y1 else { return false }
        if let r = rectangle {
            let cx = Double(x) + 0.5, cy = Double(y) + 0.5
            if r.reach <= 0 { return cx - r.minX >= -r.reach && r.maxX - cx >= -r.reach && cy - r.minY >= -r.reach && r.maxY - cy >= -r.reach }
            let dx = max(r.minX - cx, 0, cx - r.maxX), dy = max(r.minY - cy, 0, cy - r.maxY)
            return dx * dx + dy * dy <= r.reach * r.reach
        }
        return inside[(y - box.y0) * (box.x1 - box.x0) + (x - box.x0)]
    }

    /// The covered pixels of row `y` when they are one run (x0 ..< x1, perhaps empty): for an
    /// upright rectangle; nil for other shapes.
    public func run(_ y: Int) -> (x0: Int, x1: Int)? {
        guard let r = rectangle else { return nil }
        guard y >= box.y0, y < box.y1 else { return (0, 0) }
        let cy = Double(y) + 0.5
        let half: Double
        if r.reach <= 0 {
            guard cy - r.minY >= -r.reach, r.maxY - cy >= -r.reach else { return (0, 0) }
            half = r.reach
        } else {
            let dy = max(r.minY - cy, 0, cy - r.maxY)
            guard dy <= r.reach else { return (0, 0) }
            half = (r.reach * r.reach - dy * dy).squareRoot()
        }
        // Centres cx with minX - half <= cx <= maxX + half (half < 0: inside by that much).
        let x0 = max(box.x0, Int(max(-1e9, (r.minX - half - 0.5).rounded(.up))))
        let x1 = min(box.x1, Int(min(1e9, (r.maxX + half - 0.5).rounded(.down))) + 1)
        return x1 > x0 ? (x0, x1) : (0, 0)
    }

    /// The one upright rectangle `polygons` outline, if that is what they are.
    static func uprightRectangle(_ polygons: [[Point]]) -> Rect? {
        guard polygons.count == 1 else { return nil }
        var points: [Point] = []
        for p in polygons[0] where points.last != p { points.append(p) }
        if points.count > 1, points.first == points.last { points.removeLast() }
        guard points.count == 4 else { return nil }
        for i in 0..<4 {
            let a = points[i], b = points[(i + 1) % 4]
            guard a.x == b.x || a.y == b.y else { return nil }
        }
        let xs = points.map(\.x), ys = points.map(\.y)
        let r = Rect(x: xs.min()!, y: ys.min()!, width: xs.max()! - xs.min()!, height: ys.max()! - ys.min()!)
        return r.width > 0 && r.height > 0 && r.width.isFinite && r.height.isFinite ? r : nil
    }

    /// A path in local coordinates, placed into image pixels by `transform`, its curves
    /// flattened to within 1/64 pixel (finer than the compositor's 1/32, so a pixel a pixel
    /// inside the polygon is inside the true outline).
    public static func polygons(of path: Path, transform: AffineTransform) -> [[Point]] {
        let scale = transform.averageScale
        let tolerance = scale > 0 && scale.isFinite ? max(1e-6, 1.0 / 64 / scale) : 0.05
        return path.flattened(tolerance: tolerance).map { $0.map { transform.apply(to: $0) } }
    }
}
