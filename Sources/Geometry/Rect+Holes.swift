extension Rect {
    /// Appends to `pieces` the parts of this rectangle outside every one of `holes` (which do
    /// not overlap each other), as rectangles that do not overlap: bands between the holes'
    /// top and bottom edges, each cut across where holes span the whole band. `edges` is
    /// working storage.
    /// Inlinable, so each caller gets it specialized for its collection: unspecialized, the
    /// walk over the holes went through witness tables for every hole of every band.
    @inlinable
    public func subtracting<Holes: Collection<Rect>>(all holes: Holes, into pieces: inout [Rect], edges: inout [Double]) {
        guard !isEmpty else { return }
        edges.removeAll(keepingCapacity: true)
        edges.append(minY)
        edges.append(maxY)
        for h in holes where h.intersects(self) {
            if h.minY > minY && h.minY < maxY { edges.append(h.minY) }
            if h.maxY > minY && h.maxY < maxY { edges.append(h.maxY) }
        }
        edges.sort()
        var previous = edges[0]
        for y in edges.dropFirst() where y > previous {
            defer { previous = y }
            // Holes do not overlap, so the ones spanning this band cut it at distinct places.
            var x = minX
            while x < maxX {
                var next = maxX
                var jump: Double?
                for h in holes where h.minY <= previous && h.maxY >= y && h.maxX > x && h.minX < maxX {
                    if h.minX <= x {
                        jump = max(jump ?? x, h.maxX)
                    } else {
                        next = min(next, h.minX)
                    }
                }
                if let jump {
                    x = jump
                    continue
                }
                pieces.append(Rect(x: x, y: previous, width: next - x, height: y - previous))
                x = next
            }
        }
    }
}
