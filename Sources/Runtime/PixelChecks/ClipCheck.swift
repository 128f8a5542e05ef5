import Compositor
import Geometry
import SDLPlatform
import Foundation

/// Clips and masks hold, checked by drawing: whatever colours a clipping (or masked) layer
/// and everything under it are drawn in, no pixel outside the layer's clip (or mask) shape
/// changes. Each such layer's subtree is recoloured in turn (`LayerPaint.recolor`: alpha,
/// geometry and paths kept), the tree drawn again and the two frames compared outside the
/// shape, allowing `margin` pixels of anti-aliasing.
@MainActor
public struct ClipCheck {
    /// Window pixels per point, as the tree is drawn.
    public let scale: Double
    public var margin = 1.0
    /// The largest channel difference that still counts as the same pixel.
    public var tolerance = 4
    /// A changed pixel outside no more than this with no changed neighbour outside is the
    /// tail of an anti-aliasing ramp, not drawing that escaped.
    public var faint = 32

    public init(scale: Double) { self.scale = scale }

    /// The layers of `root`'s tree (drawn now as `reference`) whose clip or mask leaks, one
    /// failure each (all of them, or only the first with `firstOnly`). `render` draws the
    /// tree as it is at the time; the tree is put back as it was.
    public func failures(in root: Layer, reference: RGBAImage, firstOnly: Bool = false, render: () throws -> RGBAImage) rethrows -> [PixelCheckFailure] {
        var found: [PixelCheckFailure] = []
        for layer in ClipCheck.clippingLayers(root) {
            let toWindow = PixelPlacement.toWindow(layer, scale: scale)
            let shape: [[Point]], check: PixelCheck
            if let mask = layer.mask {
                shape = ShapeCoverage.polygons(of: mask.maskPath, transform: PixelPlacement.transform(of: mask, parent: toWindow, scale: scale))
                check = .mask
            } else {
                shape = ShapeCoverage.polygons(of: layer.clipPath, transform: toWindow)
                check = .clip
            }
            var kept: [LayerPaint] = []
            ClipCheck.visit(layer) { kept.append(LayerPaint.recolor($0)) }
            defer { for k in kept.reversed() { k.restore() } }
            let recolored = try render()
            if let failure = compare(reference, recolored, outside: shape, check: check, layer: layer) {
                found.append(failure)
                if firstOnly { break }
            }
        }
        return found
    }

    /// Visible layers that clip (`masksToBounds`) or are masked, outermost first.
    public static func clippingLayers(_ root: Layer) -> [Layer] {
        visibleLayers(root).filter { $0.mask != nil || $0.masksToBounds }
    }

    /// Layers drawn at all: not hidden, not transparent, under no hidden or transparent layer.
    public static func visibleLayers(_ root: Layer) -> [Layer] {
        guard !root.isHidden, root.presentation.opacity > 0 else { return [] }
        return [root] + root.sublayers.flatMap { visibleLayers($0) }
    }

    static func visit(_ layer: Layer, _ body: (Layer) -> Void) {
        body(layer)
        for s in layer.sublayers { visit(s, body) }
    }

    /// What to call a layer in a report: its name, else its kind and where it is.
    public static func label(_ layer: Layer) -> String {
        if let name = layer.name { return name }
        let f = layer.frame
        return "a \(type(of: layer)) of \(fmt(f.width))x\(fmt(f.height)) at (\(fmt(f.minX)), \(fmt(f.minY)))"
    }

    private static func fmt(_ v: Double) -> String { v == v.rounded() ? String(Int(v)) : String(format: "%.1f", v) }

    /// The first pixel outside `shape` that changed (faint lone pixels excepted), with the count.
    private func compare(_ a: RGBAImage, _ b: RGBAImage, outside shape: [[Point]], check: PixelCheck, layer: Layer) -> PixelCheckFailure? {
        guard let box = ImageDifference.box(a, b, tolerance: tolerance) else { return nil }
        // Only the changed pixels' box (and a pixel around, for the neighbours) is worked out.
        let coverage = ShapeCoverage(polygons: shape, width: a.width, height: a.height, margin: margin,
            box: (box.x0 - 1, box.y0 - 1, box.x1 + 1, box.y1 + 1))
        let width = a.width, height = a.height
        return a.pixels.withUnsafeBufferPointer { pa -> PixelCheckFailure? in
            b.pixels.withUnsafeBufferPointer { pb -> PixelCheckFailure? in
                func difference(_ x: Int, _ y: Int) -> Int {
                    let i = (y * width + x) * 4
                    var d = 0
                    for c in 0..<4 { d = max(d, abs(Int(pa[i + c]) - Int(pb[i + c]))) }
                    return d
                }
                func changedOutside(_ x: Int, _ y: Int) -> Bool {
                    x >= 0 && y >= 0 && x < width && y < height && !coverage[x, y] && difference(x, y) > tolerance
                }
                var count = 0
                var first: (x: Int, y: Int)?
                func look(_ x: Int, _ y: Int) {
                    guard !coverage[x, y] else { return }
                    let d = difference(x, y)
                    guard d > tolerance else { return }
                    if d <= faint && !(changedOutside(x - 1, y) || changedOutside(x + 1, y) || changedOutside(x, y - 1) || changedOutside(x, y + 1)) { return }
                    if first == nil { first = (x, y) }
                    count += 1
                }
                for y in box.y0..<box.y1 {
                    // An upright rectangle's run is inside: only the pixels either side of it.
                    if let run = coverage.run(y), run.x1 > run.x0 {
                        for x in box.x0..<max(box.x0, min(box.x1, run.x0)) { look(x, y) }
                        for x in max(box.x0, min(box.x1, run.x1))..<box.x1 { look(x, y) }
                    } else {
                        for x in box.x0..<box.x1 { look(x, y) }
                    }
                }
                guard let first else { return nil }
                return PixelCheckFailure(check: check, layer: ClipCheck.label(layer), x: first.x, y: first.y,
                    expected: a.pixel(x: first.x, y: first.y), found: b.pixel(x: first.x, y: first.y), pixels: count,
                    expectation: "unchanged when what the layer \(check == .mask ? "masks" : "clips") is recoloured")
            }
        }
    }
}
