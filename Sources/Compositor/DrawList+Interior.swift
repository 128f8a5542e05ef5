import Geometry

/// The inside of a large path, as rectangles. A shape grown past the window (the Logo
/// Reveal's logo and its mask at 30x) covers most of what shows with full coverage; a
/// renderer that knows where can paint those pixels as plain rectangles (a solid fill, a
/// copy at one opacity), with no coverage to rasterise or blend through, and can tell which
/// pixels under them are hidden. The path's command keeps its whole outline: the rectangles
/// say only where its coverage is surely full.
extension DrawList {
    /// The rectangles of `interiorRects` that `cmd` (a path fill) covers entirely.
    public func interior(of cmd: DrawCommand) -> ArraySlice<Rect> {
        interiorRects[cmd.interiorStart..<(cmd.interiorStart + cmd.interiorCount)]
    }

    /// Whether two path commands have the same contours, point for point (a shape and a mask
    /// of the same path under the same transform).
    public func sameContours(_ a: DrawCommand, _ b: DrawCommand) -> Bool {
        guard a.kind == .fillPath, b.kind == .fillPath, a.contourCount == b.contourCount else { return false }
        for i in 0..<a.contourCount where contour(a.contourStart + i) != contour(b.contourStart + i) { return false }
        return true
    }

    /// Finds the tiles of `tile` pixels, within `visible`, that the path begun last covers
    /// with every pixel at least one pixel from its outline (nonzero winding), and records
    /// them on its command as horizontal runs, one band of runs per row of tiles, top to
    /// bottom and left to right. Nothing is recorded for a path whose visible box is under
    /// `least` pixels (rasterising it all costs less than finding its inside), or that has
    /// points too far off to be drawn. Returns the number of runs recorded.
    @discardableResult
    mutating func markPathInterior(within visible: Rect, tile: Double = 32, least: Double = 256 * 256) -> Int {
        guard let last = commands.indices.last, commands[last].kind == .fillPath, commands[last].contourCount > 0, tile >= 2 else { return 0 }
        let cmd = commands[last]
        // The same contours found within the same area just before (the logo, then the page
        // through it as a mask): the same inside.
        if let earlier = lastInterior, earlier.visible == visible, earlier.tile == tile, earlier.least == least, earlier.command < last,
            sameContours(commands[earlier.command], cmd)
        {
            commands[last].interiorStart = commands[earlier.command].interiorStart
            commands[last].interiorCount = commands[earlier.command].interiorCount
            return commands[last].interiorCount
        }
        defer { lastInterior = (last, visible, tile, least) }
        let contourRange = cmd.contourStart..<(cmd.contourStart + cmd.contourCount)
        var x0 = Double.infinity, y0 = Double.infinity, x1 = -Double.infinity, y1 = -Double.infinity
        for c in contourRange {
            for p in pathPoints[contours[c]] {
                guard abs(p.x) < 1e7, abs(p.y) < 1e7 else { return 0 }
                x0 = min(x0, p.x)
                y0 = min(y0, p.y)
                x1 = max(x1, p.x)
                y1 = max(y1, p.y)
            }
        }
        // Whole pixels inside what may be drawn.
        let view = visible.innerPixels
        let span = Rect(x: x0, y: y0, width: x1 - x0, height: y1 - y0).intersection(view)
        guard !span.isEmpty, span.width * span.height >= least else { return 0 }
        let grid = InteriorGrid(span: span, tile: tile)
        var s = clipScratch
        clipScratch = ClipScratch()
        defer { clipScratch = s }
        s.tileEdge.removeAll(keepingCapacity: true)
        s.tileEdge.append(contentsOf: repeatElement(false, count: grid.columns * grid.rows))
        for c in contourRange { markEdgeTiles(of: pathPoints[contours[c]], grid: grid, into: &s.tileEdge) }
        let start = interiorRects.count
        // Every crossing of every row's centre line, in one pass over the segments, by row
        // and then across.
        s.crossings.removeAll(keepingCapacity: true)
        for c in contourRange { DrawList.addCrossings(of: pathPoints[contours[c]], grid: grid, into: &s.crossings) }
        s.crossings.sort { $0.row != $1.row ? $0.row < $1.row : $0.x < $1.x }
        var k = 0
        for row in 0..<grid.rows {
            while k < s.crossings.count && s.crossings[k].row < row { k += 1 }
            var winding = 0
            var runStart = -1
            for col in 0...grid.columns {
                var inside = false
                if col < grid.columns {
                    let x = grid.x0 + (Double(col) + 0.5) * tile
                    while k < s.crossings.count && s.crossings[k].row == row && s.crossings[k].x < x {
                        winding += s.crossings[k].direction
                        k += 1
                    }
                    inside = winding != 0 && !s.tileEdge[row * grid.columns + col]
                }
                if inside && runStart < 0 {
                    runStart = col
                } else if !inside && runStart >= 0 {
                    let run = grid.rect(runStart, row).union(grid.rect(col - 1, row)).intersection(view)
                    if !run.isEmpty { interiorRects.append(run) }
                    runStart = -1
                }
            }
        }
        commands[last].interiorStart = start
        commands[last].interiorCount = interiorRects.count - start
        return commands[last].interiorCount
    }

    /// Records the inside of the rounded rectangle the last command fills (`bounds` in target
    /// pixels, axis-aligned, its corners reaching at most `radius` pixels along each side)
    /// within `visible`, as `markPathInterior` does but exactly: the whole pixels 2 px or more
    /// inside its sides (a pixel of margin for the corners' chords), in three bands, between
    /// the corners above and below and from side to side between them. Nothing for a
    /// rectangle under `least` pixels. Returns the number of rectangles recorded.
    @discardableResult
    mutating func markRoundedRectInterior(_ b: Rect, radius: Double, within visible: Rect, least: Double = 256 * 256) -> Int {
        guard let last = commands.indices.last, commands[last].kind == .fillPath, commands[last].contourCount > 0,
            b.width * b.height >= least, radius >= 0, radius.isFinite else { return 0 }
        let margin = 2.0
        let view = visible.innerPixels
        let start = interiorRects.count
        /// Records the whole pixels of the band from (x0, y0) to (x1, y1) that may be drawn.
        func band(_ x0: Double, _ y0: Double, _ x1: Double, _ y1: Double) {
            guard x1 > x0, y1 > y0 else { return }
            let whole = Rect(x: x0, y: y0, width: x1 - x0, height: y1 - y0).innerPixels.intersection(view)
            if !whole.isNull && !whole.isEmpty { interiorRects.append(whole) }
        }
        let r = max(radius, margin)
        let top = (b.minY + r).rounded(.up), bottom = (b.maxY - r).rounded(.down)
        band(b.minX + r, b.minY + margin, b.maxX - r, top)
        band(b.minX + margin, top, b.maxX - margin, bottom)
        band(b.minX + r, bottom, b.maxX - r, b.maxY - margin)
        commands[last].interiorStart = start
        commands[last].interiorCount = interiorRects.count - start
        return commands[last].interiorCount
    }

    /// Marks every tile that a segment of the closed `contour` passes within a pixel of.
    private func markEdgeTiles(of contour: ArraySlice<Point>, grid: InteriorGrid, into marks: inout [Bool]) {
        guard var a = contour.last else { return }
        // Reach: the grid and a margin; a segment wholly outside it marks nothing.
        let reach = grid.bounds.insetBy(dx: -2, dy: -2)
        for b in contour {
            defer { a = b }
            guard let (p, end) = DrawList.clipSegment(a, b, to: reach) else { continue }
            let length = max(abs(end.x - p.x), abs(end.y - p.y))
            let steps = max(1, Int((length / (grid.tile / 2)).rounded(.up)))
            let dx = (end.x - p.x) / Double(steps), dy = (end.y - p.y) / Double(steps)
            var q = p
            for _ in 0..<steps {
                let next = Point(x: q.x + dx, y: q.y + dy)
                let c0 = grid.column(min(q.x, next.x) - 1), c1 = grid.column(max(q.x, next.x) + 1)
                let r0 = grid.row(min(q.y, next.y) - 1), r1 = grid.row(max(q.y, next.y) + 1)
                if c0 <= c1 && r0 <= r1 {
                    for row in r0...r1 { for col in c0...c1 { marks[row * grid.columns + col] = true } }
                }
                q = next
            }
        }
    }

    /// Where the closed `contour` crosses the grid's rows' centre lines, each with its row
    /// and direction (+1 down).
    private static func addCrossings(of contour: ArraySlice<Point>, grid: InteriorGrid, into out: inout [(row: Int, x: Double, direction: Int)]) {
        guard var a = contour.last else { return }
        for b in contour {
            defer { a = b }
            // The rows whose centre line y the segment may cross: (a.y <= y) != (b.y <= y).
            let lo = min(a.y, b.y), hi = max(a.y, b.y)
            let first = max(0, Int(((lo - grid.y0) / grid.tile - 0.5).rounded(.down)))
            let last = min(grid.rows - 1, Int(((hi - grid.y0) / grid.tile - 0.5).rounded(.up)))
            guard first <= last else { continue }
            for row in first...last {
                let y = grid.y0 + (Double(row) + 0.5) * grid.tile
                guard (a.y <= y) != (b.y <= y) else { continue }
                out.append((row, a.x + (y - a.y) * (b.x - a.x) / (b.y - a.y), b.y > a.y ? 1 : -1))
            }
        }
    }

    /// The part of the segment `a`-`b` inside `r` (Liang-Barsky), or nil.
    static func clipSegment(_ a: Point, _ b: Point, to r: Rect) -> (Point, Point)? {
        var t0 = 0.0, t1 = 1.0
        let dx = b.x - a.x, dy = b.y - a.y
        func keep(_ p: Double, _ q: Double) -> Bool {
            if p == 0 { return q >= 0 }
            let t = q / p
            if p < 0 { t0 = max(t0, t) } else { t1 = min(t1, t) }
            return t0 <= t1
        }
        guard keep(-dx, a.x - r.minX), keep(dx, r.maxX - a.x), keep(-dy, a.y - r.minY), keep(dy, r.maxY - a.y) else { return nil }
        return (Point(x: a.x + t0 * dx, y: a.y + t0 * dy), Point(x: a.x + t1 * dx, y: a.y + t1 * dy))
    }
}

/// Square tiles over a span, at whole multiples of the tile's size.
private struct InteriorGrid {
    let x0: Double, y0: Double, tile: Double
    let columns: Int, rows: Int

    init(span: Rect, tile: Double) {
        x0 = (span.minX / tile).rounded(.down) * tile
        y0 = (span.minY / tile).rounded(.down) * tile
        columns = max(1, Int(((span.maxX - x0) / tile).rounded(.up)))
        rows = max(1, Int(((span.maxY - y0) / tile).rounded(.up)))
        self.tile = tile
    }

    var bounds: Rect { Rect(x: x0, y: y0, width: Double(columns) * tile, height: Double(rows) * tile) }

    func rect(_ col: Int, _ row: Int) -> Rect {
        Rect(x: x0 + Double(col) * tile, y: y0 + Double(row) * tile, width: tile, height: tile)
    }

    /// The column holding `x`, kept within the grid.
    func column(_ x: Double) -> Int { min(columns - 1, max(0, Int(((x - x0) / tile).rounded(.down)))) }
    func row(_ y: Double) -> Int { min(rows - 1, max(0, Int(((y - y0) / tile).rounded(.down)))) }
}
