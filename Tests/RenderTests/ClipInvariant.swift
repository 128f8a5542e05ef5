import Compositor
import Foundation
import Geometry
import SDLPlatform

/// A check by rendering that clips and masks hold: whatever colours a clipping (or masked)
/// layer and everything under it are drawn in, no pixel outside the layer's clip (or mask)
/// shape changes. Each such layer's subtree is recoloured in turn (every colour channel moved
/// half way round, alpha kept, so the compositor takes the very same paths and geometry), the
/// tree drawn again, and the two frames compared outside the shape, allowing `margin` pixels:
/// one, of anti-aliasing (the software backend fills clips by coverage, so nothing else).
@MainActor
struct ClipInvariant {
    /// Window pixels per point, as the tree is drawn.
    let scale: Double
    /// Frames drawn for each state; the last is compared (more than one reaches the raster cache).
    var frames = 1
    var margin = 1.0
    /// The largest channel difference that still counts as the same pixel.
    var tolerance = 4
    /// Draws the tree as it is now.
    let render: () throws -> RGBAImage

    struct Violation: CustomStringConvertible {
        let layer: String
        let kind: String
        let pixels: Int
        let first: (x: Int, y: Int)
        let worst: Int
        var description: String { "\(kind) of \(layer): \(pixels) pixels outside changed (first at \(first.x),\(first.y), largest difference \(worst))" }
    }

    /// The violations in `root`'s tree as drawn now; `root` is the tree `render` draws.
    func violations(in root: Layer, saveAs name: String? = nil) throws -> [Violation] {
        let reference = try draw()
        var found: [Violation] = []
        for layer in ClipInvariant.visibleLayers(root) {
            let toWindow = layer.localToRoot.concatenating(AffineTransform(scaleX: scale, y: scale))
            // The shape outside which nothing the layer draws may show.
            let shape: [[Point]], kind: String
            if let mask = layer.mask {
                shape = ShapeCoverage.polygons(of: mask.maskPath, transform: mask.localToSuperlayer.concatenating(toWindow))
                kind = "mask"
            } else if layer.masksToBounds {
                shape = ShapeCoverage.polygons(of: layer.clipPath, transform: toWindow)
                kind = "clip"
            } else {
                continue
            }
            let restore = ClipInvariant.recolor(layer)
            let without = try draw()
            restore()
            let coverage = ShapeCoverage(polygons: shape, width: reference.width, height: reference.height, margin: margin)
            if let v = compare(reference, without, outside: coverage, layer: layer, kind: kind) {
                found.append(v)
                if let name { try save(reference, without, coverage, "\(name)-\(found.count)") }
            }
        }
        return found
    }

    /// Recolours everything `layer` and its subtree draw (backgrounds, borders, shape fills,
    /// text and images; masks keep theirs), alpha untouched; returns what puts it back.
    static func recolor(_ layer: Layer) -> () -> Void {
        var undo: [() -> Void] = []
        func visit(_ l: Layer) {
            let background = l.backgroundColor, border = l.borderColor, contents = l.contents
            l.backgroundColor = shifted(background)
            l.borderColor = shifted(border)
            switch contents {
            case .text(var text):
                text.color = shifted(text.color)
                l.contents = .text(text)
            case .image(let image):
                var pixels = image.pixels
                for i in stride(from: 0, to: pixels.count, by: 4) {
                    for c in 0..<3 { pixels[i + c] = pixels[i + c] &+ 128 }
                }
                l.contents = .image(Image(width: image.width, height: image.height, scale: image.scale, pixels: pixels) ?? image)
            case .none:
                break
            }
            var shapeUndo: () -> Void = {}
            if let shape = l as? ShapeLayer {
                let fill = shape.fillColor
                shape.fillColor = shifted(fill)
                shapeUndo = { shape.fillColor = fill }
            }
            undo.append {
                l.backgroundColor = background
                l.borderColor = border
                l.contents = contents
                shapeUndo()
            }
            for s in l.sublayers { visit(s) }
        }
        visit(layer)
        return { for u in undo { u() } }
    }

    /// Every colour channel moved half way round; alpha kept.
    static func shifted(_ c: Color) -> Color {
        func turn(_ v: Double) -> Double { (v + 0.5).truncatingRemainder(dividingBy: 1) }
        return Color(red: turn(c.red), green: turn(c.green), blue: turn(c.blue), alpha: c.alpha)
    }

    private func draw() throws -> RGBAImage {
        var image = try render()
        for _ in 1..<max(1, frames) { image = try render() }
        return image
    }

    /// Changed pixels outside `coverage`. A faint one (at most `faint` in every channel) with
    /// no changed neighbour outside is the tail of an anti-aliasing ramp, not drawing that
    /// escaped: it is not counted.
    private func compare(_ a: RGBAImage, _ b: RGBAImage, outside coverage: ShapeCoverage, layer: Layer, kind: String) -> Violation? {
        let faint = 32
        func difference(_ x: Int, _ y: Int) -> Int {
            let i = (y * a.width + x) * 4
            var d = 0
            for c in 0..<4 { d = max(d, abs(Int(a.pixels[i + c]) - Int(b.pixels[i + c]))) }
            return d
        }
        func changedOutside(_ x: Int, _ y: Int) -> Bool {
            x >= 0 && y >= 0 && x < a.width && y < a.height && !coverage[x, y] && difference(x, y) > tolerance
        }
        var count = 0, worst = 0
        var first = (x: 0, y: 0)
        for y in 0..<a.height {
            for x in 0..<a.width where !coverage[x, y] {
                let d = difference(x, y)
                guard d > tolerance else { continue }
                if d <= faint && !(changedOutside(x - 1, y) || changedOutside(x + 1, y) || changedOutside(x, y - 1) || changedOutside(x, y + 1)) { continue }
                if count == 0 { first = (x, y) }
                count += 1
                worst = max(worst, d)
            }
        }
        guard count > 0 else { return nil }
        return Violation(layer: layer.name ?? "\(type(of: layer)) \(layer.presentation.bounds.size)", kind: kind, pixels: count, first: first, worst: worst)
    }

    /// Layers drawn at all: not hidden, not transparent, under no hidden or transparent layer.
    static func visibleLayers(_ root: Layer) -> [Layer] {
        guard !root.isHidden, root.presentation.opacity > 0 else { return [] }
        return [root] + root.sublayers.flatMap { visibleLayers($0) }
    }

    /// Both frames of a failure, for a person to look at, and a map: the shape tinted blue,
    /// pixels that changed outside it red, the rest the frame faded.
    private func save(_ with: RGBAImage, _ without: RGBAImage, _ coverage: ShapeCoverage, _ name: String) throws {
        try FileManager.default.createDirectory(at: SceneRenderer.output, withIntermediateDirectories: true)
        try with.writePNG(to: SceneRenderer.output.appendingPathComponent(name + ".with.png").path)
        try without.writePNG(to: SceneRenderer.output.appendingPathComponent(name + ".without.png").path)
        var map = with.pixels
        for y in 0..<with.height {
            for x in 0..<with.width {
                let i = (y * with.width + x) * 4
                var d = 0
                for c in 0..<4 { d = max(d, abs(Int(with.pixels[i + c]) - Int(without.pixels[i + c]))) }
                let grey = UInt8((Int(with.pixels[i]) + Int(with.pixels[i + 1]) + Int(with.pixels[i + 2])) / 6 + 100)
                if !coverage[x, y] && d > tolerance {
                    (map[i], map[i + 1], map[i + 2]) = (255, 0, 0)
                } else if coverage[x, y] {
                    (map[i], map[i + 1], map[i + 2]) = (grey / 2, grey / 2, 200)
                } else {
                    (map[i], map[i + 1], map[i + 2]) = (grey, grey, grey)
                }
                map[i + 3] = 255
            }
        }
        try RGBAImage(width: with.width, height: with.height, pixels: map).writePNG(to: SceneRenderer.output.appendingPathComponent(name + ".map.png").path)
    }
}
