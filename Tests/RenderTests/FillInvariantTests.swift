import Compositor
import Foundation
import Geometry
import Runtime
import SDLPlatform
import SegueTesting
import Testing
import DemoTesting
import Scenes

/// Fills hold by construction, checked by rendering on the software backend: an opaque fill
/// covers every pixel whose centre lies at least a pixel inside its outline with exactly its
/// colour (no crack, sliver or seam), at scales from 0.01 to 200 and rotated; its edge pixels
/// are its coverage, alike on straight and curved parts; a cached subtree draws what a direct
/// draw does.
@MainActor
@Suite(.serialized) struct FillInvariantTests {
    static let canvasSize = Size(width: 240, height: 160)
    static let scales = [0.01, 0.1, 0.6, 1, 3.7, 20, 75, 200]
    static let angles = [0.0, 0.37, 1.9]
    static let worstAllowed = 2

    /// How the shape is drawn: as a shape layer's fill, a rounded layer's background, or a
    /// masked (offscreen) layer's content.
    enum Kind: String, CaseIterable { case shapeFill, roundedBackground, mask }

    /// The shape, in its layer's own units: the logo, or a rounded rectangle.
    static func outline(_ kind: Kind) throws -> Path {
        switch kind {
        case .shapeFill, .mask: return try Assets.repository.logo()
        case .roundedBackground: return .roundedRect(Rect(x: 0, y: 0, width: 100, height: 60), cornerRadius: 18)
        }
    }

    /// A black root with the white shape of `kind` drawn under `m` (its units -> window pixels).
    static func tree(_ kind: Kind, path: Path, transform m: Geometry.AffineTransform) -> Layer {
        let root = Layer()
        root.frame = Rect(size: canvasSize)
        root.backgroundColor = .black
        let box = path.controlPointBounds
        let host = Layer()
        host.anchorPoint = .zero
        host.frame = Rect(size: Size(width: box.maxX, height: box.maxY))
        host.transform = m
        switch kind {
        case .shapeFill:
            let shape = ShapeLayer()
            shape.frame = host.bounds
            shape.path = path
            shape.fillColor = .white
            host.addSublayer(shape)
        case .roundedBackground:
            host.backgroundColor = .white
            host.cornerRadius = 18
        case .mask:
            let content = Layer()
            content.frame = host.bounds.insetBy(dx: -5, dy: -5)
            content.backgroundColor = .white
            host.addSublayer(content)
            let mask = ShapeLayer()
            mask.frame = host.bounds
            mask.path = path
            mask.fillColor = .white
            host.mask = mask
        }
        root.addSublayer(host)
        return root
    }

    /// Places a point on the outline (where the shape curves) at the canvas's centre, scaled
    /// by `scale` and turned by `angle`.
    static func placement(_ path: Path, scale: Double, angle: Double) -> Geometry.AffineTransform {
        let contour = path.flattened(tolerance: 0.05)[0]
        let on = contour[contour.count / 3]
        return Geometry.AffineTransform(translationX: -on.x, y: -on.y)
            .concatenating(Geometry.AffineTransform(scaleX: scale, y: scale))
            .concatenating(Geometry.AffineTransform(rotationAngle: angle))
            .concatenating(Geometry.AffineTransform(translationX: canvasSize.width / 2 + 0.3, y: canvasSize.height / 2 + 0.2))
    }

    /// Pixels whose centre lies at least `depth` inside `polygons` but which are not exactly
    /// `white`: (count, first).
    static func uncovered(_ image: RGBAImage, polygons: [[Point]], depth: Double) -> (Int, (Int, Int)?) {
        let inside = ShapeCoverage.interior(polygons: polygons, width: image.width, height: image.height, depth: depth)
        var count = 0
        var first: (Int, Int)?
        for y in 0..<image.height {
            for x in 0..<image.width where inside[x, y] {
                let p = image.pixel(x: x, y: y)
                guard p.r != 255 || p.g != 255 || p.b != 255 else { continue }
                count += 1
                if first == nil { first = (x, y) }
            }
        }
        return (count, first)
    }

    static func render(_ root: Layer, canvas: HeadlessCanvas, cached: Bool = false) throws -> RGBAImage {
        let compositor = Compositor()
        compositor.cachesRasterizedLayers = cached
        defer { compositor.releaseResources(on: canvas.renderer) }
        for _ in 0..<(cached ? 3 : 1) { compositor.render(root, on: canvas.renderer, scale: 1) }
        guard let image = canvas.snapshot() else { throw HarnessError("the canvas could not be read") }
        return image
    }

    @Test(arguments: Kind.allCases)
    func opaqueFillCoversItsInside(_ kind: Kind) throws {
        let canvas = try HeadlessCanvas(size: FillInvariantTests.canvasSize, fonts: try Resources(app: DemoApp.repository).fonts)
        defer { canvas.close() }
        let path = try FillInvariantTests.outline(kind)
        var failures: [String] = []
        for scale in FillInvariantTests.scales {
            for angle in FillInvariantTests.angles {
                let m = FillInvariantTests.placement(path, scale: scale, angle: angle)
                let image = try FillInvariantTests.render(FillInvariantTests.tree(kind, path: path, transform: m), canvas: canvas)
                // Where the compositor draws it: unturned at scale 1, at whole pixels.
                let polygons = path.applying(PixelPlacement.snapped(m, scale: 1)).flattened(tolerance: 0.01)
                let (count, first) = FillInvariantTests.uncovered(image, polygons: polygons, depth: 1)
                if count > 0, let first { failures.append("\(kind) at scale \(scale), angle \(angle): \(count) pixels inside not white, first at \(first)") }
            }
        }
        #expect(failures.isEmpty, Comment(rawValue: failures.joined(separator: "\n")))
    }

    /// Edge pixels are the shape's coverage of them (to within 16 levels of 255: the
    /// rasteriser samples 15 rows a pixel, this check 16 x 16 points), on the straight and the
    /// curved parts of a rounded rectangle alike, upright and turned.
    @Test func edgesAreAntialiasedByCoverage() throws {
        let canvas = try HeadlessCanvas(size: FillInvariantTests.canvasSize, fonts: try Resources(app: DemoApp.repository).fonts)
        defer { canvas.close() }
        let path = try FillInvariantTests.outline(.roundedBackground)
        var failures: [String] = []
        for angle in [0.0, 0.21, 0.79] {
            let m = Geometry.AffineTransform(rotationAngle: angle).concatenating(Geometry.AffineTransform(translationX: 70.3, y: 30.6))
            let image = try FillInvariantTests.render(FillInvariantTests.tree(.roundedBackground, path: path, transform: m), canvas: canvas)
            let polygons = path.applying(PixelPlacement.snapped(m, scale: 1)).flattened(tolerance: 0.01)
            var worst = (straight: 0, curved: 0)
            for y in 0..<image.height {
                for x in 0..<image.width {
                    let c = Point(x: Double(x) + 0.5, y: Double(y) + 0.5)
                    guard ShapeCoverage.distance(from: c, to: polygons) < 1 else { continue }
                    let expected = FillInvariantTests.coverage(x, y, polygons) * 255
                    let error = Int(abs(Double(image.pixel(x: x, y: y).r) - expected).rounded())
                    // Curved: near a corner of the rounded rect (in its own units).
                    let local = m.inverted()!.apply(to: c)
                    let nearCorner = (local.x < 18 || local.x > 82) && (local.y < 18 || local.y > 42)
                    if nearCorner { worst.curved = max(worst.curved, error) } else { worst.straight = max(worst.straight, error) }
                }
            }
            if worst.straight > 16 || worst.curved > 16 {
                failures.append("angle \(angle): edge pixels off their coverage by up to \(worst.straight) levels (straight), \(worst.curved) (curved)")
            }
        }
        #expect(failures.isEmpty, Comment(rawValue: failures.joined(separator: "\n")))
    }

    /// The fraction of pixel (x, y) inside `polygons`, by 16 x 16 samples.
    static func coverage(_ x: Int, _ y: Int, _ polygons: [[Point]]) -> Double {
        var inside = 0
        for j in 0..<16 {
            for i in 0..<16 {
                let p = Point(x: Double(x) + (Double(i) + 0.5) / 16, y: Double(y) + (Double(j) + 0.5) / 16)
                var winding = 0
                for polygon in polygons {
                    for (k, a) in polygon.enumerated() {
                        let b = polygon[(k + 1) % polygon.count]
                        guard (a.y <= p.y) != (b.y <= p.y) else { continue }
                        let cx = a.x + (p.y - a.y) / (b.y - a.y) * (b.x - a.x)
                        if cx > p.x { winding += b.y > a.y ? 1 : -1 }
                    }
                }
                if winding != 0 { inside += 1 }
            }
        }
        return Double(inside) / 256
    }

    /// A subtree drawn from the raster cache looks as it does drawn directly, over the
    /// generated trees: no pixel more than `worstAllowed` levels off. It caught a masked
    /// layer's dimming lost when drawn directly, the cache's group opacity applied to subtrees
    /// that are not groups, opaque pages snapped to whole pixels only when cached, a group's
    /// clip kept to whole pixels only when cached, and paths cut at another line (a capture
    /// not cut where the direct draw is: cairo's rows along the cut differ by up to 12 levels).
    @Test func cachedEqualsDirect() throws {
        let fonts = try Resources(app: DemoApp.repository).fonts
        let size = Size(width: 160, height: 120)
        let canvas = try HeadlessCanvas(size: size, fonts: fonts)
        defer { canvas.close() }
        var failures: [String] = []
        for seed in 0..<120 as Range<UInt64> {
            var generator = LayerTreeGenerator(seed: seed &* 7919 &+ 1, size: size)
            let root = generator.tree()
            let direct = try FillInvariantTests.render(root, canvas: canvas)
            let cached = try FillInvariantTests.render(root, canvas: canvas, cached: true)
            if let failure = PixelChecks.cacheFailure(direct: direct, drawn: cached, tolerance: FillInvariantTests.worstAllowed) {
                failures.append("tree \(seed): \(failure)")
            }
        }
        #expect(failures.isEmpty, Comment(rawValue: "\(failures.count) trees:\n" + failures.prefix(20).joined(separator: "\n")))
    }

    /// The same while the trees move between frames, as pages slide: by whole pixels (the
    /// cache's copy moves along), by fractions (it is drawn anew where it is) and back. It
    /// caught copies moved by the rounded distance, up to half a pixel off.
    @Test func cachedEqualsDirectWhileMoving() throws {
        let size = Size(width: 160, height: 120)
        let canvas = try HeadlessCanvas(size: size, fonts: try Resources(app: DemoApp.repository).fonts)
        defer { canvas.close() }
        var failures: [String] = []
        for seed in 0..<40 as Range<UInt64> {
            var generator = LayerTreeGenerator(seed: seed &* 7919 &+ 1, size: size)
            let root = generator.tree()
            let starts = root.sublayers.map(\.position)
            let compositor = Compositor()
            defer { compositor.releaseResources(on: canvas.renderer) }
            for (step, dx) in [0, 0, 0, 1, 2, 2.4, 2.4, 2.4, 3.4, 3.7, 0].enumerated() {
                for (layer, start) in zip(root.sublayers, starts) { layer.position = Point(x: start.x + dx, y: start.y + dx / 2) }
                compositor.render(root, on: canvas.renderer, scale: 1)
                guard let cached = canvas.snapshot() else { throw HarnessError("the canvas could not be read") }
                let direct = try FillInvariantTests.render(root, canvas: canvas)
                if let failure = PixelChecks.cacheFailure(direct: direct, drawn: cached, tolerance: FillInvariantTests.worstAllowed) {
                    failures.append("tree \(seed), step \(step) (moved \(dx)): \(failure)")
                }
            }
        }
        #expect(failures.isEmpty, Comment(rawValue: "\(failures.count) frames:\n" + failures.prefix(20).joined(separator: "\n")))
    }
}

