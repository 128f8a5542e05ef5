import Testing
import Compositor
import Geometry

/// A large path's inside, said as rectangles (`DrawList.markPathInterior`): every rectangle
/// lies a pixel or more inside the outline, a hole stays out, and most of what a grown
/// shape covers is found.
@MainActor
@Suite struct PathInteriorTests {
    /// A shape layer in a 800 x 600 window, filled by a renderer that fills paths.
    func interior(of svg: String, frame: Rect, transform: AffineTransform = .identity) throws -> [Rect] {
        try interior(of: Path(svgData: svg), frame: frame, transform: transform)
    }

    func interior(of path: Path, frame: Rect, transform: AffineTransform = .identity) throws -> [Rect] {
        let root = Layer()
        root.frame = Rect(x: 0, y: 0, width: 800, height: 600)
        root.backgroundColor = .white
        let shape = ShapeLayer()
        shape.path = path
        shape.fillColor = .black
        shape.frame = frame
        shape.transform = transform
        root.addSublayer(shape)
        let c = PathInteriorTests.built(root)
        let fill = try #require(c.drawList.commands.first { $0.kind == .fillPath && $0.layer == ObjectIdentifier(shape) })
        return Array(c.drawList.interior(of: fill))
    }

    /// `root` (800 x 600) built for a renderer that fills paths, uncached.
    static func built(_ root: Layer) -> Compositor {
        let renderer = RecordingRenderer(width: 800, height: 600)
        renderer.fillsPaths = true
        let c = Compositor()
        c.cachesRasterizedLayers = false
        c.build(root, for: renderer, scale: 1)
        return c
    }

    /// A circle of radius 250 about (400, 300).
    var circle: Path {
        var p = Path()
        p.addArc(center: Point(x: 400, y: 300), radius: 250, startAngle: 0, endAngle: 2 * Double.pi, clockwise: true)
        p.closeSubpath()
        return p
    }

    @Test func aCirclesInsideIsFoundAPixelInsideItsOutline() throws {
        let rects = try interior(of: circle, frame: Rect(x: 0, y: 0, width: 800, height: 600))
        var area = 0.0
        for r in rects {
            // A rectangle's farthest points from the centre are its corners.
            for (x, y) in [(r.minX, r.minY), (r.maxX, r.minY), (r.minX, r.maxY), (r.maxX, r.maxY)] {
                let d = ((x - 400) * (x - 400) + (y - 300) * (y - 300)).squareRoot()
                #expect(d <= 249, "corner (\(x), \(y)) is \(250 - d) px inside")
            }
            #expect(r.minX == r.minX.rounded() && r.maxY == r.maxY.rounded())
            area += r.width * r.height
        }
        // 32-px tiles: the inside found is most of the circle's 196,350 px.
        #expect(area > 150_000, "found \(area) px")
        // Bands top to bottom, runs left to right, none overlapping.
        for (a, b) in zip(rects, rects.dropFirst()) { #expect(a.minY < b.minY || (a.minY == b.minY && a.maxX <= b.minX)) }
    }

    @Test func aHoleIsNotInside() throws {
        // The circle with a square hole 200 px wide, wound the other way.
        var ring = circle
        ring.move(to: Point(x: 300, y: 200))
        for p in [Point(x: 300, y: 400), Point(x: 500, y: 400), Point(x: 500, y: 200)] { ring.addLine(to: p) }
        ring.closeSubpath()
        let rects = try interior(of: ring, frame: Rect(x: 0, y: 0, width: 800, height: 600))
        #expect(!rects.isEmpty)
        for r in rects {
            let nearHole = r.maxX > 299 && r.minX < 501 && r.maxY > 199 && r.minY < 401
            #expect(!nearHole, "\(r) reaches within a pixel of the hole")
        }
    }

    @Test func aShapeGrownPastTheWindowIsFoundWithinIt() throws {
        // A diamond 40 times its size, centred in the window: the window is inside it.
        let rects = try interior(of: "M50 0 L100 50 L50 100 L0 50 Z", frame: Rect(x: 350, y: 250, width: 100, height: 100),
            transform: AffineTransform(scaleX: 40, y: 40))
        let area = rects.reduce(0.0) { $0 + $1.width * $1.height }
        #expect(area == 800 * 600)
        #expect(rects.allSatisfy { $0.minX >= 0 && $0.minY >= 0 && $0.maxX <= 800 && $0.maxY <= 600 })
    }

    @Test func aSmallShapeIsLeftWhole() throws {
        let rects = try interior(of: "M0 0 L100 0 L100 100 L0 100 Z", frame: Rect(x: 10, y: 10, width: 100, height: 100))
        #expect(rects.isEmpty)
    }

    /// The same large path found again within the same area (the logo, then a page through
    /// it) shares the inside found the first time; the same path grown by a hundredth has an
    /// inside of its own.
    @Test func theSamePathAgainSharesItsInside() throws {
        let root = Layer()
        root.frame = Rect(x: 0, y: 0, width: 800, height: 600)
        for grown in [1.0, 1.0, 1.01] {
            let s = ShapeLayer()
            s.path = circle
            s.fillColor = .black
            s.frame = Rect(x: 0, y: 0, width: 800, height: 600)
            s.transform = AffineTransform(scaleX: grown, y: grown)
            root.addSublayer(s)
        }
        let c = PathInteriorTests.built(root)
        let fills = c.drawList.commands.filter { $0.kind == .fillPath }
        try #require(fills.count == 3)
        #expect(fills[0].interiorCount > 0)
        #expect(fills[1].interiorStart == fills[0].interiorStart && fills[1].interiorCount == fills[0].interiorCount)
        #expect(fills[2].interiorStart != fills[0].interiorStart && fills[2].interiorCount > 0)
        #expect(c.drawList.interiorRects.count == fills[0].interiorCount + fills[2].interiorCount)
    }

    /// A shape and a mask of the same path, placed alike, have the same contours; grown by a
    /// hundredth, they do not.
    @Test func aShapeAndItsMaskHaveTheSameContours() throws {
        let root = Layer()
        root.frame = Rect(x: 0, y: 0, width: 400, height: 300)
        let path = try Path(svgData: "M50 0 L100 50 L50 100 L0 50 Z")
        var shapes: [ShapeLayer] = []
        for grown in [1.0, 1.0, 1.01] {
            let s = ShapeLayer()
            s.path = path
            s.fillColor = .black
            s.frame = Rect(x: 100, y: 100, width: 100, height: 100)
            s.transform = AffineTransform(scaleX: grown, y: grown)
            root.addSublayer(s)
            shapes.append(s)
        }
        let renderer = RecordingRenderer()
        renderer.fillsPaths = true
        let c = Compositor()
        c.cachesRasterizedLayers = false
        c.build(root, for: renderer, scale: 1)
        let fills = c.drawList.commands.filter { $0.kind == .fillPath }
        try #require(fills.count == 3)
        #expect(c.drawList.sameContours(fills[0], fills[1]))
        #expect(!c.drawList.sameContours(fills[0], fills[2]))
    }

    /// A rounded rectangle's inside, said exactly (`markRoundedRectInterior`, for an opaque card
    /// drawn through its rounded outline): every corner of every rectangle lies a pixel or
    /// more inside the outline (its straight sides and its round corners), the bands do not
    /// overlap, and all but a rim about as wide as the radius is found, for a card between
    /// pixels and a range of radii. Marked opaque inside, for the renderer to copy it.
    @Test(arguments: [2.5, 12.0, 40.5])
    func aRoundedRectsInsideIsExact(radius: Double) {
        let b = Rect(x: 40.3, y: 31.7, width: 500.6, height: 300.45)
        let root = Layer()
        root.frame = Rect(x: 0, y: 0, width: 800, height: 600)
        let card = Layer()
        card.frame = b
        card.backgroundColor = .white
        card.cornerRadius = radius
        card.masksToBounds = true
        // A row reaching its corners: the card is drawn offscreen and through its outline.
        let row = Layer()
        row.frame = Rect(x: -4, y: -4, width: 600, height: 20)
        row.backgroundColor = .black
        card.addSublayer(row)
        root.addSublayer(card)
        let c = PathInteriorTests.built(root)
        let through = c.drawList.commands.first { $0.kind == .fillPath && $0.texture != .none }
        #expect(through?.sourceIsOpaque == true)
        let rects: [Rect] = through.map { Array(c.drawList.interior(of: $0)) } ?? []
        #expect(!rects.isEmpty)
        var area = 0.0
        for r in rects {
            for corner in [Point(x: r.minX, y: r.minY), Point(x: r.maxX, y: r.minY), Point(x: r.minX, y: r.maxY), Point(x: r.maxX, y: r.maxY)] {
                let depth = PathInteriorTests.depth(of: corner, in: b, radius: radius)
                #expect(depth >= 1, "radius \(radius): corner \(corner) of \(r) is \(depth) px inside")
            }
            #expect(r == r.integral, "\(r) is not whole pixels")
            area += r.width * r.height
        }
        for (a, next) in zip(rects, rects.dropFirst()) { #expect(a.maxY <= next.minY, "\(a) and \(next) overlap") }
        let band: Double = max(radius, 2) + 1
        let rim: Double = 2 * (b.width + b.height) * band
        #expect(area >= b.width * b.height - rim, "radius \(radius): found \(area) of \(b.width * b.height) px")
    }

    /// How far `p` lies inside the rounded rectangle `b` with corners of `radius`.
    static func depth(of p: Point, in b: Rect, radius: Double) -> Double {
        let cx: Double = min(max(p.x, b.minX + radius), b.maxX - radius)
        let cy: Double = min(max(p.y, b.minY + radius), b.maxY - radius)
        let dx: Double = p.x - cx
        let dy: Double = p.y - cy
        if dx != 0 && dy != 0 { return radius - (dx * dx + dy * dy).squareRoot() }
        let across: Double = min(p.x - b.minX, b.maxX - p.x)
        let down: Double = min(p.y - b.minY, b.maxY - p.y)
        return min(across, down)
    }
}
