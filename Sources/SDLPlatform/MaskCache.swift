import CCairo
import Compositor
import Geometry

/// Coverage masks kept from frame to frame for paths that only move by whole pixels (a
/// frosted panel sliding with its page): the same contours, moved by whole pixels over the
/// same cut, rasterise to the same bytes moved, so the mask is used again where it now lies.
/// Points are compared as cairo takes them, in 1/256 px (its 24.8 fixed point), relative to
/// the first point's pixel: a move of -35.3 and one of -50.3 differ in their last bits. At
/// most `capacity`, the least recently used let go first.
struct MaskCache {
    static let capacity = 4

    private struct Entry {
        /// The contours' points in 1/256 px and their lengths, less the whole-pixel anchor.
        let points: [Int64]
        let lengths: [Int]
        /// The mask's box, less the anchor.
        let box: Rect
        let opacity: Double
        let surface: OpaquePointer
        var used: Int
    }

    private var entries: [Entry] = []
    private var clock = 0
    private var points: [Int64] = []
    private var lengths: [Int] = []
    /// Masks used again and made, since the cache was made (for tests).
    private(set) var hits = 0
    private(set) var misses = 0

    /// The mask for `cmd` at `opacity` over `box` (target pixels), kept or made now: the
    /// caller's own reference (`CoverageMask.release`).
    mutating func mask(for cmd: DrawCommand, of list: DrawList, box: Rect, opacity: Double) -> CoverageMask? {
        guard cmd.contourCount > 0, let first = list.contour(cmd.contourStart).first, first.isFinite else {
            return CoverageMask(cmd, of: list, box: box, opacity: opacity)
        }
        let ax = first.x.rounded(.down), ay = first.y.rounded(.down)
        points.removeAll(keepingCapacity: true)
        lengths.removeAll(keepingCapacity: true)
        for i in cmd.contourStart..<(cmd.contourStart + cmd.contourCount) {
            let contour = list.contour(i)
            lengths.append(contour.count)
            for p in contour {
                points.append(Int64(((p.x - ax) * 256).rounded()))
                points.append(Int64(((p.y - ay) * 256).rounded()))
            }
        }
        let relative = box.offsetBy(dx: -ax, dy: -ay)
        clock += 1
        if let k = entries.firstIndex(where: { $0.opacity == opacity && $0.box == relative && $0.lengths == lengths && $0.points == points }) {
            entries[k].used = clock
            hits += 1
            return CoverageMask(surface: cairo_surface_reference(entries[k].surface), origin: (box.minX, box.minY))
        }
        misses += 1
        guard let made = CoverageMask(cmd, of: list, box: box, opacity: opacity) else { return nil }
        if entries.count == MaskCache.capacity, let oldest = entries.indices.min(by: { entries[$0].used < entries[$1].used }) {
            cairo_surface_destroy(entries[oldest].surface)
            entries.remove(at: oldest)
        }
        entries.append(Entry(points: points, lengths: lengths, box: relative, opacity: opacity, surface: cairo_surface_reference(made.mask), used: clock))
        return made
    }

    /// Lets go of every mask.
    mutating func removeAll() {
        for e in entries { cairo_surface_destroy(e.surface) }
        entries.removeAll()
    }
}
