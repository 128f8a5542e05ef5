/// A line drawn through points, as a path a shape fills: the shape layers fill, they do
/// not stroke, so each segment is a quad `width` wide, lengthened by half the width at both
/// ends so consecutive segments overlap at their joints.
extension Path {
    public static func polyline(_ points: [Point], width: Double) -> Path {
        var path = Path()
        let half = max(0, width) / 2
        guard half > 0 else { return path }
        for (a, b) in zip(points, points.dropFirst()) {
            let dx = b.x - a.x, dy = b.y - a.y, length = (dx * dx + dy * dy).squareRoot()
            guard length > 1e-9, length.isFinite else { continue }
            let ux = dx / length * half, uy = dy / length * half
            // Along (ux, uy), across (-uy, ux).
            let p0 = Point(x: a.x - ux - uy, y: a.y - uy + ux), p1 = Point(x: b.x + ux - uy, y: b.y + uy + ux)
            let p2 = Point(x: b.x + ux + uy, y: b.y + uy - ux), p3 = Point(x: a.x - ux + uy, y: a.y - uy - ux)
            path.move(to: p0)
            path.addLine(to: p1)
            path.addLine(to: p2)
            path.addLine(to: p3)
            path.closeSubpath()
        }
        return path
    }
}
