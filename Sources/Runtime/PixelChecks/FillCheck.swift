import Compositor
import Geometry
import SDLPlatform

/// Opaque fills hold: a layer's opaque background or shape fill, drawn at full opacity and
/// undimmed, covers every pixel whose centre lies at least `depth` pixels inside its outline
/// (and inside every clip and mask over it) with exactly its colour. The fills of a frame
/// are drawn together with everything else in the tree painted clear (`LayerPaint.blank`),
/// each in a colour of its own (a probe colour: geometry and opacity are what is checked),
/// over a window of yet another colour, so a crack, sliver or seam shows what is under the
/// fill. A fill is checked where no fill drawn after it may reach.
@MainActor
public struct FillCheck {
    /// Window pixels per point, as the tree is drawn.
    public let scale: Double
    public var depth = 1.0

    public init(scale: Double) { self.scale = scale }

    /// One opaque fill: its layer, the outline and colour, and the clips and masks over it.
    public struct Fill {
        public let layer: Layer
        public let isShape: Bool
        public let color: Color
        let outline: [[Point]]
        let clips: [[[Point]]]
    }

    /// The opaque fills of `root`'s tree that show at full opacity and undimmed.
    public func fills(in root: Layer) -> [Fill] {
        var found: [Fill] = []
        func walk(_ layer: Layer, clips: [[[Point]]]) {
            let v = layer.presentation
            guard !layer.isHidden, v.opacity >= 1, v.dimming == 0 else { return }
            let toWindow = PixelPlacement.toWindow(layer, scale: scale)
            var clips = clips
            if let mask = layer.mask {
                // A mask that is not fully opaque lets the fill through only in part.
                guard !mask.isHidden, mask.presentation.opacity >= 1 else { return }
                clips.append(ShapeCoverage.polygons(of: mask.maskPath, transform: PixelPlacement.transform(of: mask, parent: toWindow, scale: scale)))
            }
            let own = layer.masksToBounds ? clips + [ShapeCoverage.polygons(of: layer.clipPath, transform: toWindow)] : clips
            if v.backgroundColor.alpha >= 1, v.bounds.width > 0, v.bounds.height > 0 {
                found.append(Fill(layer: layer, isShape: false, color: v.backgroundColor,
                    outline: ShapeCoverage.polygons(of: layer.clipPath, transform: toWindow), clips: clips))
            }
            if let shape = layer as? ShapeLayer, shape.fillColor.alpha >= 1, !shape.path.isEmpty {
                found.append(Fill(layer: layer, isShape: true, color: shape.fillColor,
                    outline: ShapeCoverage.polygons(of: shape.path, transform: toWindow), clips: own))
            }
            for sub in layer.sublayers { walk(sub, clips: own) }
        }
        walk(root, clips: [])
        return found
    }

    /// The colour fill `index` is drawn in when checked (the window's is index -1): every one
    /// distinct, and exact in 8 bits.
    static func probeColor(_ index: Int) -> Color {
        let k = index + 1
        return Color(red: Double(k & 255) / 255, green: Double((k >> 8) & 255) / 255, blue: Double(128 + (k >> 16) & 127) / 255, alpha: 1)
    }

    /// Draws the fills of `root`'s tree with `render` (handed the colour to clear the window
    /// to) and returns how many were checked and the first pixel inside one that is not its
    /// colour; the tree is put back as it was.
    public func failure(in root: Layer, render: (Color) throws -> RGBAImage) rethrows -> (checked: Int, failure: PixelCheckFailure?) {
        let fills = fills(in: root)
        guard !fills.isEmpty else { return (0, nil) }
        var kept: [LayerPaint] = []
        ClipCheck.visit(root) { kept.append(LayerPaint.blank($0)) }
        defer { for k in kept.reversed() { k.restore() } }
        for (i, fill) in fills.enumerated() {
            if fill.isShape {
                (fill.layer as? ShapeLayer)?.fillColor = FillCheck.probeColor(i)
            } else {
                fill.layer.backgroundColor = FillCheck.probeColor(i)
            }
        }
        let image = try render(FillCheck.probeColor(-1))
        // Last drawn first: the pixels a later fill may reach are left to it.
        var reached = [Bool](repeating: false, count: image.width * image.height)
        for i in fills.indices.reversed() {
            if let failure = uncovered(image, fill: fills[i], probe: FillCheck.probeColor(i), skipping: reached, fills: fills) { return (fills.count, failure) }
            mark(fills[i], in: &reached, width: image.width, height: image.height)
        }
        return (fills.count, nil)
    }

    /// The pixel box a fill's outline spans, in the image (and a pixel around it).
    private static func box(_ outline: [[Point]], _ width: Int, _ height: Int) -> (x0: Int, y0: Int, x1: Int, y1: Int)? {
        let xs = outline.joined().map(\.x), ys = outline.joined().map(\.y)
        guard let minX = xs.min(), let maxX = xs.max(), let minY = ys.min(), let maxY = ys.max(),
            maxX.isFinite, maxY.isFinite, minX.isFinite, minY.isFinite
        else { return nil }
        let x0 = Int(max(-1, min(Double(width + 1), minX.rounded(.down) - 1))), y0 = Int(max(-1, min(Double(height + 1), minY.rounded(.down) - 1)))
        let x1 = Int(max(-1, min(Double(width + 1), maxX.rounded(.up) + 1))), y1 = Int(max(-1, min(Double(height + 1), maxY.rounded(.up) + 1)))
        return x1 > x0 && y1 > y0 ? (x0, y0, x1, y1) : nil
    }

    /// Marks the pixels `fill` may touch (anti-aliasing included), as far as its clips let it.
    private func mark(_ fill: Fill, in reached: inout [Bool], width: Int, height: Int) {
        guard let box = FillCheck.box(fill.outline, width, height) else { return }
        let shapes = [ShapeCoverage(polygons: fill.outline, width: width, height: height, margin: 1, box: box)]
            + fill.clips.map { ShapeCoverage(polygons: $0, width: width, height: height, margin: 1, box: box) }
        let b = shapes[0].box
        reached.withUnsafeMutableBufferPointer { r in
            for y in b.y0..<b.y1 {
                if let run = FillCheck.run(shapes, y) {
                    if run.x1 > run.x0 { (r.baseAddress! + y * width + run.x0).update(repeating: true, count: run.x1 - run.x0) }
                    continue
                }
                for x in b.x0..<b.x1 where FillCheck.all(shapes, x, y) { r[y * width + x] = true }
            }
        }
    }

    /// The pixels of row `y` all of `shapes` cover, when each covers one run of it.
    static func run(_ shapes: [ShapeCoverage], _ y: Int) -> (x0: Int, x1: Int)? {
        var x0 = Int.min, x1 = Int.max
        for s in shapes {
            guard let r = s.run(y) else { return nil }
            x0 = max(x0, r.x0)
            x1 = min(x1, r.x1)
        }
        return x1 > x0 ? (x0, x1) : (0, 0)
    }

    static func all(_ shapes: [ShapeCoverage], _ x: Int, _ y: Int) -> Bool {
        for s in shapes where !s[x, y] { return false }
        return true
    }

    /// The pixels at least `depth` inside the fill (and its clips), out of later fills' reach,
    /// that are not exactly `probe`.
    func uncovered(_ image: RGBAImage, fill: Fill, probe: Color, skipping reached: [Bool], fills: [Fill]) -> PixelCheckFailure? {
        guard let box = FillCheck.box(fill.outline, image.width, image.height) else { return nil }
        let shapes = [ShapeCoverage.interior(polygons: fill.outline, width: image.width, height: image.height, depth: depth, box: box)]
            + fill.clips.map { ShapeCoverage.interior(polygons: $0, width: image.width, height: image.height, depth: depth, box: box) }
        let b = shapes[0].box
        let want = probe.bytes
        var count = 0
        var first: (x: Int, y: Int)?
        let width = image.width
        image.pixels.withUnsafeBufferPointer { p in
            reached.withUnsafeBufferPointer { r in
                func check(_ x: Int, _ y: Int) {
                    let k = y * width + x, i = k * 4
                    guard !r[k], p[i] != want.r || p[i + 1] != want.g || p[i + 2] != want.b || p[i + 3] != 255 else { return }
                    if first == nil { first = (x, y) }
                    count += 1
                }
                for y in b.y0..<b.y1 {
                    if let run = FillCheck.run(shapes, y) {
                        for x in run.x0..<run.x1 { check(x, y) }
                    } else {
                        for x in b.x0..<b.x1 where FillCheck.all(shapes, x, y) { check(x, y) }
                    }
                }
            }
        }
        guard let first else { return nil }
        let found = image.pixel(x: first.x, y: first.y)
        // What shows through: the window, a fill under this one, or something else.
        let under: String
        if let k = (-1..<fills.count).first(where: { let c = FillCheck.probeColor($0).bytes; return c.r == found.r && c.g == found.g && c.b == found.b && found.a == 255 }) {
            under = k < 0 ? "the window under it" : "the fill of \(ClipCheck.label(fills[k].layer)) under it"
        } else {
            under = "another colour"
        }
        return PixelCheckFailure(check: .fill, layer: ClipCheck.label(fill.layer) + (fill.isShape ? " (shape fill)" : " (background)"),
            x: first.x, y: first.y, expected: (want.r, want.g, want.b, 255), found: found, pixels: count,
            expectation: "its probe colour, a pixel or more inside its outline; found is \(under)")
    }
}
