import Geometry

/// A value an animation can move: interpolated between two values, and added to (for
/// animations given `by` a delta).
public protocol Interpolatable: Sendable, Equatable {
    /// `a` at t = 0, `b` at t = 1; t may leave 0...1 (springs overshoot).
    static func interpolate(_ a: Self, _ b: Self, _ t: Double) -> Self
    static func adding(_ a: Self, _ b: Self) -> Self
}

extension Double: Interpolatable {
    public static func interpolate(_ a: Double, _ b: Double, _ t: Double) -> Double { a + (b - a) * t }
    public static func adding(_ a: Double, _ b: Double) -> Double { a + b }
}

extension Point: Interpolatable {
    public static func interpolate(_ a: Point, _ b: Point, _ t: Double) -> Point { a.lerp(to: b, t) }
    public static func adding(_ a: Point, _ b: Point) -> Point { a + b }
}

extension Size: Interpolatable {
    public static func interpolate(_ a: Size, _ b: Size, _ t: Double) -> Size {
        Size(width: a.width + (b.width - a.width) * t, height: a.height + (b.height - a.height) * t)
    }
    public static func adding(_ a: Size, _ b: Size) -> Size { Size(width: a.width + b.width, height: a.height + b.height) }
}

extension Rect: Interpolatable {
    public static func interpolate(_ a: Rect, _ b: Rect, _ t: Double) -> Rect {
        Rect(origin: .interpolate(a.origin, b.origin, t), size: .interpolate(a.size, b.size, t))
    }
    public static func adding(_ a: Rect, _ b: Rect) -> Rect {
        Rect(origin: a.origin + b.origin, size: .adding(a.size, b.size))
    }
}

extension Color: Interpolatable {
    public static func interpolate(_ a: Color, _ b: Color, _ t: Double) -> Color { a.lerp(to: b, t) }
    public static func adding(_ a: Color, _ b: Color) -> Color {
        Color(red: a.red + b.red, green: a.green + b.green, blue: a.blue + b.blue, alpha: a.alpha + b.alpha)
    }
}

extension AffineTransform: Interpolatable {
    /// Through translation, scale, shear and rotation (the shorter way round), so a rotation
    /// turns rather than shrinking through its midpoint as matrix entries would.
    public static func interpolate(_ a: AffineTransform, _ b: AffineTransform, _ t: Double) -> AffineTransform {
        let da = TransformComponents(a), db = TransformComponents(b)
        return TransformComponents.interpolate(da, db, t).transform
    }

    /// `b` applied after `a`.
    public static func adding(_ a: AffineTransform, _ b: AffineTransform) -> AffineTransform { a.concatenating(b) }
}
