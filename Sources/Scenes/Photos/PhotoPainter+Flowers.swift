import Foundation
import Geometry

/// Flower fields under the sky: rows of lavender (variant 0), a meadow of poppies (1),
/// sunflowers facing the camera (2) or stripes of tulips (3), with a line of trees on the
/// horizon.
extension PhotoPainter {
    mutating func paintFlowers() {
        let h = horizon, variant = photo.variant
        paintSky()
        paintSun()
        if random.chance(0.7) {
            paintClouds(count: 2 + random.below(4), top: 0.04, bottom: h - 0.12, size: 1.1)
        }
        let n = PhotoNoise(random: &random)
        let haze = sky.haze
        // Trees and farms along the horizon.
        let trees = columns { x in h - 0.012 - 0.02 * (0.5 + 0.5 * n.fractal(x * 9, octaves: 4)) - 0.01 * abs(n.value(x * 60)) }
        let treeColour = lit(0x3E5A34).lerp(to: haze, 0.45)
        canvas.fillBelow(ridge: trees, until: h + 0.01, colour: { _ in treeColour }, mist: haze, mistDepth: 0.03, mistAmount: 0.3)
        let vanish = focusX + Float(random.double(-0.2...0.2))
        switch variant {
        case 0:
            let soil = lit(0x6E6A3C), lavender = lit(0x8E6CC8).hueShifted(random.double(-0.03...0.03))
            canvas.furrows(
                horizon: h, vanishX: vanish, top: h, spacing: 0.55, fill: 0.62, mounds: 0.12,
                row: { y in lavender.lerp(to: haze, Double(max(0, 0.5 - (y - h) * 3))).times(Double(0.95 - (y - h) * 0.3)) },
                gap: { y in soil.lerp(to: haze, Double(max(0, 0.5 - (y - h) * 3))) })
        case 3:
            let leaves = lit(0x4E7A3A)
            let tulips = [0xE8283A, 0xF6C431, 0xF07AA8, 0xF28C28, 0xF4F0E8, 0xB03A8E].map { lit(UInt32($0)) }
            canvas.furrows(
                horizon: h, vanishX: vanish, top: h, spacing: 0.5, fill: 0.72, mounds: 0.08,
                row: { _ in .white }, gap: { y in leaves.lerp(to: haze, Double(max(0, 0.4 - (y - h) * 3))) },
                colours: tulips, band: 2 + random.below(3), seed: random.next())
        default:
            // A meadow: yellow-green far off, deeper green near; poppies redden the distance.
            let far = lit(variant == 1 ? 0x9AA850 : 0x6E8A3A).lerp(to: haze, 0.3), near = lit(variant == 1 ? 0x4E7A32 : 0x3E6228)
            let red = lit(0xB85A30).lerp(to: haze, 0.2)
            canvas.fillRows(from: h) { y in
                let base = far.lerp(to: near, Double(min(1, (y - h) / (1 - h))))
                let t = Double(max(0, 1 - (y - h) / 0.14))
                return variant == 1 ? base.lerp(to: red, 0.75 * t * t) : base
            }
            if variant == 1 { paintPoppies() } else { paintSunflowers() }
        }
    }

    /// Poppies scattered over the meadow: thousands of red specks far off, then larger
    /// flowers with dark hearts near the camera, a few cornflowers among them.
    mutating func paintPoppies() {
        let h = horizon
        let red = lit(0xE0281E), deep = lit(0xB81A18), blue = lit(0x4A6AD8), grass = lit(0x3E6A2A)
        // Blades of grass in front.
        for _ in 0..<Int(160 * aspect) {
            let x = Float(random.unit()) * aspect, y = Float(random.double(0.82...1.02))
            let tall = (y - h) * Float(random.double(0.06...0.14))
            canvas.line(
                x, y, x + Float(random.double(-0.3...0.3)) * tall, y - tall, thickness: tall * 0.08, colour: grass,
                opacity: 0.7)
        }
        for _ in 0..<Int(900 * aspect) {
            let t = Float(random.unit())
            let y = h + 0.004 + t * t * (1.02 - h)
            let size = 0.0015 + (y - h) * 0.035
            let x = Float(random.unit()) * aspect
            let colour = random.chance(0.06) ? blue : (random.chance(0.3) ? deep : red)
            canvas.ellipse(x: x, y: y, rx: size * 1.2, ry: size * 0.8, colour: colour, soft: size * 0.3)
            if size > 0.008 {
                canvas.ellipse(
                    x: x, y: y - size * 0.1, rx: size * 0.3, ry: size * 0.25, colour: Color(hex: 0x1A1010), opacity: 0.8)
            }
        }
    }

    /// Sunflowers: a field of yellow heads shrinking to the horizon and a few big ones in
    /// front, each a ring of petals round a brown heart.
    mutating func paintSunflowers() {
        let h = horizon
        let yellow = lit(0xF6C21C), gold = lit(0xE09A10), heart = lit(0x4A2A10), leaf = lit(0x3C6A24)
        for _ in 0..<Int(500 * aspect) {
            let t = Float(random.unit())
            let y = h + 0.003 + t * t * (0.8 - h)
            let size = 0.002 + (y - h) * 0.05
            let x = Float(random.unit()) * aspect
            canvas.ellipse(x: x, y: y + size * 1.2, rx: size * 1.4, ry: size * 0.7, colour: leaf, opacity: 0.8, soft: size * 0.3)
            canvas.ellipse(x: x, y: y, rx: size, ry: size * 0.9, colour: random.chance(0.5) ? yellow : gold, soft: size * 0.25)
            canvas.ellipse(x: x, y: y, rx: size * 0.45, ry: size * 0.4, colour: heart, soft: size * 0.15)
        }
        for _ in 0..<(4 + random.below(4)) {
            let x = Float(random.unit()) * aspect, y = Float(random.double(0.78...0.98))
            let r = Float(random.double(0.04...0.07))
            canvas.line(x, y, x + r * 0.3, 1.1, thickness: r * 0.18, colour: leaf.times(0.8))
            canvas.ellipse(x: x - r * 1.2, y: y + r * 1.6, rx: r * 0.9, ry: r * 0.4, colour: leaf, soft: r * 0.1)
            let petals = 16
            for k in 0..<petals {
                let a = Float(k) / Float(petals) * 2 * Float.pi + Float(random.double(-0.1...0.1))
                let c = cos(a), s = sin(a)
                let tip = (x + c * r * 1.9, y + s * r * 1.7)
                let side = (r * 0.32 * -s, r * 0.32 * c)
                let base = (x + c * r * 0.8, y + s * r * 0.75)
                canvas.polygon(
                    [
                        (base.0 + side.0, base.1 + side.1), (x + c * r * 1.4 + side.0 * 0.8, y + s * r * 1.3 + side.1 * 0.8), tip,
                        (x + c * r * 1.4 - side.0 * 0.8, y + s * r * 1.3 - side.1 * 0.8), (base.0 - side.0, base.1 - side.1),
                    ],
                    colour: k % 2 == 0 ? yellow : gold)
            }
            canvas.ellipse(x: x, y: y, rx: r, ry: r * 0.92, colour: heart, soft: r * 0.05)
            canvas.ellipse(
                x: x - r * 0.2, y: y - r * 0.2, rx: r * 0.5, ry: r * 0.45, colour: heart.lerp(to: gold, 0.25), opacity: 0.6,
                soft: r * 0.3)
        }
    }
}
