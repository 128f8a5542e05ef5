import CCairo
import Compositor
import Geometry

/// Held fills (`DeferredFills`): which fills are held back, and drawing them when something
/// else draws where they lie.
extension CairoRenderer {
    /// Fills at least this many pixels are held back (`DeferredFills`); smaller ones are drawn at once.
    static let leastDeferred = 1024.0

    /// Whether what draws after command `i` into the same target hides at least a quarter of
    /// `rect` (the insides of paths, opaque copies) or blends over it in one pass (a texture
    /// through a path's inside): only such a fill is held back. A fill held for nothing is
    /// drawn later than asked and cut up by what draws over it (a Modal zoom frame took a
    /// fifth longer, in the same pixels).
    func isMostlyHidden(_ rect: Rect, after i: Int, in list: DrawList) -> Bool {
        let wanted = rect.width * rect.height / 4
        var hidden = 0.0
        for cmd in list.commands[(i + 1)...] {
            switch cmd.kind {
            case .setTarget:
                return false
            case .fillPath where cmd.interiorCount > 0:
                for r in list.interior(of: cmd) { let o = r.intersection(rect); if !o.isEmpty { hidden += o.width * o.height } }
            case .copy where cmd.sourceIsOpaque && cmd.color.a == 255:
                let o = cmd.dest.intersection(rect); if !o.isEmpty { hidden += o.width * o.height }
            default:
                continue
            }
            if hidden >= wanted { return true }
        }
        return false
    }

    /// Draws what of the held fills lies in `area` (all of them when nil), before what draws there.
    func drawDeferred(meeting area: Rect? = nil) {
        guard !deferred.isEmpty else { return }
        taken.removeAll(keepingCapacity: true)
        // Only the parts under what draws next: the rest of a fill (a band across the window
        // under a line of text) stays held.
        if let area { deferred.takeParts(under: area.integral, into: &taken) } else { deferred.takeAll(into: &taken) }
        for f in taken { fill(f.rect, color: f.color) }
    }

    /// Fills whole pixels of the current target with an opaque colour (premultiplied ARGB32).
    /// Cut to the target: pixman_fill writes where it is told.
    func fill(_ r: Rect, color: UInt32) {
        guard let surface = current?.surface, let data = cairo_image_surface_get_data(surface) else { return }
        let b = SurfaceBlock(r, target: surface)
        guard !b.isEmpty else { return }
        cairo_surface_flush(surface)
        let stride = cairo_image_surface_get_stride(surface) / 4
        pixman_fill(UnsafeMutableRawPointer(data).assumingMemoryBound(to: UInt32.self), stride, 32, Int32(b.x), Int32(b.y), Int32(b.width), Int32(b.height), color)
        cairo_surface_mark_dirty_rectangle(surface, Int32(b.x), Int32(b.y), Int32(b.width), Int32(b.height))
    }
}
