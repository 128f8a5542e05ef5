import Foundation
import Geometry

/// What every outdoor photo shares: the sky's gradient, stars, the sun or moon and clouds.
extension PhotoPainter {
    /// The gradient over the whole canvas (the ground paints over its part), with stars
    /// when the light has them.
    mutating func paintSky() {
        let h = horizon, s = sky
        canvas.fillRows { y in s.colour(at: y, horizon: h) }
        let count = Int(Float(260) * sky.stars * aspect)
        let seed = random.next()
        var r = PhotoRandom(seed: seed)
        for _ in 0..<count {
            let x = Float(r.unit()) * aspect, y = Float(r.unit()) * horizon
            let size = Float(r.double(0.0005...0.0016))
            let bright = Float(r.double(0.25...1)) * sky.stars * min(1, (horizon - y) / (horizon * 0.5))
            let tint = Color(white: 1).lerp(to: r.chance(0.5) ? Color(hex: 0xBFD4FF) : Color(hex: 0xFFE8C8), r.unit() * 0.6)
            canvas.ellipse(x: x, y: y, rx: size, ry: size, colour: tint, opacity: bright, blend: .screen)
        }
    }

    /// Where the sun or moon is, if the sky has one.
    var sunCentre: (x: Float, y: Float)? {
        sky.hasSun ? (focusX, horizon - sky.sunAltitude) : nil
    }

    /// The sun (or moon) with its glows: a wide faint one over the horizon and a tight one.
    func paintSun(scale: Float = 1) {
        guard let c = sunCentre else { return }
        let r = sky.sunRadius * scale
        if sky.isMoon {
            canvas.glow(x: c.x, y: c.y, radius: r * 9, colour: sky.glow, strength: sky.glowStrength)
            canvas.ellipse(x: c.x, y: c.y, rx: r, ry: r, colour: sky.sun, soft: r * 0.08)
            // Maria: a few faint grey patches.
            let shade = sky.sun.lerp(to: Color(hex: 0x9A9A9A), 0.35)
            canvas.ellipse(
                x: c.x - r * 0.3, y: c.y - r * 0.2, rx: r * 0.35, ry: r * 0.28, colour: shade, opacity: 0.5, soft: r * 0.2)
            canvas.ellipse(
                x: c.x + r * 0.25, y: c.y + r * 0.3, rx: r * 0.25, ry: r * 0.2, colour: shade, opacity: 0.4, soft: r * 0.2)
            canvas.ellipse(
                x: c.x + r * 0.35, y: c.y - r * 0.35, rx: r * 0.15, ry: r * 0.15, colour: shade, opacity: 0.35, soft: r * 0.1)
        } else {
            canvas.glow(
                x: c.x, y: c.y + 0.05, radius: 0.9 * aspect, height: 0.4, colour: sky.glow, strength: sky.glowStrength * 0.45)
            canvas.glow(x: c.x, y: c.y, radius: r * 8, colour: sky.glow, strength: sky.glowStrength * 0.7)
            canvas.glow(x: c.x, y: c.y, radius: r * 2.6, colour: sky.sun, strength: 0.6)
            canvas.ellipse(x: c.x, y: c.y, rx: r, ry: r, colour: sky.sun, soft: r * 0.15)
        }
    }

    /// `count` clouds between `top` and `bottom` (scene y), each a cluster of soft puffs lit
    /// on top and shaded below; `flat` stretches them into streaks.
    mutating func paintClouds(count: Int, top: Float, bottom: Float, size: Float = 1, flat: Float = 1) {
        for _ in 0..<count {
            let cx = Float(random.unit()) * (aspect + 0.3) - 0.15
            let cy = top + Float(random.unit()) * (bottom - top)
            // Nearer the horizon clouds are further away: smaller and flatter.
            let depth = (cy - top) / max(0.01, bottom - top)
            let w = Float(random.double(0.08...0.22)) * size * (1.2 - 0.6 * depth)
            let hgt = w * Float(random.double(0.22...0.4)) / flat
            let puffs = 7 + random.below(8)
            let haze = sky.colour(at: cy, horizon: horizon)
            let lit = sky.cloud.lerp(to: haze, Double(depth) * 0.35)
            let shade = sky.cloudShade.lerp(to: lit, 0.3).lerp(to: haze, Double(depth) * 0.35)
            var shapes: [(x: Float, y: Float, rx: Float, ry: Float)] = []
            for _ in 0..<puffs {
                let px = cx + Float(random.double(-1...1)) * w * 0.55
                // Puffs heap up from a flat base; the middle ones are the biggest.
                let middle = 1 - abs(px - cx) / w
                let pr = w * Float(random.double(0.1...0.22)) * (0.5 + 0.8 * middle)
                let ry = pr * Float(random.double(0.6...0.85)) / flat
                shapes.append((px, cy + hgt * 0.5 - ry * Float(random.double(0.6...1.1)), pr, ry))
            }
            // The shaded body first, then the lit tops a little higher.
            for s in shapes {
                canvas.ellipse(
                    x: s.x, y: s.y + s.ry * 0.12, rx: s.rx * 0.97, ry: s.ry * 0.9, colour: shade, opacity: 0.9, soft: s.ry * 0.3)
            }
            for s in shapes {
                canvas.ellipse(
                    x: s.x, y: s.y - s.ry * 0.1, rx: s.rx, ry: s.ry * 0.9, colour: lit, opacity: 0.95, soft: s.ry * 0.3)
            }
            // A few wisps trailing off the sides.
            for _ in 0..<random.below(3) {
                let side: Float = random.chance(0.5) ? -1 : 1
                let wx = cx + side * w * Float(random.double(0.6...0.9)), wr = w * Float(random.double(0.06...0.12))
                canvas.ellipse(
                    x: wx, y: cy + hgt * 0.3, rx: wr * 1.6, ry: wr * 0.35 / flat, colour: lit, opacity: 0.6, soft: wr * 0.3)
            }
        }
    }

    /// A loose flock of `count` gulls, little bent strokes, somewhere above `horizon`: dark
    /// against a low sun, pale against a day sky.
    mutating func paintBirds(count: Int) {
        let cx = Float(random.double(0.2...0.8)) * aspect, cy = horizon * Float(random.double(0.25...0.7))
        let colour = photo.light == .day ? Color(hex: 0x3A4250) : Color(hex: 0x1C1820).lerp(to: sky.zenith, 0.2)
        for _ in 0..<count {
            let x = cx + Float(random.double(-0.12...0.12)), y = cy + Float(random.double(-0.05...0.05))
            let w = Float(random.double(0.005...0.011)), lift = Float(random.double(0.2...0.5))
            canvas.line(x - w, y - w * lift, x - w * 0.4, y - w * lift * 0.6, thickness: w * 0.16, colour: colour)
            canvas.line(x - w * 0.4, y - w * lift * 0.6, x, y, thickness: w * 0.18, colour: colour)
            canvas.line(x, y, x + w * 0.4, y - w * lift * 0.6, thickness: w * 0.18, colour: colour)
            canvas.line(x + w * 0.4, y - w * lift * 0.6, x + w, y - w * lift, thickness: w * 0.16, colour: colour)
        }
    }
}
