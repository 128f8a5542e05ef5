import Foundation
import Geometry

/// Desert dunes: crest behind crest fading into the haze, faces toward the sun lit and the
/// slip faces in shadow, wind ripples on the nearest; a low sun (variant 0) or a wider
/// field under a clear sky or the Milky Way (1).
extension PhotoPainter {
    mutating func paintDunes() {
        let h = horizon, variant = photo.variant
        paintSky()
        if photo.light == .night { paintMilkyWay() }
        paintSun(scale: variant == 0 ? 1.2 : 0.9)
        if photo.light != .night, random.chance(0.25) {
            paintClouds(count: 1 + random.below(3), top: 0.05, bottom: h - 0.2, size: 1.2, flat: 3)
        }
        let sands: [UInt32] = [0xE2A062, 0xD07A44, 0xE8C28A, 0xD89A58]
        // At night the moon lights the sand a cool grey-blue.
        let moonlight = photo.light == .night ? sky.light.lerp(to: Color(hex: 0x8C9CC8), 0.45) : sky.light
        let sand = Color(hex: sands[random.below(sands.count)]).lit(by: moonlight)
        let ridges = duneRidges(count: variant == 0 ? 5 : 4, sunLeft: focusX < aspect / 2)
        paintDuneFaces(ridges, sand: sand)
    }

    /// Low sun, strong shadows.
    private var duneContrast: Float {
        switch photo.light {
        case .goldenHour, .sunset, .dawn: 0.55
        case .night, .blueHour: 0.35
        default: 0.3
        }
    }

    /// The crests, far to near: each a smooth rise to its crest and a steeper slip face
    /// beyond it (facing away from the sun), taller and wider as they come nearer.
    private mutating func duneRidges(count layers: Int, sunLeft: Bool) -> [[Float]] {
        let h = horizon, variant = photo.variant
        let seed = random.next()
        var ridges: [[Float]] = []
        for layer in 0..<layers {
            let t = Float(layer) / Float(layers - 1)
            let base = h + 0.02 + t * t * (variant == 0 ? 0.3 : 0.25) + t * 0.05
            let amp = Float(random.double(0.03...0.06)) * (0.5 + t * 1.4)
            let freq = Float(random.double(1.2...2.2)) / (0.4 + t)
            let off = Float(random.double(0...50))
            let crest = Float(random.double(0.6...0.8))
            let flip = sunLeft
            let s = seed &+ UInt64(layer)
            ridges.append(
                columns { x in
                    var u = x * freq + off
                    if flip { u = -u }
                    let cell = u.rounded(.down)
                    let f = u - cell
                    let height = 0.55 + 0.45 * PhotoNoise.hash(Int(cell), 3, s)
                    let shape: Float
                    if f < crest {
                        let q = f / crest
                        shape = q * q * (3 - 2 * q)
                    } else {
                        let q = 1 - (f - crest) / (1 - crest)
                        shape = q * q
                    }
                    return base - amp * height * shape
                })
        }
        return ridges
    }

    /// Each dune's sand under its ridge, hazier with distance, its faces lit toward the sun;
    /// wind ripples on the nearest two.
    private func paintDuneFaces(_ ridges: [[Float]], sand: Color) {
        let layers = ridges.count, haze = sky.haze, contrast = duneContrast
        let sunLeft = focusX < aspect / 2
        for (layer, ridge) in ridges.enumerated() {
            let t = Float(layer) / Float(layers - 1)
            let body = sand.lerp(to: haze, Double(1 - t) * 0.45).times(Double(0.92 + 0.1 * t))
            let low = body.times(0.85)
            let until = layer + 1 < layers ? min(1.05, (ridges[layer + 1].max() ?? 1) + 2 * canvas.unit) : 1.05
            let top = ridge.min() ?? horizon
            canvas.fillBelow(
                ridge: ridge, until: until, colour: { y in body.lerp(to: low, Double(min(1, max(0, (y - top) / 0.2)))) },
                facets: sunLeft ? 1.4 : -1.4, facetContrast: contrast)
            if layer >= layers - 2 {
                canvas.ripples(below: ridge, until: until, spacing: 0.006 + 0.006 * t, strength: 0.05, phase: Float(layer))
            }
        }
    }

    /// The Milky Way: a soft band of light across the night sky, thick with faint stars.
    mutating func paintMilkyWay() {
        let x0 = Float(random.double(-0.2...0.3)) * aspect, x1 = Float(random.double(0.7...1.2)) * aspect
        let y0 = Float(random.double(0.0...0.15)), y1 = horizon * Float(random.double(0.6...0.9))
        let glowColour = Color(hex: 0x9AA4C8)
        for k in 0..<14 {
            let t = Float(k) / 13
            canvas.glow(
                x: x0 + (x1 - x0) * t, y: y0 + (y1 - y0) * t, radius: 0.16, height: 0.1, colour: glowColour,
                strength: 0.12 + 0.08 * sin(t * 9))
        }
        for _ in 0..<Int(500 * aspect) {
            let t = Float(random.unit())
            let spread = Float(random.double(-1...1)) * Float(random.double(0...1)) * 0.09
            let x = x0 + (x1 - x0) * t + spread * 0.4, y = y0 + (y1 - y0) * t + spread
            canvas.ellipse(
                x: x, y: y, rx: 0.0007, ry: 0.0007, colour: .white, opacity: Float(random.double(0.2...0.8)), blend: .screen)
        }
    }
}
