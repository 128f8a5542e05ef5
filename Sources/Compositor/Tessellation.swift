import Geometry

/// A path flattened into contours, in the path's own coordinates, together with the
/// flattening tolerance it was made for; triangulated when a triangle renderer needs it.
public struct Tessellation: Sendable {
    public let tolerance: Double
    public let contours: [[Point]]
    /// Triangle indices into the matching contour (empty when not triangulated).
    public let triangles: [[Int32]]
    public let isTriangulated: Bool

    public init(path: Path, tolerance: Double, triangulated: Bool = true) {
        self.tolerance = tolerance
        contours = path.flattened(tolerance: tolerance)
        isTriangulated = triangulated
        triangles = triangulated ? contours.map { Triangulator.triangulate($0).map { Int32($0) } } : contours.map { _ in [] }
    }

    /// Whether this tessellation is fine enough, and not wastefully fine, for `wanted`, and
    /// has triangles if they are `needed`.
    public func suits(tolerance wanted: Double, triangulated needed: Bool = true) -> Bool {
        wanted >= tolerance * 0.5 && wanted <= tolerance * 4 && (isTriangulated || !needed)
    }
}
