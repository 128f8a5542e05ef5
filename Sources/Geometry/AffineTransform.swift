import Foundation

/// A 2-D affine transform in Core Graphics' convention: a point maps as
/// x' = a*x + c*y + tx, y' = b*x + d*y + ty, and `t1.concatenating(t2)` applies t1 first.
public struct AffineTransform: Hashable, Sendable, CustomStringConvertible {
    public var a: Double, b: Double, c: Double, d: Double, tx: Double, ty: Double

    public init(a: Double, b: Double, c: Double, d: Double, tx: Double, ty: Double) {
        self.a = a
        self.b = b
        self.c = c
        self.d = d
        self.tx = tx
        self.ty = ty
    }

    public static let identity = AffineTransform(a: 1, b: 0, c: 0, d: 1, tx: 0, ty: 0)

    public init(translationX x: Double, y: Double) { self.init(a: 1, b: 0, c: 0, d: 1, tx: x, ty: y) }
    public init(scaleX x: Double, y: Double) { self.init(a: x, b: 0, c: 0, d: y, tx: 0, ty: 0) }
    public init(rotationAngle angle: Double) {
        // Quarter turns come out exact, so they stay rectilinear.
        var s = sin(angle), co = cos(angle)
        if abs(s) < 1e-15 { s = 0 }
        if abs(co) < 1e-15 { co = 0 }
        self.init(a: co, b: s, c: -s, d: co, tx: 0, ty: 0)
    }

    public var description: String { "[\(a) \(b) \(c) \(d) \(tx) \(ty)]" }

    public var isIdentity: Bool { self == .identity }

    /// True when the transform keeps edges axis-aligned (no rotation or shear).
    public var isRectilinear: Bool { (b == 0 && c == 0) || (a == 0 && d == 0) }

    /// The result of applying `self` first, then `other`.
    public func concatenating(_ other: AffineTransform) -> AffineTransform {
        AffineTransform(
            a: a * other.a + b * other.c,
            b: a * other.b + b * other.d,
            c: c * other.a + d * other.c,
            d: c * other.b + d * other.d,
            tx: tx * other.a + ty * other.c + other.tx,
            ty: tx * other.b + ty * other.d + other.ty)
    }

    public func translatedBy(x: Double, y: Double) -> AffineTransform {
        AffineTransform(translationX: x, y: y).concatenating(self)
    }

    public func scaledBy(x: Double, y: Double) -> AffineTransform {
        AffineTransform(scaleX: x, y: y).concatenating(self)
    }

    public func rotated(by angle: Double) -> AffineTransform {
        AffineTransform(rotationAngle: angle).concatenating(self)
    }

    public var determinant: Double { a * d - b * c }

    /// The inverse, or nil when the transform is singular (a zero scale) or not finite.
    public func inverted() -> AffineTransform? {
        let det = determinant
        guard det != 0, det.isFinite else { return nil }
        return AffineTransform(
            a: d / det, b: -b / det, c: -c / det, d: a / det,
            tx: (c * ty - d * tx) / det, ty: (b * tx - a * ty) / det)
    }

    public func apply(to p: Point) -> Point {
        Point(x: a * p.x + c * p.y + tx, y: b * p.x + d * p.y + ty)
    }

    /// The bounding box of the transformed rectangle.
    public func apply(to r: Rect) -> Rect {
        if r.isNull { return r }
        let (p0, p1, p2, p3) = r.corners
        let q0 = apply(to: p0), q1 = apply(to: p1), q2 = apply(to: p2), q3 = apply(to: p3)
        let x0 = min(q0.x, q1.x, q2.x, q3.x), x1 = max(q0.x, q1.x, q2.x, q3.x)
        let y0 = min(q0.y, q1.y, q2.y, q3.y), y1 = max(q0.y, q1.y, q2.y, q3.y)
        return Rect(x: x0, y: y0, width: x1 - x0, height: y1 - y0)
    }

    /// The most a length grows along either axis it maps from: the longer of the images of
    /// the two unit vectors (how far a round corner reaches under unequal scales; how many
    /// texels a pixel spans at most under a map from pixels to texels).
    public var largestAxisScale: Double { max((a * a + b * b).squareRoot(), (c * c + d * d).squareRoot()) }

    /// The uniform scale a length undergoes on average (square root of the area factor).
    public var averageScale: Double { abs(determinant).squareRoot() }

    public var isFinite: Bool { a.isFinite && b.isFinite && c.isFinite && d.isFinite && tx.isFinite && ty.isFinite }
}
