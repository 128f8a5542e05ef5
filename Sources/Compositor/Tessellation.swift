import Geometry

/// A path flattened into contours and triangulated, in the path's own coordinates, together
/// with the flattening tolerance it was made for.
public struct Tessellation: Sendable {
    public let tolerance: Double
    public let contours: [[Point]]
    /// Triangle indices into the matching contour.
    public let triangles: [[Int32]]

    public init(path: Path, tolerance: Double) {
        self.tolerance = tolerance
        contours = path.flattened(tolerance: tolerance)
        triangles = contours.map { Triangulator.triangulate($0).map { Int32($0) } }
    }

    /// Whether this tessellation is fine enough, and not wastefully fine, for `wanted`.
    public func suits(tolerance wanted: Double) -> Bool {
        wanted >= tolerance * 0.5 && wanted <= tolerance * 4
    }
}
