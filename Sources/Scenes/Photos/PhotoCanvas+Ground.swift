import Foundation
import Geometry

/// Ground painters draw with: rows of sky, land under a ridge line, strips along a curve
/// and ripples in sand, all in scene coordinates with edges that are ramps at least a pixel
/// wide.
extension PhotoCanvas {
    /// Paints every row between y0 and y1 in one colour: `colour` of the row's scene y.
    func fillRows(from y0: Float = -1, to y1: Float = 2, colour: (Float) -> Color) {
        let (lo, hi) = rows(y0, y1)
        let p = rgb, w3 = width * 3
        var j = lo
        while j < hi {
            let c = colour(ys[j])
            let r = Float(c.red), g = Float(c.green), b = Float(c.blue)
            var k = j * w3
            let end = k + w3
            while k < end {
                p[k] = r
                p[k + 1] = g
                p[k + 2] = b
                k &+= 3
            }
            j += 1
        }
    }

    /// Paints the ground under a ridge line: every pixel below `ridge` (a scene y per column)
    /// down to `until`, in its row's `colour`. With `mist` the
    /// layer turns toward that colour with depth below its ridge (fog in the valleys), over
    /// `mistDepth`; with `cap` (a scene y per column) pixels above it turn `capColour`
    /// (snow on the peaks). With `facets` (a strength, signed: positive when the light comes
    /// from the left) each pixel is lit by the ridge's slope over a span as wide as its depth
    /// below the ridge: sharp faces under the crest that broaden downhill, parted by a V
    /// under every peak, as mountains look; `facetContrast` is how much lighter and darker
    /// the faces turn. The ridge's edge is a ramp `edge` wide, at least a pixel.
    func fillBelow(
        ridge: [Float], until: Float = 2, colour: (Float) -> Color,
        mist: Color? = nil, mistDepth: Float = 0.1, mistAmount: Float = 1, cap: [Float]? = nil, capColour: Color = .white,
        facets: Float = 0, facetContrast: Float = 0.3, edge: Float = 0
    ) {
        precondition(ridge.count == width)
        var top: Float = 2
        for v in ridge where v < top { top = v }
        let e = edge > unit ? edge : unit
        let (lo, hi) = rows(top - e, until)
        guard lo < hi else { return }
        let caps = cap ?? [Float](repeating: -10, count: width)
        let hasCap = cap != nil, hasMist = mist != nil, hasFacets = facets != 0
        let facetSpan = 0.7 / unit
        let m = mist ?? .black
        let mr = Float(m.red), mg = Float(m.green), mb = Float(m.blue)
        let kr = Float(capColour.red), kg = Float(capColour.green), kb = Float(capColour.blue)
        let invEdge = 1 / e, invMist = mistAmount / mistDepth, invPx = 1 / unit
        let p = rgb, w = width
        ridge.withUnsafeBufferPointer { rb in
            caps.withUnsafeBufferPointer { cb in
                let rp = rb.baseAddress!, cp = cb.baseAddress!
                var j = lo
                while j < hi {
                    let y = ys[j]
                    let c = colour(y)
                    let cr = Float(c.red), cg = Float(c.green), cbl = Float(c.blue)
                    var i = 0, k = j * w * 3
                    while i < w {
                        let d = y - rp[i]
                        var cov = d * invEdge + 0.5
                        if cov > 0 {
                            if cov > 1 { cov = 1 }
                            var r = cr, g = cg, b = cbl
                            if hasCap {
                                var t = (cp[i] - y) * invPx + 0.5
                                if t > 0 {
                                    if t > 1 { t = 1 }
                                    r += (kr - r) * t
                                    g += (kg - g) * t
                                    b += (kb - b) * t
                                }
                            }
                            if hasFacets {
                                // Ridge heights a depth's span to either side.
                                let span = Int(d * facetSpan)
                                let ia = i - span - 1 < 0 ? 0 : i - span - 1, ib = i + span + 1 >= w ? w - 1 : i + span + 1
                                var f = (rp[ia] - rp[ib]) / (Float(ib - ia) * unit) * facets
                                if f > 1 { f = 1 } else if f < -1 { f = -1 }
                                let s = 1 + facetContrast * f
                                r *= s
                                g *= s
                                b *= s
                            }
                            if hasMist {
                                var t = d * invMist
                                if t > mistAmount { t = mistAmount }
                                if t > 0 {
                                    r += (mr - r) * t
                                    g += (mg - g) * t
                                    b += (mb - b) * t
                                }
                            }
                            p[k] += (r - p[k]) * cov
                            p[k + 1] += (g - p[k + 1]) * cov
                            p[k + 2] += (b - p[k + 2]) * cov
                        }
                        i &+= 1
                        k &+= 3
                    }
                    j += 1
                }
            }
        }
    }

    /// A wavy strip along `centre` (a scene y per column), `thickness` across, both edges
    /// ramps at least a pixel wide, its opacity times `strength` per column when given:
    /// foam lines, hedgerows, strips of field.
    func band(
        centre: [Float], thickness: Float, colour: Color, opacity: Float = 1, strength: [Float]? = nil, soft: Float = 0,
        blend: PhotoBlend = .over
    ) {
        precondition(centre.count == width)
        let along = strength ?? [Float](repeating: 1, count: width)
        var top: Float = 3, low: Float = -3
        for v in centre {
            if v < top { top = v }
            if v > low { low = v }
        }
        let e = soft > unit ? soft : unit
        var half = thickness / 2, opacity = opacity
        if half < e / 2 {
            opacity *= half / (e / 2)
            half = e / 2
        }
        let (lo, hi) = rows(top - half - e, low + half + e)
        guard lo < hi, opacity > 0 else { return }
        let cr = Float(colour.red), cg = Float(colour.green), cb = Float(colour.blue)
        let invE = 1 / e
        let screen = blend == .screen
        let p = rgb, w = width
        centre.withUnsafeBufferPointer { cb0 in
            along.withUnsafeBufferPointer { ab in
                let cp = cb0.baseAddress!, ap = ab.baseAddress!
                var j = lo
                while j < hi {
                    let y = ys[j]
                    var i = 0, k = j * w * 3
                    while i < w {
                        var d = y - cp[i]
                        if d < 0 { d = -d }
                        var cov = (half - d) * invE + 0.5
                        if cov > 0 {
                            if cov > 1 { cov = 1 }
                            let a = cov * opacity * ap[i]
                            if screen {
                                p[k] += cr * a * (1 - p[k])
                                p[k + 1] += cg * a * (1 - p[k + 1])
                                p[k + 2] += cb * a * (1 - p[k + 2])
                            } else {
                                p[k] += (cr - p[k]) * a
                                p[k + 1] += (cg - p[k + 1]) * a
                                p[k + 2] += (cb - p[k + 2]) * a
                            }
                        }
                        i &+= 1
                        k &+= 3
                    }
                    j += 1
                }
            }
        }
    }

    /// Wind ripples on sand below `ridge`: light and dark lines `spacing` apart that follow
    /// the dune's curve a little and wander sideways, fading where they would be finer than
    /// a few pixels.
    func ripples(below ridge: [Float], until: Float = 2, spacing: Float, strength: Float, phase: Float = 0) {
        precondition(ridge.count == width)
        var top: Float = 2
        for v in ridge where v < top { top = v }
        let (lo, hi) = rows(top, until)
        guard lo < hi else { return }
        var fade = (spacing / unit - 2) / 4
        if fade <= 0 { return }
        if fade > 1 { fade = 1 }
        let a = strength * fade
        let k = 2 * Float.pi / spacing
        let wander = [Float]((0..<width).map { i in 0.004 * sin(xs[i] * 23 + phase) + 0.002 * sin(xs[i] * 61) })
        let p = rgb, w = width
        ridge.withUnsafeBufferPointer { rb in
            wander.withUnsafeBufferPointer { wb in
                let rp = rb.baseAddress!, wp = wb.baseAddress!
                var j = lo
                while j < hi {
                    let y = ys[j]
                    var i = 0, o = j * w * 3
                    while i < w {
                        let d = y - rp[i]
                        if d > unit {
                            // Deeper below the crest the ripples turn flatter.
                            let m = 1 + a * sin(k * (y - rp[i] * 0.5 + wp[i]))
                            p[o] *= m
                            p[o + 1] *= m
                            p[o + 2] *= m
                        }
                        i &+= 1
                        o &+= 3
                    }
                    j += 1
                }
            }
        }
    }
}
