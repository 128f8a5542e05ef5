import Foundation
import Geometry

/// The shapes painters draw with, all in scene coordinates and anti-aliased: each edge is
/// a ramp at least a pixel wide (wider with `soft`), so nothing shows stairs.
extension PhotoCanvas {
    /// Lights an elliptical patch: screen-blends `colour` at `strength` in the centre,
    /// falling off as (1 - q)² to nothing at the rim (q is the squared distance over the
    /// squared radius), so there is no edge at all.
    func glow(x: Float, y: Float, radius rx: Float, height ry: Float? = nil, colour: Color, strength: Float) {
        let ry = ry ?? rx
        guard rx > 0, ry > 0, strength > 0 else { return }
        let (c0, c1) = columns(x - rx, x + rx)
        let (r0, r1) = rows(y - ry, y + ry)
        guard c0 < c1, r0 < r1 else { return }
        let cr = Float(colour.red) * strength, cg = Float(colour.green) * strength, cb = Float(colour.blue) * strength
        let ix = 1 / (rx * rx), iy = 1 / (ry * ry)
        let p = rgb, w = width, xp = xs
        var j = r0
        while j < r1 {
            let dy = ys[j] - y
            let qy = dy * dy * iy
            if qy < 1 {
                var i = c0, k = (j * w + c0) * 3
                while i < c1 {
                    let dx = xp[i] - x
                    let q = qy + dx * dx * ix
                    if q < 1 {
                        let f = (1 - q) * (1 - q)
                        p[k] += cr * f * (1 - p[k])
                        p[k + 1] += cg * f * (1 - p[k + 1])
                        p[k + 2] += cb * f * (1 - p[k + 2])
                    }
                    i &+= 1
                    k &+= 3
                }
            }
            j += 1
        }
    }

    /// A filled ellipse (a disc when rx == ry) whose rim is a ramp `soft` wide (at least a
    /// pixel). One smaller than a pixel is drawn a pixel wide, fainter by the area it lacks.
    func ellipse(
        x: Float, y: Float, rx: Float, ry: Float, colour: Color, opacity: Float = 1, soft: Float = 0,
        blend: PhotoBlend = .over
    ) {
        guard rx > 0, ry > 0, opacity > 0 else { return }
        var rx = rx, ry = ry, opacity = opacity
        let least = unit * 0.6
        let small = min(rx, ry)
        if small < least {
            let s = least / small
            opacity /= s * s
            rx *= s
            ry *= s
        }
        let rmin = min(rx, ry)
        let e = soft > unit ? soft : unit
        let grow = 1 + e / (2 * rmin)
        let (c0, c1) = columns(x - rx * grow, x + rx * grow)
        let (r0, r1) = rows(y - ry * grow, y + ry * grow)
        guard c0 < c1, r0 < r1 else { return }
        let qOut = grow * grow
        let inner = 1 - e / (2 * rmin)
        let qIn = inner > 0 ? inner * inner : -1
        let scale = rmin / e
        let cr = Float(colour.red), cg = Float(colour.green), cb = Float(colour.blue)
        let ix = 1 / (rx * rx), iy = 1 / (ry * ry)
        let screen = blend == .screen
        let p = rgb, w = width, xp = xs
        var j = r0
        while j < r1 {
            let dy = ys[j] - y
            let qy = dy * dy * iy
            if qy < qOut {
                var i = c0, k = (j * w + c0) * 3
                while i < c1 {
                    let dx = xp[i] - x
                    let q = qy + dx * dx * ix
                    if q < qOut {
                        var a = opacity
                        if q > qIn {
                            var cov = (1 - q.squareRoot()) * scale + 0.5
                            if cov > 1 { cov = 1 }
                            a *= cov
                        }
                        if a > 0 {
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
                    }
                    i &+= 1
                    k &+= 3
                }
            }
            j += 1
        }
    }

    /// A rectangle x0...x1 by y0...y1, each pixel covered by the share of it the rectangle
    /// covers (so a window smaller than a pixel is a faint pixel); with `bottom` its colour
    /// runs from `colour` at the top to `bottom`.
    func rect(
        _ x0: Float, _ y0: Float, _ x1: Float, _ y1: Float, colour: Color, bottom: Color? = nil, opacity: Float = 1,
        blend: PhotoBlend = .over
    ) {
        guard x1 > x0, y1 > y0, opacity > 0 else { return }
        let (c0, c1) = columns(x0, x1)
        let (r0, r1) = rows(y0, y1)
        guard c0 < c1, r0 < r1 else { return }
        let half = unit / 2, inv = 1 / unit
        let low = bottom ?? colour
        let screen = blend == .screen
        let p = rgb, w = width, xp = xs
        var j = r0
        while j < r1 {
            let yc = ys[j]
            var covY = ((y1 < yc + half ? y1 : yc + half) - (y0 > yc - half ? y0 : yc - half)) * inv
            if covY > 0 {
                if covY > 1 { covY = 1 }
                let t = Double((yc - y0) / (y1 - y0))
                let c = colour.lerp(to: low, t < 0 ? 0 : t > 1 ? 1 : t)
                let cr = Float(c.red), cg = Float(c.green), cb = Float(c.blue)
                let ay = covY * opacity
                var i = c0, k = (j * w + c0) * 3
                while i < c1 {
                    let xc = xp[i]
                    var covX = ((x1 < xc + half ? x1 : xc + half) - (x0 > xc - half ? x0 : xc - half)) * inv
                    if covX > 0 {
                        if covX > 1 { covX = 1 }
                        let a = covX * ay
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
            }
            j += 1
        }
    }

    /// A convex polygon (corners in either order), its edges ramps a pixel wide.
    func polygon(_ points: [(x: Float, y: Float)], colour: Color, opacity: Float = 1, soft: Float = 0) {
        guard points.count >= 3, opacity > 0 else { return }
        var area: Float = 0
        for n in 0..<points.count {
            let a = points[n], b = points[(n + 1) % points.count]
            area += a.x * b.y - b.x * a.y
        }
        guard area != 0 else { return }
        let sign: Float = area > 0 ? 1 : -1
        let e = soft > unit ? soft : unit
        // Each edge as an inward unit normal and offset, in pixel units of distance.
        var nx: [Float] = [], ny: [Float] = [], nc: [Float] = []
        for n in 0..<points.count {
            let a = points[n], b = points[(n + 1) % points.count]
            let dx = b.x - a.x, dy = b.y - a.y
            let len = (dx * dx + dy * dy).squareRoot()
            guard len > 0 else { continue }
            let ux = -dy / len * sign / e, uy = dx / len * sign / e
            nx.append(ux)
            ny.append(uy)
            nc.append(-(ux * a.x + uy * a.y))
        }
        let minX = points.map(\.x).min()!, maxX = points.map(\.x).max()!
        let minY = points.map(\.y).min()!, maxY = points.map(\.y).max()!
        let (c0, c1) = columns(minX - e, maxX + e)
        let (r0, r1) = rows(minY - e, maxY + e)
        guard c0 < c1, r0 < r1 else { return }
        let cr = Float(colour.red), cg = Float(colour.green), cb = Float(colour.blue)
        let edges = nx.count
        let p = rgb, w = width, xp = xs
        var j = r0
        while j < r1 {
            let y = ys[j]
            var i = c0, k = (j * w + c0) * 3
            while i < c1 {
                let x = xp[i]
                var d: Float = 1
                var n = 0
                while n < edges {
                    let v = nx[n] * x + ny[n] * y + nc[n] + 0.5
                    if v < d { d = v }
                    n += 1
                }
                if d > 0 {
                    let a = d * opacity
                    p[k] += (cr - p[k]) * a
                    p[k + 1] += (cg - p[k + 1]) * a
                    p[k + 2] += (cb - p[k + 2]) * a
                }
                i &+= 1
                k &+= 3
            }
            j += 1
        }
    }

    /// A stroke from (x0, y0) to (x1, y1) with round ends, `thickness` across (drawn at
    /// least a pixel wide, fainter when thinner).
    func line(_ x0: Float, _ y0: Float, _ x1: Float, _ y1: Float, thickness: Float, colour: Color, opacity: Float = 1) {
        var r = thickness / 2, opacity = opacity
        if r < unit * 0.5 {
            opacity *= r / (unit * 0.5)
            r = unit * 0.5
        }
        guard opacity > 0 else { return }
        let (c0, c1) = columns(min(x0, x1) - r - unit, max(x0, x1) + r + unit)
        let (r0, r1) = rows(min(y0, y1) - r - unit, max(y0, y1) + r + unit)
        guard c0 < c1, r0 < r1 else { return }
        let dx = x1 - x0, dy = y1 - y0
        let len2 = dx * dx + dy * dy
        let invLen2: Float = len2 > 0 ? 1 / len2 : 0
        let inv = 1 / unit
        let cr = Float(colour.red), cg = Float(colour.green), cb = Float(colour.blue)
        let p = rgb, w = width, xp = xs
        var j = r0
        while j < r1 {
            let py = ys[j] - y0
            var i = c0, k = (j * w + c0) * 3
            while i < c1 {
                let px = xp[i] - x0
                var t = (px * dx + py * dy) * invLen2
                if t < 0 { t = 0 } else if t > 1 { t = 1 }
                let ex = px - dx * t, ey = py - dy * t
                var cov = (r - (ex * ex + ey * ey).squareRoot()) * inv + 0.5
                if cov > 0 {
                    if cov > 1 { cov = 1 }
                    let a = cov * opacity
                    p[k] += (cr - p[k]) * a
                    p[k + 1] += (cg - p[k + 1]) * a
                    p[k + 2] += (cb - p[k + 2]) * a
                }
                i &+= 1
                k &+= 3
            }
            j += 1
        }
    }
}
