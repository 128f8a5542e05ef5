/// An axis-aligned rectangle: an origin and a size. Sizes may be negative; `standardized`
/// turns them positive, as the geometric queries do.
public struct Rect: Hashable, Sendable, CustomStringConvertible {
    public var origin: Point
    public var size: Size

    public init(origin: Point, size: Size) {
        self.origin = origin
        self.size = size
    }

    public init(x: Double, y: Double, width: Double, height: Double) {
        self.init(origin: Point(x: x, y: y), size: Size(width: width, height: height))
    }

    public init(size: Size) {
        self.init(origin: .zero, size: size)
    }

    public static let zero = Rect(x: 0, y: 0, width: 0, height: 0)
    /// The empty rectangle that intersections return when nothing overlaps.
    public static let null = Rect(x: .infinity, y: .infinity, width: 0, height: 0)

    public var description: String { "(\(origin.x), \(origin.y), \(size.width), \(size.height))" }

    public var width: Double { size.width }
    public var height: Double { size.height }
    public var minX: Double { min(origin.x, origin.x + size.width) }
    public var maxX: Double { max(origin.x, origin.x + size.width) }
    public var minY: Double { min(origin.y, origin.y + size.height) }
    public var maxY: Double { max(origin.y, origin.y + size.height) }
    public var midX: Double { origin.x + size.width / 2 }
    public var midY: Double { origin.y + size.height / 2 }
    public var center: Point { Point(x: midX, y: midY) }

    public var isNull: Bool { origin.x.isInfinite || origin.y.isInfinite }
    public var isEmpty: Bool { isNull || size.width == 0 || size.height == 0 || !size.width.isFinite || !size.height.isFinite }

    public var standardized: Rect {
        Rect(x: minX, y: minY, width: abs(size.width), height: abs(size.height))
    }

    public func contains(_ p: Point) -> Bool {
        !isNull && p.x >= minX && p.x < maxX && p.y >= minY && p.y < maxY
    }

    /// Whether `other` lies wholly inside (edges included).
    public func contains(_ other: Rect) -> Bool {
        !isNull && !other.isNull && other.minX >= minX && other.maxX <= maxX && other.minY >= minY && other.maxY <= maxY
    }

    public func intersects(_ other: Rect) -> Bool { !intersection(other).isEmpty }

    public func intersection(_ other: Rect) -> Rect {
        if isNull || other.isNull { return .null }
        let x0 = max(minX, other.minX), y0 = max(minY, other.minY)
        let x1 = min(maxX, other.maxX), y1 = min(maxY, other.maxY)
        if x1 < x0 || y1 < y0 { return .null }
        return Rect(x: x0, y: y0, width: x1 - x0, height: y1 - y0)
    }

    public func union(_ other: Rect) -> Rect {
        if isNull { return other }
        if other.isNull { return self }
        let x0 = min(minX, other.minX), y0 = min(minY, other.minY)
        let x1 = max(maxX, other.maxX), y1 = max(maxY, other.maxY)
        return Rect(x: x0, y: y0, width: x1 - x0, height: y1 - y0)
    }

    public func insetBy(dx: Double, dy: Double) -> Rect {
        let r = standardized
        let w = r.width - 2 * dx, h = r.height - 2 * dy
        if w < 0 || h < 0 { return .null }
        return Rect(x: r.minX + dx, y: r.minY + dy, width: w, height: h)
    }

    public func inset(by insets: EdgeInsets) -> Rect {
        let r = standardized
        return Rect(
            x: r.minX + insets.left, y: r.minY + insets.top,
            width: max(0, r.width - insets.horizontal), height: max(0, r.height - insets.vertical))
    }

    public func offsetBy(dx: Double, dy: Double) -> Rect {
        Rect(x: origin.x + dx, y: origin.y + dy, width: size.width, height: size.height)
    }

    /// The whole pixels whose centres it covers: each edge rounded to the nearest whole
    /// number, halves up (as a renderer snaps a copy's edges), so neighbours meet exactly.
    public var nearestPixels: Rect {
        if isNull { return self }
        let x0 = (minX + 0.5).rounded(.down), y0 = (minY + 0.5).rounded(.down)
        let x1 = (maxX + 0.5).rounded(.down), y1 = (maxY + 0.5).rounded(.down)
        return Rect(x: x0, y: y0, width: max(0, x1 - x0), height: max(0, y1 - y0))
    }

    /// The whole pixels inside it: each edge rounded inward; `Rect.null` when none is.
    public var innerPixels: Rect {
        if isNull { return self }
        let x0 = minX.rounded(.up), y0 = minY.rounded(.up), x1 = maxX.rounded(.down), y1 = maxY.rounded(.down)
        guard x1 > x0, y1 > y0 else { return .null }
        return Rect(x: x0, y: y0, width: x1 - x0, height: y1 - y0)
    }

    /// The smallest rectangle with whole-number edges that contains this one.
    public var integral: Rect {
        if isNull { return self }
        let x0 = minX.rounded(.down), y0 = minY.rounded(.down)
        return Rect(x: x0, y: y0, width: maxX.rounded(.up) - x0, height: maxY.rounded(.up) - y0)
    }

    public var corners: (Point, Point, Point, Point) {
        (Point(x: minX, y: minY), Point(x: maxX, y: minY), Point(x: maxX, y: maxY), Point(x: minX, y: maxY))
    }
}
