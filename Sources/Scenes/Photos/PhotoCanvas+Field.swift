import Foundation
import Geometry

/// Fields: crop rows running away from the viewer.
extension PhotoCanvas {
    /// Rows of a crop on flat ground below the horizon `h`, running toward a vanishing point
    /// at `vanishX` on it, from `top` down. A row `spacing` apart at one scene unit below the
    /// horizon (closer together further off) covers `fill` of it; rows are `row(y)` (or, with
    /// `colours`, each band of `band` rows one of them by its hash) over `gap(y)`, and darken
    /// and lighten in mounds along their length by `mounds`. Row edges are ramps a pixel wide;
    /// where rows are narrower than two pixels they fade into their average colour, so the
    /// distance does not shimmer.
    func furrows(
        horizon h: Float, vanishX: Float, top: Float, spacing: Float, fill: Float, mounds: Float = 0.15,
        row: (Float) -> Color, gap: (Float) -> Color, colours: [Color] = [], band: Int = 3, seed: UInt64 = 0
    ) {
        let (lo, hi) = rows(max(top, h), 2)
        guard lo < hi else { return }
        let palette = colours.map { (Float($0.red), Float($0.green), Float($0.blue)) }
        let p = rgb, w = width, xp = xs, inv = 1 / unit
        let invSpacing = 1 / spacing, halfFill = fill / 2, hasPalette = !palette.isEmpty
        var j = lo
        while j < hi {
            let y = ys[j]
            let z = y - h
            if z <= 0 {
                j += 1
                continue
            }
            let rc = row(y), gc = gap(y)
            let mound = 1 - mounds + mounds * 2 * abs(sin(0.9 / z))
            let rr = Float(rc.red) * mound, rg = Float(rc.green) * mound, rb = Float(rc.blue) * mound
            let gr = Float(gc.red), gg = Float(gc.green), gb = Float(gc.blue)
            let across = spacing * z * inv
            let invZ = 1 / z
            var i = 0, k = j * w * 3
            while i < w {
                let lateral = (xp[i] - vanishX) * invZ
                let u = lateral * invSpacing
                let cell = u.rounded(.down)
                let f = u - cell
                var cr = rr, cg = rg, cb = rb
                if hasPalette {
                    let pick = Int(PhotoNoise.hash(Int((cell / Float(band)).rounded(.down)), 7, seed) * Float(palette.count))
                    let c = palette[pick < palette.count ? pick : palette.count - 1]
                    cr = c.0 * mound
                    cg = c.1 * mound
                    cb = c.2 * mound
                }
                // Pixels per row period measured across the rows (they slant away from the
                // vanishing point), the exact coverage of this pixel, then toward the
                // average where rows are too fine to draw.
                let period = across / (1 + lateral * lateral).squareRoot()
                var detail = (period - 1.5) / 1.5
                if detail < 0 { detail = 0 } else if detail > 1 { detail = 1 }
                var cov = (halfFill - abs(f - 0.5)) * period + 0.5
                if cov < 0 { cov = 0 } else if cov > 1 { cov = 1 }
                cov += (fill - cov) * (1 - detail)
                // Rows are rounded: lighter along their middle (where they are drawn).
                let middle = 1 + (0.24 * (1 - abs(f - 0.5) / halfFill) - 0.12) * detail
                cr *= middle
                cg *= middle
                cb *= middle
                p[k] = gr + (cr - gr) * cov
                p[k + 1] = gg + (cg - gg) * cov
                p[k + 2] = gb + (cb - gb) * cov
                i &+= 1
                k &+= 3
            }
            j += 1
        }
    }
}
