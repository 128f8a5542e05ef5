import Geometry

/// Appending shapes to a draw list: quads, paths and border rings. For a renderer that fills
/// paths each is one `fillPath`; for a triangle renderer each is lowered here to triangles with
/// a one-pixel alpha fringe on its outline (that renderer's anti-aliasing).
extension DrawList {
    /// A transformed rectangle with no fringe (pixel-aligned content: images, text, targets).
    mutating func addQuad(_ rect: Rect, transform m: AffineTransform, style: MeshStyle, layer: ObjectIdentifier?) {
        if style.texture == .none, DrawList.isAxisAligned(m) {
            addFillRect(m.apply(to: rect), color: (style.r, style.g, style.b, style.a), layer: layer)
            return
        }
        if style.texture != .none, DrawList.isAxisAligned(m) {
            let dest = m.apply(to: rect)
            let (t0, _, t2, _) = dest.corners
            let uv0 = style.uvMap.apply(to: t0), uv2 = style.uvMap.apply(to: t2)
            if uv0.x >= 0, uv0.y >= 0, uv2.x <= 1, uv2.y <= 1, uv2.x > uv0.x, uv2.y > uv0.y {
                addCopy(style.texture, source: Rect(x: uv0.x, y: uv0.y, width: uv2.x - uv0.x, height: uv2.y - uv0.y), dest: dest,
                    color: (style.r, style.g, style.b, style.a), blend: style.blend, layer: layer)
                return
            }
        }
        let (p0, p1, p2, p3) = rect.corners
        if drawsPaths {
            beginPath(style, layer: layer)
            addContour([m.apply(to: p0), m.apply(to: p1), m.apply(to: p2), m.apply(to: p3)])
            return
        }
        let base = beginGeometry(texture: style.texture, blend: style.blend, layer: layer)
        addVertex(style.vertex(m.apply(to: p0), alpha: style.a))
        addVertex(style.vertex(m.apply(to: p1), alpha: style.a))
        addVertex(style.vertex(m.apply(to: p2), alpha: style.a))
        addVertex(style.vertex(m.apply(to: p3), alpha: style.a))
        addTriangle(base, base + 1, base + 2)
        addTriangle(base, base + 2, base + 3)
    }

    /// A textured quad whose texture coordinates are given per corner rather than mapped.
    mutating func addTexturedQuad(_ rect: Rect, transform m: AffineTransform, uv: Rect, style: MeshStyle, layer: ObjectIdentifier?) {
        if DrawList.isAxisAligned(m), uv.width > 0, uv.height > 0 {
            addCopy(style.texture, source: uv, dest: m.apply(to: rect), color: (style.r, style.g, style.b, style.a), blend: style.blend, layer: layer)
            return
        }
        let (p0, p1, p2, p3) = rect.corners
        if drawsPaths {
            // Texture coordinates follow the local position: target pixel -> local -> uv.
            guard let toLocal = m.inverted(), rect.width != 0, rect.height != 0 else { return }
            var mapped = style
            mapped.uvMap = toLocal.concatenating(AffineTransform(translationX: -rect.minX, y: -rect.minY))
                .concatenating(AffineTransform(scaleX: uv.width / rect.width, y: uv.height / rect.height))
                .concatenating(AffineTransform(translationX: uv.minX, y: uv.minY))
            beginPath(mapped, layer: layer)
            addContour([m.apply(to: p0), m.apply(to: p1), m.apply(to: p2), m.apply(to: p3)])
            return
        }
        let base = beginGeometry(texture: style.texture, blend: style.blend, layer: layer)
        let (t0, t1, t2, t3) = uv.corners
        func corner(_ p: Point, _ t: Point) -> Vertex {
            let q = m.apply(to: p)
            return Vertex(x: Float(q.x), y: Float(q.y), r: style.r, g: style.g, b: style.b, a: style.a, u: Float(t.x), v: Float(t.y))
        }
        addVertex(corner(p0, t0))
        addVertex(corner(p1, t1))
        addVertex(corner(p2, t2))
        addVertex(corner(p3, t3))
        addTriangle(base, base + 1, base + 2)
        addTriangle(base, base + 2, base + 3)
    }

    /// A triangulated path, transformed into target pixels, with an outward alpha fringe.
    mutating func addFill(_ t: Tessellation, transform m: AffineTransform, style: MeshStyle, layer: ObjectIdentifier?, scratch: inout [Point]) {
        if drawsPaths {
            // All contours in one command: one shape, filled at once, so no seam between pieces.
            beginPath(style, layer: layer)
            for contour in t.contours { addContour(contour.lazy.map { m.apply(to: $0) }) }
            return
        }
        for (ci, contour) in t.contours.enumerated() {
            let tris = t.triangles[ci]
            guard !tris.isEmpty else { continue }
            scratch.removeAll(keepingCapacity: true)
            for p in contour { scratch.append(m.apply(to: p)) }
            let n = scratch.count
            let outward: Double = Polygon.signedArea(scratch) >= 0 ? 1 : -1
            let base = beginGeometry(texture: style.texture, blend: style.blend, layer: layer)
            // The edge's antialiasing ramp is centred on the true outline: solid from half a
            // pixel inside it, transparent half a pixel outside.
            for i in 0..<n {
                addVertex(style.vertex(scratch[i] + DrawList.miterOffset(scratch, i, outward: -outward, width: 0.5), alpha: style.a))
            }
            var k = 0
            while k + 2 < tris.count {
                addTriangle(base + tris[k], base + tris[k + 1], base + tris[k + 2])
                k += 3
            }
            let fringeBase = base + Int32(n)
            for i in 0..<n {
                addVertex(style.vertex(scratch[i] + DrawList.miterOffset(scratch, i, outward: outward, width: 0.5), alpha: 0))
            }
            for i in 0..<n {
                let j = (i + 1) % n
                addTriangle(base + Int32(i), base + Int32(j), fringeBase + Int32(j))
                addTriangle(base + Int32(i), fringeBase + Int32(j), fringeBase + Int32(i))
            }
        }
    }

    /// A border ring between two matching contours, fringed on both edges.
    mutating func addRing(_ ring: BorderRing, lineWidth: Double, transform m: AffineTransform, style: MeshStyle, layer: ObjectIdentifier?, scratch: inout [Point]) {
        let n = ring.outer.count
        guard n >= 3, ring.inner.count == n else { return }
        if drawsPaths {
            // The outer edge and the inner one turned the other way round: nonzero winding
            // leaves the inside empty.
            beginPath(style, layer: layer)
            addContour(ring.outer.lazy.map { m.apply(to: $0) })
            addContour(ring.inner.reversed().lazy.map { m.apply(to: $0) })
            return
        }
        scratch.removeAll(keepingCapacity: true)
        for p in ring.outer { scratch.append(m.apply(to: p)) }
        for p in ring.inner { scratch.append(m.apply(to: p)) }
        let outward: Double = DrawList.signedArea(scratch, count: n) >= 0 ? 1 : -1
        let base = beginGeometry(texture: style.texture, blend: style.blend, layer: layer)
        // Four rings of n vertices: outer fringe, outer edge, inner edge, inner fringe, each
        // edge's ramp centred on it (a hairline becomes a one-pixel ramp up and down).
        let solidInset = min(0.5, max(0, lineWidth / 2))
        for i in 0..<n { addVertex(style.vertex(scratch[i] + DrawList.miterOffset(scratch, i, outward: outward, width: 0.5, count: n), alpha: 0)) }
        for i in 0..<n { addVertex(style.vertex(scratch[i] + DrawList.miterOffset(scratch, i, outward: -outward, width: solidInset, count: n), alpha: style.a)) }
        for i in 0..<n {
            addVertex(style.vertex(scratch[n + i] + DrawList.miterOffset(scratch, i, outward: outward, width: solidInset, count: n, start: n), alpha: style.a))
        }
        for i in 0..<n {
            addVertex(style.vertex(scratch[n + i] + DrawList.miterOffset(scratch, i, outward: -outward, width: 0.5, count: n, start: n), alpha: 0))
        }
        for band in 0..<3 {
            let r0 = base + Int32(band * n), r1 = base + Int32((band + 1) * n)
            for i in 0..<n {
                let j = (i + 1) % n
                addTriangle(r0 + Int32(i), r0 + Int32(j), r1 + Int32(j))
                addTriangle(r0 + Int32(i), r1 + Int32(j), r1 + Int32(i))
            }
        }
    }

    /// True when `m` maps rectangles to rectangles the same way up (scale and translate only).
    static func isAxisAligned(_ m: AffineTransform) -> Bool { m.b == 0 && m.c == 0 && m.a > 0 && m.d > 0 }

    /// The signed area of the first `count` points, without copying them.
    static func signedArea(_ pts: [Point], count: Int) -> Double {
        var sum = 0.0
        var j = count - 1
        for i in 0..<count {
            sum += pts[j].x * pts[i].y - pts[i].x * pts[j].y
            j = i
        }
        return sum / 2
    }

    /// The offset that moves vertex i of a closed polyline `width` pixels along the outward
    /// normal, mitred at corners (limited to twice the width at sharp spikes).
    static func miterOffset(_ pts: [Point], _ i: Int, outward: Double, width: Double, count: Int? = nil, start: Int = 0) -> Point {
        let n = count ?? pts.count
        var prevIndex = (i + n - 1) % n, nextIndex = (i + 1) % n
        let p = pts[start + i]
        // Skip coincident neighbours (zero-radius corners repeat points).
        var steps = 0
        while pts[start + prevIndex] == p && steps < n { prevIndex = (prevIndex + n - 1) % n; steps += 1 }
        steps = 0
        while pts[start + nextIndex] == p && steps < n { nextIndex = (nextIndex + 1) % n; steps += 1 }
        let e1 = p - pts[start + prevIndex], e2 = pts[start + nextIndex] - p
        let l1 = e1.length, l2 = e2.length
        guard l1 > 0, l2 > 0 else { return .zero }
        let n1 = Point(x: e1.y / l1 * outward, y: -e1.x / l1 * outward)
        let n2 = Point(x: e2.y / l2 * outward, y: -e2.x / l2 * outward)
        let m = n1 + n2
        let ml = m.length
        guard ml > 1e-9 else { return n1 * width }
        let unit = m * (1 / ml)
        let cosHalf = unit.x * n1.x + unit.y * n1.y
        let length = min(width / max(cosHalf, 1e-3), width * 2)
        return unit * length
    }
}
