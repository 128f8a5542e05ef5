import Foundation

/// A resolution-independent outline made of subpaths of lines and Bezier curves.
/// Filling uses the non-zero rule per subpath; see `Path+Flattening` and `Triangulator`.
public struct Path: Hashable, Sendable {
    public private(set) var elements: [PathElement] = []
    private var currentPoint: Point?
    private var subpathStart: Point?

    public init() {}

    public init(elements: [PathElement]) {
        for e in elements { append(e) }
    }

    public var isEmpty: Bool { elements.isEmpty }

    public mutating func move(to p: Point) { append(.move(to: p)) }
    public mutating func addLine(to p: Point) { append(.line(to: p)) }
    public mutating func addQuadCurve(to p: Point, control: Point) { append(.quadCurve(to: p, control: control)) }
    public mutating func addCurve(to p: Point, control1: Point, control2: Point) {
        append(.curve(to: p, control1: control1, control2: control2))
    }
    public mutating func closeSubpath() { append(.close) }

    private mutating func append(_ e: PathElement) {
        switch e {
        case .move(let p):
            currentPoint = p
            subpathStart = p
            elements.append(e)
        case .line(let p), .quadCurve(let p, _), .curve(let p, _, _):
            if currentPoint == nil {
                // A drawing instruction with no current point starts a subpath there, as Core Graphics does.
                elements.append(.move(to: p))
                subpathStart = p
                currentPoint = p
                return
            }
            currentPoint = p
            elements.append(e)
        case .close:
            guard currentPoint != nil else { return }
            elements.append(.close)
            currentPoint = subpathStart
        }
    }

    /// Adds a circular arc around `center`, from `startAngle` to `endAngle` (radians, y down),
    /// drawn as cubic segments of at most a quarter turn each.
    public mutating func addArc(center: Point, radius: Double, startAngle: Double, endAngle: Double, clockwise: Bool) {
        guard radius > 0, radius.isFinite, startAngle.isFinite, endAngle.isFinite else { return }
        var sweep = endAngle - startAngle
        let full = 2 * Double.pi
        if clockwise {
            while sweep < 0 { sweep += full }
            if sweep > full { sweep = full }
        } else {
            while sweep > 0 { sweep -= full }
            if sweep < -full { sweep = -full }
        }
        let start = Point(x: center.x + radius * cos(startAngle), y: center.y + radius * sin(startAngle))
        if currentPoint == nil { move(to: start) } else { addLine(to: start) }
        let segments = max(1, Int((abs(sweep) / (Double.pi / 2)).rounded(.up)))
        let step = sweep / Double(segments)
        let k = 4.0 / 3.0 * tan(step / 4)
        var a0 = startAngle
        for _ in 0..<segments {
            let a1 = a0 + step
            let p0 = Point(x: center.x + radius * cos(a0), y: center.y + radius * sin(a0))
            let p3 = Point(x: center.x + radius * cos(a1), y: center.y + radius * sin(a1))
            let c1 = Point(x: p0.x - k * radius * sin(a0), y: p0.y + k * radius * cos(a0))
            let c2 = Point(x: p3.x + k * radius * sin(a1), y: p3.y - k * radius * cos(a1))
            addCurve(to: p3, control1: c1, control2: c2)
            a0 = a1
        }
    }

    public mutating func addRect(_ r: Rect) {
        let s = r.standardized
        move(to: Point(x: s.minX, y: s.minY))
        addLine(to: Point(x: s.maxX, y: s.minY))
        addLine(to: Point(x: s.maxX, y: s.maxY))
        addLine(to: Point(x: s.minX, y: s.maxY))
        closeSubpath()
    }

    /// A rectangle with circular corners; the radius is clamped to half the shorter side.
    public mutating func addRoundedRect(_ r: Rect, cornerRadius: Double) {
        let s = r.standardized
        let radius = min(max(0, cornerRadius.isFinite ? cornerRadius : 0), s.width / 2, s.height / 2)
        guard radius > 0 else { return addRect(s) }
        let h = Double.pi / 2
        move(to: Point(x: s.minX + radius, y: s.minY))
        addArc(center: Point(x: s.maxX - radius, y: s.minY + radius), radius: radius, startAngle: -h, endAngle: 0, clockwise: true)
        addArc(center: Point(x: s.maxX - radius, y: s.maxY - radius), radius: radius, startAngle: 0, endAngle: h, clockwise: true)
        addArc(center: Point(x: s.minX + radius, y: s.maxY - radius), radius: radius, startAngle: h, endAngle: 2 * h, clockwise: true)
        addArc(center: Point(x: s.minX + radius, y: s.minY + radius), radius: radius, startAngle: 2 * h, endAngle: 3 * h, clockwise: true)
        closeSubpath()
    }

    public mutating func addEllipse(in r: Rect) {
        let s = r.standardized
        guard s.width > 0, s.height > 0 else { return }
        // A circle arc scaled into the ellipse keeps the cubic approximation's accuracy.
        var circle = Path()
        circle.addArc(center: .zero, radius: 1, startAngle: 0, endAngle: 2 * Double.pi, clockwise: true)
        circle.closeSubpath()
        let t = AffineTransform(scaleX: s.width / 2, y: s.height / 2).concatenating(AffineTransform(translationX: s.midX, y: s.midY))
        for e in circle.applying(t).elements { append(e) }
    }

    public static func rect(_ r: Rect) -> Path { var p = Path(); p.addRect(r); return p }
    public static func roundedRect(_ r: Rect, cornerRadius: Double) -> Path {
        var p = Path(); p.addRoundedRect(r, cornerRadius: cornerRadius); return p
    }
    public static func ellipse(in r: Rect) -> Path { var p = Path(); p.addEllipse(in: r); return p }

    public func applying(_ t: AffineTransform) -> Path {
        Path(elements: elements.map { e in
            switch e {
            case .move(let p): return .move(to: t.apply(to: p))
            case .line(let p): return .line(to: t.apply(to: p))
            case .quadCurve(let p, let c): return .quadCurve(to: t.apply(to: p), control: t.apply(to: c))
            case .curve(let p, let c1, let c2):
                return .curve(to: t.apply(to: p), control1: t.apply(to: c1), control2: t.apply(to: c2))
            case .close: return .close
            }
        })
    }

    /// The bounding box of all points, control points included (a conservative bound).
    public var controlPointBounds: Rect {
        var r = Rect.null
        func add(_ p: Point) { r = r.union(Rect(origin: p, size: .zero)) }
        for e in elements {
            switch e {
            case .move(let p), .line(let p): add(p)
            case .quadCurve(let p, let c): add(p); add(c)
            case .curve(let p, let c1, let c2): add(p); add(c1); add(c2)
            case .close: break
            }
        }
        return r
    }
}
