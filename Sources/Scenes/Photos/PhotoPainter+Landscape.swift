import Foundation
import Geometry

/// Landscapes: a sun or moon over layered mountains or hills fading into the haze, with a
/// lake that mirrors them (variant 0), rolling farmland (1) or forested ridges stepping
/// down from the peaks (2).
extension PhotoPainter {
    mutating func paintLandscape() {
        let h = horizon, variant = photo.variant
        paintSky()
        paintSun()
        if photo.light != .night, random.chance(0.7) {
            paintClouds(
                count: 2 + random.below(4), top: 0.04, bottom: h - 0.22, size: 1.1, flat: photo.light == .sunset ? 2.5 : 1)
        }
        let n = PhotoNoise(random: &random)
        if variant != 1 {
            paintMountains(noise: n, ranges: 2, base: variant == 2 ? h + 0.06 : h, tall: variant == 2 ? 0.38 : 0.24)
        }
        switch variant {
        case 0:
            if photo.light != .night, random.chance(0.35) { paintBirds(count: 2 + random.below(4)) }
            paintForestRidges(noise: n, count: 1 + random.below(2), from: h - 0.05, to: h - 0.015, bottom: h + 0.005)
            let water = sky.water.lerp(to: sky.horizon, 0.15)
            canvas.reflect(
                surface: h, reflectivity: 0.82, ripple: 0.0018, wave: 0.035, phase: Float(random.double(0...6)),
                water: { _ in water }, mix: { y in 0.1 + (y - h) * 0.9 })
            canvas.band(
                centre: columns { _ in h + 0.0015 }, thickness: 0.0018, colour: sky.horizon.lerp(to: .white, 0.3),
                opacity: 0.3)
        case 1:
            paintFarmland(noise: n)
        default:
            paintForestRidges(noise: n, count: 4, from: h + 0.03, to: h + 0.34, bottom: 1.05, trees: 0.09)
        }
    }

    /// Ranges of peaks behind the horizon: sharp tops, faces toward the sun lighter, snow
    /// above a ragged line, the far range paler in the haze.
    mutating func paintMountains(noise n: PhotoNoise, ranges: Int, base h: Float, tall: Float) {
        let haze = sky.haze
        let rock = lit([0x6C7A96, 0x5E6678, 0x7A6E6A, 0x5A6470][random.below(4)])
        let snowy = random.chance(photo.variant == 2 ? 0.9 : 0.6)
        let sunSide: Float = focusX < aspect / 2 ? -1 : 1
        for layer in 0..<ranges {
            let height = tall * Float(random.double(0.75...1.2)) * (layer == 0 ? 1 : 0.7)
            let freq = Float(random.double(1.6...2.6)) * (layer == 0 ? 1 : 1.4)
            let off = Float(random.double(0...100))
            func profile(_ x: Float) -> Float {
                let u = x * freq + off
                return 0.2 + 0.55 * n.ridged(u, octaves: 6, gain: 0.45) + 0.25 * (0.5 + 0.5 * n.fractal(u * 0.5, octaves: 2))
            }
            let ridge = columns { x in h - height * profile(x) }
            // Snow on what rises well above the range's mean line, measured on the scene
            // (not the canvas's columns) so a thumbnail snows the same peaks.
            let samples = (0..<200).map { k in profile(Float(k) / 200 * aspect) }
            let highest = samples.max() ?? 1, mean = samples.reduce(0, +) / Float(samples.count)
            let snowLine = h - height * (mean + (highest - mean) * Float(random.double(0.2...0.5)))
            let cap = snowy ? columns { x in snowLine + 0.02 * n.fractal(x * 18 + off, octaves: 3) } : nil
            let far = layer == 0 ? 0.4 : 0.15
            let body = rock.lerp(to: haze, far)
            let snow = Color(hex: 0xF4F7FC).lit(by: sky.light.lerp(to: .white, 0.65)).lerp(to: haze, far * 0.5)
            canvas.fillBelow(
                ridge: ridge, until: h + 0.01, colour: { _ in body }, mist: haze, mistDepth: 0.2,
                mistAmount: 0.45, cap: cap, capColour: snow, facets: -sunSide * 0.9)
        }
    }

    /// `count` ridges covered in conifers, from `from` to `to` (the nearest), each darker and
    /// less hazy, filled down to `bottom`, with mist lying in the valleys between them. Each
    /// is filled only down to where the next one surely covers it.
    mutating func paintForestRidges(noise n: PhotoNoise, count: Int, from: Float, to: Float, bottom: Float, trees: Float = 0.05) {
        let haze = sky.haze
        let forest = lit([0x2E5238, 0x34503A, 0x2A4A40][random.below(3)])
        let sunLeft = focusX < aspect / 2
        let seed = random.next()
        var ridges: [[Float]] = []
        for layer in 0..<count {
            let t = count == 1 ? 1 : Float(layer) / Float(count - 1)
            let base = from + (to - from) * t
            let amp = Float(random.double(0.03...0.08)) * (0.6 + t)
            let freq = Float(random.double(1.2...2.6))
            let off = Float(random.double(0...100))
            let tree = (0.012 + trees * t * t) * Float(random.double(0.8...1.2))
            let treeFreq = 1 / (tree * 0.4)
            let s = seed &+ UInt64(layer)
            ridges.append(
                columns { x in
                    base - amp * (0.5 + 0.5 * n.fractal(x * freq + off, octaves: 3))
                        - PhotoPainter.conifers(x, frequency: treeFreq, height: tree, seed: s)
                })
        }
        for (layer, ridge) in ridges.enumerated() {
            let t = count == 1 ? 1 : Float(layer) / Float(count - 1)
            let body = forest.lerp(to: haze, Double(1 - t) * 0.5 + 0.05).times(0.9 + 0.1 * Double(1 - t))
            let low = body.lerp(to: haze, 0.5)
            let until = layer + 1 < count ? min(bottom, (ridges[layer + 1].max() ?? bottom) + 2 * canvas.unit) : bottom
            // Each tree lit on its sunward side (the facets of the spiky ridge), the light
            // evening out lower down in the wood.
            canvas.fillBelow(
                ridge: ridge, until: until, colour: { _ in body }, mist: low, mistDepth: 0.1 + 0.1 * t,
                mistAmount: layer == count - 1 ? 0.1 : 0.45, facets: sunLeft ? 0.6 : -0.6, facetContrast: 0.22)
        }
    }

    /// A silhouette of conifers along a ridge: a spike per tree, two rows offset by half a
    /// tree so the line is dense, each tree's height from its cell's hash.
    static func conifers(_ x: Float, frequency f: Float, height: Float, seed: UInt64) -> Float {
        var best: Float = 0
        for row in 0..<2 {
            let u = x * f + Float(row) * 0.5
            let cell = u.rounded(.down)
            let t = u - cell
            let hgt = height * (0.45 + 0.55 * PhotoNoise.hash(Int(cell), row, seed))
            let spike = 1 - abs(t - 0.5) * 2
            let v = hgt * spike * spike * (1.4 - 0.4 * spike)
            if v > best { best = v }
        }
        return best
    }

    /// Rolling farmland: hills in layers from the haze to the foreground, each with fields
    /// in lighter and darker strips, hedgerows along them and clumps of trees, and a lone
    /// tree in front.
    mutating func paintFarmland(noise n: PhotoNoise) {
        let h = horizon, haze = sky.haze
        let greens: [UInt32] =
            photo.light == .goldenHour
            ? [0x8A9440, 0x6E8436, 0x58742E, 0x466428] : [0x6C9A50, 0x5A8C46, 0x4A7C3E, 0x3A6A34]
        let hedge = lit(0x2A4424)
        let layers = 4
        for layer in 0..<layers {
            let t = Float(layer) / Float(layers - 1)
            let base = h - 0.07 + t * t * 0.3 + t * 0.06
            let amp = Float(random.double(0.03...0.07))
            let freq = Float(random.double(1.2...2.8))
            let off = Float(random.double(0...100))
            let ridge = columns { x in base - amp * (0.5 + 0.5 * n.fractal(x * freq + off, octaves: 3)) }
            let fade = Double(1 - t) * 0.5
            let body = lit(greens[layer]).lerp(to: haze, fade)
            let low = body.times(0.82)
            let top = base - amp
            canvas.fillBelow(
                ridge: ridge, colour: { y in body.lerp(to: low, Double(max(0, min(1, (y - top) / 0.25)))) }, mist: haze,
                mistDepth: 0.15, mistAmount: Float(fade) * 0.5)
            let hill = FarmHill(ridge: ridge, base: base, t: t, fade: fade, hedge: hedge.lerp(to: haze, fade))
            paintFieldStrips(on: hill)
            paintTreeClumps(on: hill)
        }
        paintLoneTree()
    }

    /// One hill of farmland: its ridge, the line it rolls under, how near it is (0 far, 1
    /// near), how much haze it takes and its hedges' colour in that haze.
    private struct FarmHill {
        let ridge: [Float]
        let base: Float
        let t: Float
        let fade: Double
        let hedge: Color
    }

    /// Strips of field parallel to the ridge, then hedgerows between them.
    private mutating func paintFieldStrips(on hill: FarmHill) {
        let crops: [UInt32] = [0xC8B45A, 0xA8B05A, 0x8CA85A, 0xB89A52]
        let ridge = hill.ridge, t = hill.t
        var depth: Float = 0.01 + 0.02 * t
        for _ in 0..<3 {
            let width = Float(random.double(0.015...0.04)) * (0.5 + t * 1.5)
            let crop = lit(random.pick(crops)).lerp(to: sky.haze, hill.fade)
            let d = depth
            canvas.band(
                centre: ridge.map { $0 + d + width / 2 }, thickness: width, colour: crop,
                opacity: Float(random.double(0.25...0.55)),
                soft: 0.003)
            canvas.band(
                centre: ridge.map { $0 + d }, thickness: 0.002 + 0.003 * t, colour: hill.hedge,
                opacity: 0.8)
            depth += width + Float(random.double(0.005...0.03))
        }
    }

    /// Clumps of trees sitting on the ridge.
    private mutating func paintTreeClumps(on hill: FarmHill) {
        let ridge = hill.ridge, t = hill.t
        for _ in 0..<(2 + random.below(4)) {
            let x = Float(random.unit()) * aspect
            let r = (0.006 + 0.012 * t) * Float(random.double(0.7...1.4))
            let col = canvas.columns(x, x).lo
            let y = col < ridge.count ? ridge[col] : hill.base
            for k in 0..<3 {
                let dx = Float(k - 1) * r * 0.9
                canvas.ellipse(
                    x: x + dx, y: y - r * 0.55, rx: r, ry: r * 0.9, colour: hill.hedge, soft: r * 0.25)
            }
        }
    }

    /// A lone tree in front.
    private mutating func paintLoneTree() {
        let tx = focusX + Float(random.double(-0.3...0.3)), ty = horizon + Float(random.double(0.16...0.24))
        let th = Float(random.double(0.09...0.15))
        let dark = lit(0x263A20)
        canvas.line(tx, ty + th * 0.05, tx, ty - th * 0.6, thickness: th * 0.07, colour: lit(0x3A2E24))
        for _ in 0..<10 {
            let px = tx + Float(random.double(-0.32...0.32)) * th, py = ty - th * Float(random.double(0.6...0.95))
            let pr = th * Float(random.double(0.16...0.28))
            canvas.ellipse(x: px, y: py, rx: pr, ry: pr * 0.85, colour: dark, soft: pr * 0.15)
        }
    }
}
