import Geometry

/// The working buffers of `DrawList.clipTriangles` and `tileTriangles`, kept between frames so clipping a mask
/// or a rounded clip every frame of a transition allocates nothing once warm.
struct ClipScratch: Sendable {
    /// The triangles being clipped (indices), taken off the draw list.
    var tail: [Int32] = []
    /// The polygon being cut, and the next step's: each corner with the index it came from.
    var polygon: [(Vertex, Int32)] = []
    var next: [(Vertex, Int32)] = []
    /// Cut points made so far, by position, so neighbours share them.
    var cuts: [UInt64: Int32] = [:]
    var ids: [Int32] = []
    /// Tiling: per tile, whether a solid triangle reaches it and whether an edge triangle
    /// (one with a transparent corner) does; the tiles kept as triangles and the covered ones.
    var tileSolid: [Bool] = []
    var tileEdge: [Bool] = []
    var edgeTiles: [Rect] = []
    var coveredRuns: [Rect] = []
    /// A path's crossings of the tile rows' centre lines (`markPathInterior`), with the row.
    var crossings: [(row: Int, x: Double, direction: Int)] = []

    mutating func reset() {
        tail.removeAll(keepingCapacity: true)
        cuts.removeAll(keepingCapacity: true)
    }
}
