import Geometry

/// A path fill's shape when it is an axis-aligned rectangle with rounded (elliptical) corners,
/// in target pixels: a renderer may work its coverage out exactly from these few numbers
/// instead of filling the contours (`DrawCommand.outline`). The contours are the same shape,
/// flattened.
public struct RoundedOutline: Hashable, Sendable {
    public var rect: Rect
    /// The corners' radii across and down, at most half the rectangle's sides.
    public var radiusX: Double
    public var radiusY: Double

    public init(rect: Rect, radiusX: Double, radiusY: Double) {
        self.rect = rect
        self.radiusX = radiusX
        self.radiusY = radiusY
    }

    /// The larger of its two bands between the corners: all of it that is surely inside.
    public var solidPart: Rect {
        guard radiusX > 0 || radiusY > 0 else { return rect }
        let across = rect.insetBy(dx: 0, dy: radiusY), down = rect.insetBy(dx: radiusX, dy: 0)
        if across.isEmpty { return down }
        if down.isEmpty { return across }
        return across.width * across.height >= down.width * down.height ? across : down
    }

    /// The largest radius said as an outline, in pixels. The path's corners are cubic arcs,
    /// which bulge out of the true ellipse by up to 0.027% of the radius: up to 100 px that is
    /// less than the contours' own flattening (1/32 px), past it the outline and the contours
    /// would be two shapes (at 3600 px, a pixel apart).
    public static let largestRadius = 100.0

    /// The whole pixels it covers fully, as up to three bands (above, between and below the
    /// corners), top to bottom; each pixel of them has full coverage.
    public var insideBands: [Rect] {
        let r = rect, rx = radiusX, ry = radiusY
        return [
            Rect(x: r.minX + rx, y: r.minY, width: r.width - 2 * rx, height: ry),
            Rect(x: r.minX, y: r.minY + ry, width: r.width, height: r.height - 2 * ry),
            Rect(x: r.minX + rx, y: r.maxY - ry, width: r.width - 2 * rx, height: ry),
        ].compactMap { band in
            guard band.width > 0, band.height > 0 else { return nil }
            let whole = band.innerPixels
            return whole.isNull || whole.isEmpty ? nil : whole
        }
    }

    /// `rect` (local units) with corners of `radius`, placed by the axis-aligned `m`; nil when
    /// `m` turns or mirrors it, or the corners are larger than `largestRadius`.
    public init?(_ rect: Rect, radius: Double, transform m: AffineTransform) {
        guard m.b == 0, m.c == 0, m.a > 0, m.d > 0, m.isFinite else { return nil }
        let r = rect.standardized
        // As `Path.addRoundedRect` clamps it.
        let local = min(max(0, radius.isFinite ? radius : 0), r.width / 2, r.height / 2)
        guard local * max(m.a, m.d) <= RoundedOutline.largestRadius else { return nil }
        self.init(rect: m.apply(to: r), radiusX: local * m.a, radiusY: local * m.d)
    }
}
