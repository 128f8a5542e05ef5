import Foundation
import Geometry

/// The sea to the horizon: the sky mirrored in rolling water, waves and a glittering path
/// under the sun or moon; open water (variant 0), a beach with surf (1) or a headland with
/// a lighthouse (2).
extension PhotoPainter {
    mutating func paintSea() {
        let h = horizon, variant = photo.variant
        paintSky()
        paintSun()
        if photo.light != .night, random.chance(0.75) {
            let flat: Float = photo.light == .sunset || photo.light == .dawn ? 3 : 1.3
            paintClouds(count: 3 + random.below(5), top: 0.04, bottom: h - 0.05, size: 1.2, flat: flat)
        }
        let n = PhotoNoise(random: &random)
        if variant == 2 { paintHeadland(noise: n) }
        let shore: Float = variant == 1 ? h + Float(random.double(0.2...0.28)) : 2
        let deep = sky.water, far = sky.horizon.lerp(to: sky.water, 0.45)
        canvas.reflect(
            surface: h, bottom: shore + 0.02, reflectivity: 0.8, ripple: 0.004, wave: 0.05, blur: 0.3,
            phase: Float(random.double(0...6)), water: { y in far.lerp(to: deep, Double(min(1, (y - h) / 0.35))) },
            mix: { y in 0.35 + (y - h) * 2.2 })
        let glitterColour: Color? = sky.hasSun ? sky.sun.lerp(to: sky.glow, 0.3) : nil
        canvas.waves(
            horizon: h, bottom: shore + 0.02, strength: 0.14, scale: Float(random.double(0.8...1.3)),
            phase: Float(random.double(0...6)),
            glitter: glitterColour, glitterX: focusX, glitterWidth: sky.isMoon ? 0.05 : 0.09,
            glitterStrength: sky.isMoon ? 0.8 : 1)
        if variant == 1 { paintBeach(shore: shore, noise: n) }
        if variant == 0, random.chance(0.6) { paintSailboat() }
        if photo.light != .night, random.chance(0.45) { paintBirds(count: 2 + random.below(5)) }
    }

    /// A sailing boat out on the water, smaller the nearer the horizon: a hull, a mast and
    /// two sails, white in daylight and a silhouette against a low sun, with its shadow in
    /// the water.
    mutating func paintSailboat() {
        let h = horizon
        let y = h + Float(random.double(0.015...0.1))
        let x = Float(random.double(0.25...0.75)) * aspect
        let k = 0.025 + (y - h) * 0.5
        let backlit = photo.light != .day && abs(x - focusX) < 0.25
        let hull = lit(0x2A2C34), sail = backlit ? hull.lerp(to: sky.horizon, 0.15) : Color(hex: 0xF6F4EE).lit(by: sky.light)
        let dir: Float = random.chance(0.5) ? 1 : -1
        canvas.ellipse(x: x, y: y + k * 0.12, rx: k * 0.45, ry: k * 0.05, colour: hull, opacity: 0.35, soft: k * 0.05)
        canvas.polygon(
            [
                (x - 0.5 * k, y - 0.07 * k), (x + 0.5 * k, y - 0.07 * k), (x + 0.36 * k, y + 0.05 * k),
                (x - 0.38 * k, y + 0.05 * k),
            ],
            colour: hull)
        canvas.line(x, y - 0.07 * k, x, y - 1.1 * k, thickness: k * 0.025, colour: hull)
        canvas.polygon(
            [(x + dir * 0.03 * k, y - 1.05 * k), (x + dir * 0.03 * k, y - 0.14 * k), (x + dir * 0.46 * k, y - 0.14 * k)],
            colour: sail)
        canvas.polygon(
            [(x - dir * 0.03 * k, y - 0.95 * k), (x - dir * 0.03 * k, y - 0.14 * k), (x - dir * 0.34 * k, y - 0.14 * k)],
            colour: sail.times(0.92))
    }

    /// Surf and sand below `shore`: a line of foam, wet sand that mirrors the sky, dry sand
    /// to the bottom.
    mutating func paintBeach(shore: Float, noise n: PhotoNoise) {
        let off = Float(random.double(0...50))
        let edge = columns { x in shore + 0.012 * n.fractal(x * 2.5 + off, octaves: 3) }
        let sand = lit([0xE2CBA0, 0xD8BE90, 0xEAD6B0][random.below(3)])
        let wet = sand.times(0.7).lerp(to: sky.horizon, 0.35)
        let dryLine = columns { x in shore + 0.06 + 0.02 * n.fractal(x * 2 + off + 5, octaves: 3) }
        canvas.fillBelow(
            ridge: edge, colour: { y in wet.lerp(to: sand.times(0.8), Double(min(1, (y - shore) / 0.08))) }, edge: 0.002)
        canvas.fillBelow(
            ridge: dryLine, colour: { y in sand.lerp(to: sand.times(0.85), Double(min(1, (y - shore) / 0.4))) }, edge: 0.02)
        let foam = Color(hex: 0xFBFDFE).lit(by: sky.light.lerp(to: .white, 0.6))
        // Shallow water turns lighter and greener toward the sand.
        let shallow = lit(0x6FC8C0).lerp(to: sky.horizon, 0.3)
        canvas.band(centre: edge.map { $0 - 0.025 }, thickness: 0.04, colour: shallow, opacity: 0.35, soft: 0.03)
        // Surf thick and thin along the edge, a broken line of it further out.
        let thick = columns { x in 0.7 + 0.3 * n.fractal(x * 9 + off, octaves: 3) }
        let broken = columns { x in max(0, n.fractal(x * 5 + off + 3, octaves: 3) * 1.6) }
        canvas.band(centre: edge.map { $0 - 0.003 }, thickness: 0.012, colour: foam, opacity: 0.95, strength: thick, soft: 0.004)
        canvas.band(centre: edge.map { $0 + 0.012 }, thickness: 0.008, colour: foam, opacity: 0.3, strength: thick, soft: 0.008)
        let breaker = columns { x in shore - 0.035 + 0.006 * n.fractal(x * 3 + off + 9, octaves: 3) }
        canvas.band(centre: breaker, thickness: 0.008, colour: foam, opacity: 0.8, strength: broken, soft: 0.004)
        canvas.ripples(below: dryLine, spacing: 0.008, strength: 0.05, phase: off)
    }

    /// A cliff rising from the sea on the side away from the sun, with a striped lighthouse
    /// on top, its lamp lit after sunset.
    mutating func paintHeadland(noise n: PhotoNoise) {
        let h = horizon
        let left = focusX > aspect / 2
        let centre = aspect / 2
        // The cliff reaches from the edge to a little short of the middle.
        let reach = Float(random.double(0.12...0.3))
        let end = left ? centre - reach : centre + reach
        let tall = Float(random.double(0.1...0.18))
        let off = Float(random.double(0...50))
        let ridge = columns { x in
            let t = left ? (end - x) / 0.1 : (x - end) / 0.1
            let s = max(0, min(1, t))
            let rise = s * s * (3 - 2 * s)
            return h + 0.01 - (tall + 0.02 * n.fractal(x * 6 + off, octaves: 4)) * rise
        }
        let rock = lit(0x4A4438).lerp(to: sky.haze, 0.15)
        canvas.fillBelow(ridge: ridge, until: h + 0.012, colour: { _ in rock }, facets: left ? -0.8 : 0.8)
        // Grass on the top.
        canvas.band(centre: ridge.map { $0 + 0.004 }, thickness: 0.006, colour: lit(0x4A6A34), opacity: 0.8)
        // The lighthouse, set back from the edge.
        let x = left ? end - 0.1 : end + 0.1
        let col = canvas.columns(x, x).lo
        let base = col < ridge.count ? ridge[col] + 0.004 : h - tall
        let towerH = Float(random.double(0.09...0.13)), w0: Float = 0.014, w1: Float = 0.010
        let white = lit(0xF2EEE6), red = lit(0xC8322A)
        canvas.polygon([(x - w0, base), (x + w0, base), (x + w1, base - towerH), (x - w1, base - towerH)], colour: white)
        for k in 0..<3 {
            let t0 = (Float(k) * 2 + 1) / 7, t1 = (Float(k) * 2 + 2) / 7
            let a0 = w0 + (w1 - w0) * t0, a1 = w0 + (w1 - w0) * t1
            canvas.polygon(
                [
                    (x - a0, base - towerH * t0), (x + a0, base - towerH * t0), (x + a1, base - towerH * t1),
                    (x - a1, base - towerH * t1),
                ],
                colour: red)
        }
        let top = base - towerH
        let lampLit = photo.light == .night || photo.light == .blueHour || photo.light == .sunset
        canvas.rect(x - w1 * 0.8, top - 0.014, x + w1 * 0.8, top, colour: lampLit ? Color(hex: 0xFFF0B0) : lit(0x404850))
        canvas.polygon([(x - w1 * 1.1, top - 0.014), (x + w1 * 1.1, top - 0.014), (x, top - 0.026)], colour: lit(0x303438))
        canvas.rect(x - w1 * 1.3, top - 0.001, x + w1 * 1.3, top + 0.002, colour: lit(0x303438))
        if lampLit {
            canvas.glow(x: x, y: top - 0.007, radius: 0.08, colour: Color(hex: 0xFFE6A0), strength: 0.7)
            canvas.glow(x: x, y: top - 0.007, radius: 0.02, colour: Color(hex: 0xFFF8E0), strength: 0.9)
        }
    }
}
