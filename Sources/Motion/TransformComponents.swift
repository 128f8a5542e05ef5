import Foundation
import Geometry

/// An affine transform as rotation x (scale and shear) plus translation:
/// [a c; b d] = R(rotation) * [scaleX shear; 0 scaleY].
public struct TransformComponents: Hashable, Sendable {
    public var scaleX: Double
    public var scaleY: Double
    public var shear: Double
    public var rotation: Double
    public var translation: Point

    public init(_ t: Geometry.AffineTransform) {
        let sx = (t.a * t.a + t.b * t.b).squareRoot()
        scaleX = sx
        rotation = sx > 0 ? atan2(t.b, t.a) : 0
        let co = cos(rotation), si = sin(rotation)
        shear = co * t.c + si * t.d
        scaleY = -si * t.c + co * t.d
        translation = Point(x: t.tx, y: t.ty)
    }

    public var transform: Geometry.AffineTransform {
        let co = cos(rotation), si = sin(rotation)
        return Geometry.AffineTransform(
            a: co * scaleX, b: si * scaleX, c: co * shear - si * scaleY, d: si * shear + co * scaleY,
            tx: translation.x, ty: translation.y)
    }

    public static func interpolate(_ a: TransformComponents, _ b: TransformComponents, _ t: Double) -> TransformComponents {
        var r = a
        var dr = b.rotation - a.rotation
        if dr > Double.pi { dr -= 2 * Double.pi }
        if dr < -Double.pi { dr += 2 * Double.pi }
        r.rotation = a.rotation + dr * t
        r.scaleX = a.scaleX + (b.scaleX - a.scaleX) * t
        r.scaleY = a.scaleY + (b.scaleY - a.scaleY) * t
        r.shear = a.shear + (b.shear - a.shear) * t
        r.translation = a.translation.lerp(to: b.translation, t)
        return r
    }
}
