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

    /// The tolerance a path wanted at `wanted` is flattened at: the nearest power of two (in
    /// ratio: within 1.41 times either way). A shape's contours then depend only on how large
    /// it is drawn now, not on the sizes it went through (a logo grown 150 times and back drew
    /// its edge up to 15 levels off its first frame, flattened at whatever tolerance it last
    /// passed), and a shape growing smoothly is flattened again only where it crosses a
    /// bucket's edge; the layer keeps the last few (`ShapeLayer.tessellations`). (The power
    /// of two at or below the wanted tolerance, never coarser, flattened the logo about 1.4
    /// times finer on average and cost Logo Reveal 5% of a 1280x800 frame.)
    public static func bucket(_ wanted: Double) -> Double {
        guard wanted > 0, wanted.isFinite else { return wanted }
        let e = wanted.exponent + (wanted.significand >= 2.0.squareRoot() ? 1 : 0)
        return Double(sign: .plus, exponent: e, significand: 1)
    }

    /// Whether this tessellation is the one for `wanted` (its bucket), with triangles if
    /// they are `needed`.
    public func suits(tolerance wanted: Double, triangulated needed: Bool = true) -> Bool {
        tolerance == Tessellation.bucket(wanted) && (isTriangulated || !needed)
    }
}
