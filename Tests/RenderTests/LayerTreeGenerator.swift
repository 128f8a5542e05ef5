import Compositor
import Foundation
import Geometry
import SegueTesting
import DemoTesting

/// Seeded random layer trees for the clip invariant: nested clips with and without rounded
/// corners, scales and rotations, group opacity, masks (shape and rounded-rectangle), text,
/// images, borders and shape fills, reaching past their parents' bounds.
@MainActor
struct LayerTreeGenerator {
    var random: SeededGenerator
    /// The root's size in points.
    let size: Size

    init(seed: UInt64, size: Size) {
        random = SeededGenerator(seed: seed)
        self.size = size
    }

    /// An opaque root filling `size`, as a window's is, with a random tree under it.
    mutating func tree() -> Layer {
        let root = Layer()
        root.name = "root"
        root.frame = Rect(size: size)
        root.backgroundColor = Color(red: 0.95, green: 0.95, blue: 0.97)
        for _ in 0..<(1 + random.below(3)) { root.addSublayer(layer(in: root.bounds.size, depth: 0, path: "root")) }
        return root
    }

    private mutating func layer(in parent: Size, depth: Int, path: String) -> Layer {
        let l = random.chance(0.12) ? shapeLayer(in: parent) : Layer()
        l.name = path + "/\(random.below(1000))"
        let w = random.double(in: 8...max(9, parent.width * 0.9)), h = random.double(in: 8...max(9, parent.height * 0.9))
        // Up to a quarter of the layer outside its parent on any side.
        l.frame = Rect(x: random.double(in: -w / 4...max(-w / 4, parent.width - w * 0.75)),
            y: random.double(in: -h / 4...max(-h / 4, parent.height - h * 0.75)), width: w, height: h)
        switch random.below(10) {
        case 0...2: break
        case 3...5: l.backgroundColor = color(alpha: 1)
        default: l.backgroundColor = color(alpha: random.double(in: 0.3...0.9))
        }
        if random.chance(0.5) { l.cornerRadius = random.double(in: 1...(min(w, h) / 2)) }
        l.masksToBounds = random.chance(0.55)
        switch random.below(10) {
        case 0...4: break
        case 5...6: l.transform = AffineTransform(scaleX: random.double(in: 0.5...1.6), y: random.double(in: 0.5...1.6))
        case 7...8: l.transform = AffineTransform(rotationAngle: random.double(in: -0.6...0.6))
        default: l.transform = AffineTransform(rotationAngle: random.double(in: -0.4...0.4)).scaledBy(x: 1.3, y: 0.8)
        }
        if random.chance(0.3) { l.opacity = random.double(in: 0.3...0.9) }
        if random.chance(0.1) { l.allowsGroupOpacity = false }
        if random.chance(0.08) { l.dimming = random.double(in: 0.1...0.6) }
        if random.chance(0.1) {
            l.borderWidth = random.double(in: 1...4)
            l.borderColor = color(alpha: 1)
        }
        switch random.below(10) {
        case 0...1:
            l.contents = .text(TextContent(random.pick(["Segue", "Clip me", "Overflowing text that runs on", "gy|Å"]),
                font: random.chance(0.5) ? .bold(random.double(in: 10...28)) : .system(random.double(in: 10...28)), color: color(alpha: 1),
                alignment: random.pick([.left, .center, .right])))
        case 2:
            l.contents = .image(image(opaque: random.chance(0.5)))
            l.contentsGravity = random.pick([.resize, .resizeAspect, .resizeAspectFill])
        default: break
        }
        if random.chance(0.12) { l.mask = mask(in: l.bounds.size) }
        if depth < 3 {
            for _ in 0..<random.below(depth == 0 ? 4 : 3) { l.addSublayer(layer(in: l.bounds.size, depth: depth + 1, path: l.name ?? path)) }
        }
        return l
    }

    private mutating func shapeLayer(in parent: Size) -> ShapeLayer {
        let s = ShapeLayer()
        s.fillColor = color(alpha: random.chance(0.5) ? 1 : 0.6)
        s.path = shapePath(in: Size(width: parent.width * 0.8, height: parent.height * 0.8))
        return s
    }

    /// A mask: a shape layer's path (an ellipse or a star) or a plain layer's rounded rectangle.
    private mutating func mask(in size: Size) -> Layer {
        let m: Layer
        if random.chance(0.6) {
            let s = ShapeLayer()
            s.path = shapePath(in: size)
            m = s
        } else {
            m = Layer()
            m.cornerRadius = random.double(in: 0...(min(size.width, size.height) / 2))
            m.backgroundColor = .black
        }
        m.frame = Rect(x: random.double(in: -size.width / 4...size.width / 2), y: random.double(in: -size.height / 4...size.height / 2),
            width: size.width * random.double(in: 0.4...1.2), height: size.height * random.double(in: 0.4...1.2))
        return m
    }

    private mutating func shapePath(in size: Size) -> Path {
        let r = Rect(x: 0, y: 0, width: max(4, size.width), height: max(4, size.height))
        guard random.chance(0.5) else { return Path.ellipse(in: r) }
        var p = Path()
        let points = 5 + random.below(4)
        for i in 0..<(points * 2) {
            let angle = Double(i) * .pi / Double(points)
            let k = i % 2 == 0 ? 0.5 : 0.22
            let pt = Point(x: r.midX + cos(angle) * r.width * k, y: r.midY + sin(angle) * r.height * k)
            if i == 0 { p.move(to: pt) } else { p.addLine(to: pt) }
        }
        p.closeSubpath()
        return p
    }

    private mutating func color(alpha: Double) -> Color {
        Color(red: random.double(in: 0...1), green: random.double(in: 0...1), blue: random.double(in: 0...1), alpha: alpha)
    }

    /// A small generated picture: stripes, opaque or with a transparent half.
    private mutating func image(opaque: Bool) -> Image {
        let w = 8 + random.below(40), h = 8 + random.below(40)
        let a = color(alpha: 1), b = color(alpha: 1)
        var pixels = [UInt8](repeating: 0, count: w * h * 4)
        for y in 0..<h {
            for x in 0..<w {
                let c = (x / 4 + y / 4) % 2 == 0 ? a : b
                let i = (y * w + x) * 4
                pixels[i] = Color.byte(c.red)
                pixels[i + 1] = Color.byte(c.green)
                pixels[i + 2] = Color.byte(c.blue)
                pixels[i + 3] = opaque || x < w / 2 ? 255 : 0
            }
        }
        return Image(width: w, height: h, pixels: pixels)!
    }
}
