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

    /// The tolerance a path wanted at `wanted` is flattened at: the power of two at or below
    /// it. A shape's contours then depend only on how large it is drawn now, not on the sizes
    /// it went through (a logo grown 150 times and back drew its edge up to 15 levels off
    /// its first frame, flattened at whatever tolerance it last passed), and a shape growing
    /// smoothly is flattened again only where it crosses a power of two.
    public static func bucket(_ wanted: Double) -> Double {
        guard wanted > 0, wanted.isFinite else { return wanted }
        return Double(sign: .plus, exponent: wanted.exponent, significand: 1)
    }

    /// Whether this tessellation is the one for `wanted` (its bucket), with triangles if
    /// they are `needed`.
    public func suits(tolerance wanted: Double, triangulated needed: Bool = true) -> Bool {
        tolerance == Tessellation.bucket(wanted) && (isTriangulated || !needed)
    }
}
