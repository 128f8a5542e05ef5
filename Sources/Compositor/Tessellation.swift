import Geometry

/// A path flattened into contours and triangulated, in the path's own coordinates, together
/// with the flattening tolerance it was made for.
///
/// A convex contour (a rounded rectangle, an ellipse) is a fan around its centre: index
/// `contour.count` stands for that centre, which `DrawList.addFill` places. Ear clipping
/// would cut it into slivers spanning the shape, and a rasteriser that snaps vertices to
/// whole pixels (SDL's software renderer) turns slivers over, opening holes inside the
/// shape; a fan's triangles are wide, so snapping leaves them covering it.
public struct Tessellation: Sendable {
    public let tolerance: Double
    public let contours: [[Point]]
    /// Triangle indices into the matching contour (its count: the centre of a fan).
    public let triangles: [[Int32]]
    /// Whether each contour is a fan around its centre.
    public let isFan: [Bool]

    public init(path: Path, tolerance: Double) {
        self.tolerance = tolerance
        contours = path.flattened(tolerance: tolerance)
        isFan = contours.map(Tessellation.isConvex)
        triangles = zip(contours, isFan).map { contour, fan in
            guard fan else { return Triangulator.triangulate(contour).map { Int32($0) } }
            let n = Int32(contour.count)
            return (0..<n).flatMap { [n, $0, ($0 + 1) % n] }
        }
    }

    /// Whether every turn of the closed polygon goes the same way (collinear points allowed).
    static func isConvex(_ pts: [Point]) -> Bool {
        guard pts.count >= 3 else { return false }
        var sign = 0.0
        for i in 0..<pts.count {
            let c = Polygon.cross(pts[i], pts[(i + 1) % pts.count], pts[(i + 2) % pts.count])
            guard abs(c) > 1e-12 else { continue }
            if sign == 0 { sign = c } else if (c > 0) != (sign > 0) { return false }
        }
        return sign != 0
    }

    /// Whether this tessellation is fine enough, and not wastefully fine, for `wanted`.
    public func suits(tolerance wanted: Double) -> Bool {
        wanted >= tolerance * 0.5 && wanted <= tolerance * 4
    }
}
