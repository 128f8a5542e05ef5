import Geometry

/// Cutting a run of large triangles into tiles. SDL's software renderer draws each blended
/// triangle through a temporary surface of its bounding box, so a shape grown far past the
/// window (a logo at 40x) costs many screens of pixels for one screen of coverage. Cut into
/// square tiles, no piece's box exceeds a tile, and tiles the shape covers entirely need no
/// triangles at all: the caller fills or copies them as rectangles.
extension DrawList {
    /// Tiles the triangles appended since `indexMark` (all in the last command) when their
    /// bounding boxes add up to at least `minimumWaste` times the area they span, within
    /// `visible`. Returns the covered tiles, joined into horizontal runs, or nil when the run
    /// was left as it was. Pieces outside `visible` are dropped.
    mutating func tileTriangles(since indexMark: Int, within visible: Rect, tile: Double = 32, minimumWaste: Double = 1.5) -> [Rect]? {
        guard let last = commands.indices.last, commands[last].kind == .geometry, indexMark < indices.count,
            indexMark >= commands[last].indexStart, tile >= 1, !visible.isEmpty else { return nil }
        // How much the rasteriser would touch, and over what.
        let (boxes, span, solidAlpha) = measureTriangles(since: indexMark, within: visible)
        guard !span.isEmpty, boxes >= minimumWaste * span.width * span.height, boxes > 256 * 256 else { return nil }

        var s = clipScratch
        clipScratch = ClipScratch()
        let grid = TileGrid(span: span, tile: tile, visible: visible)
        s.tileSolid.removeAll(keepingCapacity: true)
        s.tileSolid.append(contentsOf: repeatElement(false, count: grid.columns * grid.rows))
        s.tileEdge.removeAll(keepingCapacity: true)
        s.tileEdge.append(contentsOf: repeatElement(false, count: grid.columns * grid.rows))
        classifyTiles(since: indexMark, of: grid, span: span, solidAlpha: solidAlpha, into: &s)
        DrawList.collectTiles(of: grid, into: &s)
        // Hand the buffers back before clipping (which uses them), holding only what it reads.
        let edgeTiles = s.edgeTiles, coveredRuns = s.coveredRuns
        clipScratch = s
        s = ClipScratch()
        clipTriangles(since: indexMark, toEach: edgeTiles)
        return coveredRuns
    }

    /// Square tiles over a span, aligned to multiples of the tile's size, cut to what is visible.
    private struct TileGrid {
        let x0: Double, y0: Double, tile: Double
        let columns: Int, rows: Int
        let visible: Rect

        init(span: Rect, tile: Double, visible: Rect) {
            x0 = (span.minX / tile).rounded(.down) * tile
            y0 = (span.minY / tile).rounded(.down) * tile
            columns = Int(((span.maxX - x0) / tile).rounded(.up))
            rows = Int(((span.maxY - y0) / tile).rounded(.up))
            self.tile = tile
            self.visible = visible
        }

        func rect(_ col: Int, _ row: Int) -> Rect {
            Rect(x: x0 + Double(col) * tile, y: y0 + Double(row) * tile, width: tile, height: tile).intersection(visible)
        }
    }

    /// The area of the triangles' bounding boxes within `visible`, the span they cover, and
    /// the highest alpha of their corners (a solid triangle's).
    private func measureTriangles(since indexMark: Int, within visible: Rect) -> (boxes: Double, span: Rect, solidAlpha: UInt8) {
        var boxes = 0.0
        var span = Rect.null
        var solidAlpha: UInt8 = 0
        var k = indexMark
        while k + 2 < indices.count {
            let a = vertices[Int(indices[k])], b = vertices[Int(indices[k + 1])], c = vertices[Int(indices[k + 2])]
            k += 3
            let box = DrawList.box(a, b, c).intersection(visible)
            guard !box.isEmpty else { continue }
            boxes += box.width * box.height
            span = span.union(box)
            solidAlpha = max(solidAlpha, a.a, b.a, c.a)
        }
        return (boxes, span, solidAlpha)
    }

    /// Classifies each tile: does a solid triangle reach it, does an edge one (with a
    /// transparent corner: the antialiasing ramp along the outline)? The outline of the
    /// solid part is the inner side of that ramp, so a tile that a solid triangle reaches
    /// and no edge triangle does lies wholly inside the solid part.
    private func classifyTiles(since indexMark: Int, of grid: TileGrid, span: Rect, solidAlpha: UInt8, into s: inout ClipScratch) {
        let x0 = grid.x0, y0 = grid.y0, tile = grid.tile, columns = grid.columns, rows = grid.rows
        var k = indexMark
        while k + 2 < indices.count {
            let a = vertices[Int(indices[k])], b = vertices[Int(indices[k + 1])], c = vertices[Int(indices[k + 2])]
            k += 3
            let box = DrawList.box(a, b, c).intersection(span)
            guard !box.isEmpty else { continue }
            let solid = a.a == solidAlpha && b.a == solidAlpha && c.a == solidAlpha
            let c0 = max(0, Int(((box.minX - x0) / tile).rounded(.down))), c1 = min(columns - 1, Int(((box.maxX - x0) / tile).rounded(.down)))
            let r0 = max(0, Int(((box.minY - y0) / tile).rounded(.down))), r1 = min(rows - 1, Int(((box.maxY - y0) / tile).rounded(.down)))
            guard c0 <= c1, r0 <= r1, let edges = EdgeFunctions(a, b, c) else { continue }
            for row in r0...r1 {
                for col in c0...c1 {
                    let t = row * columns + col
                    if solid ? s.tileSolid[t] : s.tileEdge[t] { continue }
                    guard edges.reaches(grid.rect(col, row)) else { continue }
                    if solid { s.tileSolid[t] = true } else { s.tileEdge[t] = true }
                }
            }
        }
    }

    /// The covered tiles joined into horizontal runs, and the tiles at the edge.
    private static func collectTiles(of grid: TileGrid, into s: inout ClipScratch) {
        s.edgeTiles.removeAll(keepingCapacity: true)
        s.coveredRuns.removeAll(keepingCapacity: true)
        for row in 0..<grid.rows {
            var run = Rect.null
            for col in 0..<grid.columns {
                let t = row * grid.columns + col
                let r = grid.rect(col, row)
                guard !r.isEmpty else { continue }
                let covered = s.tileSolid[t] && !s.tileEdge[t]
                if covered {
                    run = run.isNull ? r : run.union(r)
                } else {
                    if !run.isNull { s.coveredRuns.append(run) }
                    run = .null
                    if s.tileSolid[t] || s.tileEdge[t] { s.edgeTiles.append(r) }
                }
            }
            if !run.isNull { s.coveredRuns.append(run) }
        }
    }

    private static func box(_ a: Vertex, _ b: Vertex, _ c: Vertex) -> Rect {
        let x0 = Double(min(a.x, b.x, c.x)), y0 = Double(min(a.y, b.y, c.y))
        return Rect(x: x0, y: y0, width: Double(max(a.x, b.x, c.x)) - x0, height: Double(max(a.y, b.y, c.y)) - y0)
    }
}
