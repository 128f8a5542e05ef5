import Geometry

/// Cutting a run of triangles to a rectangle. Renderers clamp texture coordinates into
/// 0...1 per vertex, which bends the mapping of a triangle reaching far outside its texture
/// (a logo mask grown 150 times): clipped to the texture's region, every vertex keeps exact
/// coordinates, and the rasteriser gets small triangles instead of huge ones.
extension DrawList {
    /// Clips the triangles appended since `indexMark` (all in the last command) to `rect`:
    /// those inside stay, those outside go, those across its edges are cut, with colour and
    /// texture coordinates interpolated along the cut.
    mutating func clipTriangles(since indexMark: Int, to rect: Rect) {
        clipTriangles(since: indexMark, toEach: [rect])
    }

    /// The same, keeping the parts of the triangles inside each of `rects` (which must not
    /// overlap): a rounded clip keeps only its rim as triangles, around a copied middle.
    mutating func clipTriangles(since indexMark: Int, toEach rects: [Rect]) {
        guard let last = commands.indices.last, commands[last].kind == .geometry, indexMark < indices.count,
            indexMark >= commands[last].indexStart else { return }
        // The buffers are kept between frames, as the draw list's own are.
        var s = clipScratch
        clipScratch = ClipScratch()
        defer { clipScratch = s }
        s.reset()
        s.tail.append(contentsOf: indices[indexMark...])
        indices.removeSubrange(indexMark...)
        commands[last].indexCount -= s.tail.count
        var k = 0
        while k + 2 < s.tail.count {
            let ia = s.tail[k], ib = s.tail[k + 1], ic = s.tail[k + 2]
            k += 3
            let a = vertices[Int(ia)], b = vertices[Int(ib)], c = vertices[Int(ic)]
            for rect in rects {
                if DrawList.contains(rect, a), DrawList.contains(rect, b), DrawList.contains(rect, c) {
                    addTriangle(ia, ib, ic)
                    continue
                }
                if DrawList.allOutsideOneEdge(rect, a, b, c) { continue }
                s.polygon.removeAll(keepingCapacity: true)
                s.polygon.append((a, ia))
                s.polygon.append((b, ib))
                s.polygon.append((c, ic))
                for edge in 0..<4 {
                    DrawList.clip(s.polygon, rect: rect, edge: edge, into: &s.next)
                    swap(&s.polygon, &s.next)
                    if s.polygon.count < 3 { break }
                }
                guard s.polygon.count >= 3 else { continue }
                // Each corner carries the index it came from (-1 for a cut), so triangles
                // sharing an edge share its vertices: the software rasteriser nudges
                // vertices by index, and copies of one point would open hairline seams.
                s.ids.removeAll(keepingCapacity: true)
                for (v, original) in s.polygon {
                    if original >= 0 { s.ids.append(original); continue }
                    let key = UInt64(v.x.bitPattern) << 32 | UInt64(v.y.bitPattern)
                    if let existing = s.cuts[key] { s.ids.append(existing); continue }
                    let id = Int32(vertices.count)
                    addVertex(v)
                    s.cuts[key] = id
                    s.ids.append(id)
                }
                for i in 1..<(s.ids.count - 1) { addTriangle(s.ids[0], s.ids[i], s.ids[i + 1]) }
            }
        }
    }

    private static func contains(_ r: Rect, _ v: Vertex) -> Bool {
        Double(v.x) >= r.minX && Double(v.x) <= r.maxX && Double(v.y) >= r.minY && Double(v.y) <= r.maxY
    }

    private static func allOutsideOneEdge(_ r: Rect, _ a: Vertex, _ b: Vertex, _ c: Vertex) -> Bool {
        Double(max(a.x, b.x, c.x)) < r.minX || Double(min(a.x, b.x, c.x)) > r.maxX
            || Double(max(a.y, b.y, c.y)) < r.minY || Double(min(a.y, b.y, c.y)) > r.maxY
    }

    /// Signed distance inside edge `edge` (0 left, 1 right, 2 top, 3 bottom): >= 0 is kept.
    private static func inside(_ v: Vertex, _ r: Rect, _ edge: Int) -> Double {
        switch edge {
        case 0: return Double(v.x) - r.minX
        case 1: return r.maxX - Double(v.x)
        case 2: return Double(v.y) - r.minY
        default: return r.maxY - Double(v.y)
        }
    }

    /// One Sutherland-Hodgman step: the part of `polygon` inside one edge of `rect`.
    private static func clip(_ polygon: [(Vertex, Int32)], rect: Rect, edge: Int, into out: inout [(Vertex, Int32)]) {
        out.removeAll(keepingCapacity: true)
        guard let lastVertex = polygon.last else { return }
        var prev = lastVertex
        var dPrev = inside(prev.0, rect, edge)
        for v in polygon {
            let d = inside(v.0, rect, edge)
            if d >= 0 {
                if dPrev < 0 { out.append((cut(prev.0, v.0, rect, edge), -1)) }
                out.append(v)
            } else if dPrev >= 0 {
                out.append((cut(prev.0, v.0, rect, edge), -1))
            }
            prev = v
            dPrev = d
        }
    }

    /// Where segment a-b crosses an edge, computed the same way whichever way round the
    /// segment is given, so neighbouring triangles get the very same point.
    private static func cut(_ a: Vertex, _ b: Vertex, _ rect: Rect, _ edge: Int) -> Vertex {
        let (p, q) = (a.x, a.y) < (b.x, b.y) ? (a, b) : (b, a)
        let dp = inside(p, rect, edge), dq = inside(q, rect, edge)
        return lerp(p, q, dp / (dp - dq))
    }

    private static func lerp(_ a: Vertex, _ b: Vertex, _ t: Double) -> Vertex {
        let f = Float(t)
        func byte(_ x: UInt8, _ y: UInt8) -> UInt8 { UInt8(max(0, min(255, (Double(x) + (Double(y) - Double(x)) * t).rounded()))) }
        return Vertex(x: a.x + (b.x - a.x) * f, y: a.y + (b.y - a.y) * f, r: byte(a.r, b.r), g: byte(a.g, b.g), b: byte(a.b, b.b), a: byte(a.a, b.a),
            u: a.u + (b.u - a.u) * f, v: a.v + (b.v - a.v) * f)
    }
}
