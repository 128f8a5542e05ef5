import Foundation
import Geometry

/// Water: what lies above a surface mirrored into it, and waves.
extension PhotoCanvas {
    /// Mirrors the picture above the water line `surface` into the rows below it, down to
    /// `bottom`: each row shifted sideways by ripples that grow toward the viewer (a function
    /// of scene y, so thumbnail and picture ripple alike), blurred downward by averaging two
    /// source rows (the second `blur` times the depth further up), darkened to
    /// `reflectivity`, lightened and darkened in bands by `wave`, and mixed with `water(y)`
    /// by `mix(y)`. Sideways shifts are blended between neighbouring columns, so edges stay
    /// smooth.
    func reflect(
        surface: Float, bottom: Float = 2, reflectivity: Float = 0.85, ripple: Float = 0.004, wave: Float = 0.06,
        blur: Float = 0.03, phase: Float = 0, water: (Float) -> Color, mix: (Float) -> Float
    ) {
        let (lo, hi) = rows(surface, bottom)
        guard lo < hi, width >= 2 else { return }
        // Rows at or below the surface are being written; sources must lie above them.
        var firstWritten = lo
        while firstWritten < hi && ys[firstWritten] <= surface { firstWritten += 1 }
        guard firstWritten < hi, firstWritten > 0 else { return }
        let p = rgb, w = width, inv = 1 / unit
        var j = firstWritten
        while j < hi {
            let y = ys[j]
            let d = y - surface
            // Source rows: the mirror image, and a little further up for the blur.
            func sourceRow(_ sy: Float) -> Int {
                var r = Int(((sy - originY) * inv).rounded(.down))
                if r > firstWritten - 1 { r = firstWritten - 1 }
                return r < 0 ? 0 : r
            }
            let s1 = sourceRow(surface - d), s2 = sourceRow(surface - d - 0.002 - d * blur)
            let amp = ripple * (0.2 + 12 * d * d)
            let shift = amp * (0.65 * sin(9 / (d + 0.02) + phase) + 0.35 * sin(37 / (d + 0.05) + phase * 1.7))
            // The shift in pixels, whole and fraction: neighbouring columns are blended so a
            // shifted edge stays smooth.
            let offPixels = shift * inv
            let whole = offPixels.rounded(.down)
            let off = Int(whole), frac = offPixels - whole
            let band = 1 + wave * (0.65 * sin(21 / (d + 0.03) + phase * 0.6) + 0.35 * sin(53 / (d + 0.04) + phase))
            let k = reflectivity * band * 0.5
            let c = water(y)
            let wr = Float(c.red), wg = Float(c.green), wb = Float(c.blue)
            var m = mix(y)
            if m < 0 { m = 0 } else if m > 1 { m = 1 }
            let keep = 1 - m
            let base1 = s1 * w * 3, base2 = s2 * w * 3
            var i = 0, o = j * w * 3
            let k0 = k * (1 - frac), k1 = k * frac
            while i < w {
                var si = i + off
                if si < 0 { si = 0 } else if si >= w - 1 { si = w - 2 }
                let a = base1 + si * 3, b = base2 + si * 3
                p[o] = ((p[a] + p[b]) * k0 + (p[a + 3] + p[b + 3]) * k1) * keep + wr * m
                p[o + 1] = ((p[a + 1] + p[b + 1]) * k0 + (p[a + 4] + p[b + 4]) * k1) * keep + wg * m
                p[o + 2] = ((p[a + 2] + p[b + 2]) * k0 + (p[a + 5] + p[b + 5]) * k1) * keep + wb * m
                i &+= 1
                o &+= 3
            }
            j += 1
        }
    }

    /// Waves on open water below the horizon `h`, down to `bottom`: crests that run across
    /// the picture, closer together toward the horizon as on a plane seen from above it,
    /// lightening and darkening the water by `strength`. Where crests would be closer than
    /// a few pixels they fade out instead of shimmering. With `glitter` the crests under
    /// `glitterX` sparkle in that colour, in a path that widens toward the viewer.
    func waves(
        horizon h: Float, bottom: Float = 2, strength: Float, scale: Float = 1, phase: Float = 0,
        glitter: Color? = nil, glitterX: Float = 0, glitterWidth: Float = 0.1, glitterStrength: Float = 1
    ) {
        let (lo, hi) = rows(h, bottom)
        guard lo < hi else { return }
        let p = rgb, w = width, xp = xs
        let k1: Float = 2.2 * scale, k2: Float = 9 * scale
        let g = glitter ?? .black
        let gr = Float(g.red) * glitterStrength, gg = Float(g.green) * glitterStrength, gb = Float(g.blue) * glitterStrength
        let hasGlitter = glitter != nil
        var j = lo
        while j < hi {
            let y = ys[j]
            let z = y - h
            if z <= 0.0005 {
                j += 1
                continue
            }
            // Crests per pixel row: the depth 1/z changes by unit/z² a row.
            let pixelsPerCrest = 2 * Float.pi * z * z / (k1 * unit)
            var fade = (pixelsPerCrest - 2) / 4
            if fade <= 0 {
                j += 1
                continue
            }
            if fade > 1 { fade = 1 }
            let depth = 1 / z
            let a = strength * fade
            // The second, finer set of waves shows only where its crests are far enough
            // apart; glints are brightest toward the horizon and die away near the viewer.
            var fineFade = (pixelsPerCrest / 3.1 - 2) / 4
            if fineFade < 0 { fineFade = 0 } else if fineFade > 1 { fineFade = 1 }
            let fine = strength * 0.5 * fineFade
            let halfWidth = glitterWidth * (0.15 + z * 2.5)
            let invHalf2 = 1 / (halfWidth * halfWidth)
            let glint = 2.5 * fineFade / (1 + z * 8)
            let rowPhase = depth * k1 + phase, finePhase = depth * k1 * 3.1 + phase * 1.3
            var i = 0, k = j * w * 3
            while i < w {
                let lateral = (xp[i] - glitterX) * depth
                let wave = sin(rowPhase + 1.6 * sin(lateral * k2 * 0.12 + depth * 0.7))
                let ripple = sin(finePhase + 2.1 * sin(lateral * k2 * 0.4 + depth * 1.9))
                let m = 1 + a * wave + fine * ripple
                var r = p[k] * m, gch = p[k + 1] * m, b = p[k + 2] * m
                if hasGlitter && ripple > 0.6 {
                    let dx = xp[i] - glitterX
                    let q = dx * dx * invHalf2
                    if q < 1 {
                        let s = (1 - q) * (1 - q) * (ripple - 0.6) * glint * (0.6 + 0.4 * wave)
                        r += gr * s * (1 - r)
                        gch += gg * s * (1 - gch)
                        b += gb * s * (1 - b)
                    }
                }
                p[k] = r
                p[k + 1] = gch
                p[k + 2] = b
                i &+= 1
                k &+= 3
            }
            j += 1
        }
    }
}
