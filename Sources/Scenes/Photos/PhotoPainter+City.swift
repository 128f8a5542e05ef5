import Foundation
import Geometry

/// Cities after sunset: a skyline of towers with lit windows against the evening sky,
/// across a harbour that mirrors it in streaks (variant 0) or seen from a dark hill (1).
extension PhotoPainter {
    mutating func paintCity() {
        let variant = photo.variant
        // The ground line sits a little lower than a landscape's horizon.
        let ground = horizon + (variant == 0 ? 0.04 : 0.1)
        paintSky()
        if sky.isMoon || photo.light == .sunset { paintSun(scale: 0.9) }
        if random.chance(0.5) {
            paintClouds(count: 2 + random.below(3), top: 0.06, bottom: ground - 0.35, size: 1.3, flat: 3)
        }
        // The glow of the city on the low sky.
        let glowColour = photo.light == .night ? Color(hex: 0xC08050) : sky.horizon
        canvas.glow(x: aspect / 2, y: ground, radius: aspect * 0.8, height: 0.3, colour: glowColour, strength: 0.35)
        let silhouette = Color(hex: 0x141A2C).lerp(to: sky.zenith, 0.35)
        // A far, hazy skyline without detail.
        paintSkyline(ground: ground, height: 0.14, body: silhouette.lerp(to: sky.horizon, 0.3), windows: 0.15, far: true)
        // The city itself, tallest near the photo's focus.
        paintSkyline(
            ground: ground, height: Float(random.double(0.22...0.36)), body: silhouette,
            windows: photo.light == .sunset ? 0.25 : 0.45, far: false)
        if variant == 0 {
            paintHarbour(ground: ground, quay: silhouette.times(0.6))
        } else {
            paintHillView(ground: ground)
        }
    }

    /// A quay with a row of lamps, then the harbour mirroring the city.
    private mutating func paintHarbour(ground: Float, quay: Color) {
        canvas.rect(-0.1, ground - 0.006, aspect + 0.1, ground + 0.004, colour: quay)
        var x = Float(random.double(0...0.05))
        while x < aspect {
            canvas.glow(x: x, y: ground - 0.008, radius: 0.012, colour: Color(hex: 0xFFC878), strength: 0.8)
            canvas.ellipse(x: x, y: ground - 0.008, rx: 0.0018, ry: 0.0018, colour: Color(hex: 0xFFF0C8))
            x += Float(random.double(0.04...0.08))
        }
        let water = sky.water.lerp(to: .black, 0.3)
        canvas.reflect(
            surface: ground + 0.004, reflectivity: 0.75, ripple: 0.006, wave: 0.12, blur: 0.12,
            phase: Float(random.double(0...6)),
            water: { _ in water }, mix: { y in 0.15 + (y - ground) * 0.8 })
    }

    /// A valley of streets lit below the towers, then the dark hill we stand on.
    private mutating func paintHillView(ground: Float) {
        let n = PhotoNoise(random: &random)
        let dark = Color(hex: 0x080A12).lerp(to: sky.zenith, 0.15)
        canvas.fillRows(from: ground, to: 1.1) { y in dark.lerp(to: sky.horizon, Double(max(0, 0.12 - (y - ground) * 0.6))) }
        let lamps = [Color(hex: 0xFFD7A0), Color(hex: 0xFFF2DA), Color(hex: 0xFFB060), Color(hex: 0xD8E6FF)]
        for _ in 0..<Int(420 * aspect) {
            let depth = Float(random.unit())
            let x = Float(random.unit()) * aspect, y = ground + 0.004 + depth * depth * 0.14
            let r = 0.0008 + 0.0022 * depth
            canvas.ellipse(
                x: x, y: y, rx: r, ry: r, colour: random.pick(lamps), opacity: Float(random.double(0.35...1)), blend: .screen)
        }
        paintStreets(ground: ground, colour: lamps[2])
        canvas.glow(
            x: focusX, y: ground + 0.05, radius: aspect * 0.6, height: 0.08, colour: Color(hex: 0xFFB070), strength: 0.12)
        let hill = columns { x in
            0.9 - 0.05 * (0.5 + 0.5 * n.fractal(x * 1.5 + 3, octaves: 4)) - 0.006 * abs(n.value(x * 300))
        }
        canvas.fillBelow(ridge: hill, colour: { _ in dark }, edge: 0.002)
    }

    /// Streets running toward the towers: lines of lamps converging.
    private mutating func paintStreets(ground: Float, colour: Color) {
        for _ in 0..<3 {
            let x0 = Float(random.unit()) * aspect, x1 = focusX + Float(random.double(-0.3...0.3))
            for k in 0..<28 {
                // Lamps evenly spaced on the ground crowd together with distance.
                let t = Float(k) / 27
                let q = (1 - t) / (1 + 3 * t)
                let r = 0.0008 + 0.003 * q
                canvas.ellipse(
                    x: x1 + (x0 - x1) * q, y: ground + 0.004 + q * 0.15, rx: r, ry: r, colour: colour, opacity: 0.9,
                    blend: .screen)
            }
        }
    }

    /// A row of towers standing on `ground`: each a block (sometimes with a setback top, a
    /// spire or an aerial), with a grid of windows of which about `windows` are lit, their
    /// lights chosen per window by a hash so a thumbnail lights the same ones.
    mutating func paintSkyline(ground: Float, height: Float, body: Color, windows: Double, far: Bool) {
        var x: Float = -0.03
        let seed = random.next()
        var b = 0
        while x < aspect + 0.03 {
            let w = Float(random.double(far ? 0.02...0.05 : 0.035...0.09))
            let nearFocus = 1 - min(1, abs(x + w / 2 - focusX) / (aspect * 0.6))
            let tall = height * Float(random.double(0.2...0.75)) * (0.5 + 0.8 * nearFocus) * (random.chance(0.12) ? 1.6 : 1)
            let top = ground - tall
            let tone = body.lerp(to: Color(hex: 0x3A4666), random.unit() * 0.3)
            canvas.rect(x, top, x + w, ground + 0.002, colour: tone.lerp(to: sky.horizon, 0.12), bottom: tone.times(0.75))
            paintTowerTop(x: x, width: w, top: top, tall: tall, tone: tone)
            let tower = Tower(x: x, width: w, top: top, ground: ground, index: b, seed: seed)
            if !far {
                paintWindows(of: tower, lit: windows)
            } else {
                paintFarLights(of: tower, lit: windows)
            }
            x += w + Float(random.double(far ? -0.01...0.005 : -0.008...0.012))
            b += 1
        }
    }

    /// Sometimes a narrower top storey (with a spire and its light, sometimes), else
    /// sometimes a pointed roof.
    private mutating func paintTowerTop(x: Float, width w: Float, top: Float, tall: Float, tone: Color) {
        if random.chance(0.3) {
            // A narrower top storey.
            let inset = w * Float(random.double(0.15...0.3))
            let extra = tall * Float(random.double(0.06...0.15))
            canvas.rect(x + inset, top - extra, x + w - inset, top + 0.001, colour: tone.lerp(to: sky.horizon, 0.15))
            if random.chance(0.5) {
                canvas.line(x + w / 2, top - extra, x + w / 2, top - extra - tall * 0.18, thickness: 0.0025, colour: tone)
                canvas.ellipse(
                    x: x + w / 2, y: top - extra - tall * 0.18, rx: 0.002, ry: 0.002, colour: Color(hex: 0xFF5040),
                    blend: .screen)
            }
        } else if random.chance(0.15) {
            canvas.polygon([(x, top + 0.0005), (x + w, top + 0.0005), (x + w / 2, top - w * 0.9)], colour: tone)
        }
    }

    /// One tower of a skyline: where it stands, its number in the row and the row's seed
    /// for the hashes that light its windows.
    private struct Tower {
        let x: Float, width: Float, top: Float, ground: Float
        let index: Int
        let seed: UInt64
    }

    /// Windows: a grid of cells, each lit or not by its hash.
    private mutating func paintWindows(of tower: Tower, lit windows: Double) {
        let x = tower.x, w = tower.width, b = tower.index, seed = tower.seed
        let floor = Float(random.double(0.008...0.013)), cell = w / Float(3 + random.below(5))
        let warm = [Color(hex: 0xFFD58A), Color(hex: 0xFFE9B8), Color(hex: 0xCFE0FF), Color(hex: 0xFFC070)]
        let style = random.below(warm.count)
        var fy = tower.top + floor * 0.8
        var row = 0
        while fy + floor * 0.6 < tower.ground - 0.004 {
            var cx = x + cell * 0.25
            var col = 0
            while cx + cell * 0.5 <= x + w {
                let hsh = PhotoNoise.hash(b * 1000 + col, row, seed)
                if Double(hsh) < windows {
                    let tint = warm[(style + (hsh < 0.05 ? 1 : 0)) % warm.count]
                    let bright = 0.55 + 0.45 * PhotoNoise.hash(col, b * 1000 + row, seed)
                    canvas.rect(cx, fy, cx + cell * 0.55, fy + floor * 0.55, colour: tint, opacity: bright)
                }
                cx += cell
                col += 1
            }
            fy += floor
            row += 1
        }
    }

    /// Far towers: a few faint specks of light.
    private func paintFarLights(of tower: Tower, lit windows: Double) {
        let top = tower.top, b = tower.index, seed = tower.seed
        for k in 0..<4 {
            let hsh = PhotoNoise.hash(b, k, seed)
            if Double(hsh) < windows * 2 {
                canvas.ellipse(
                    x: tower.x + tower.width * Float(0.2 + 0.6 * PhotoNoise.hash(k, b, seed)),
                    y: top + (tower.ground - top) * Float(0.2 + 0.7 * hsh),
                    rx: 0.0012, ry: 0.0012, colour: Color(hex: 0xFFE0B0), opacity: 0.7, blend: .screen)
            }
        }
    }
}
