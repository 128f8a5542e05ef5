import CCairo
import Geometry

/// A block of whole pixels that a loop bypassing cairo writes (a fill, a copy, a blend), cut
/// to every surface it touches: the target it writes and each surface it reads at an offset.
/// Every raw write goes through one, so a rectangle laid out for another size (a window
/// resized between building the frame and drawing it) is cut, never written past the end.
struct SurfaceBlock {
    /// The block in the target's pixels.
    private(set) var x: Int
    private(set) var y: Int
    private(set) var width: Int
    private(set) var height: Int

    /// The block at `x, y` of `width` x `height` target pixels, cut to `target`.
    init(x: Int, y: Int, width: Int, height: Int, target: OpaquePointer) {
        self.x = x
        self.y = y
        self.width = max(0, width)
        self.height = max(0, height)
        keep(inside: target, offset: (0, 0))
    }

    /// The same from a rectangle of whole pixels.
    init(_ r: Rect, target: OpaquePointer) {
        func whole(_ v: Double) -> Int { v.isFinite ? Int(max(-1e9, min(1e9, v))) : 0 }
        if r.isNull || r.isEmpty {
            self.init(x: 0, y: 0, width: 0, height: 0, target: target)
        } else {
            self.init(x: whole(r.minX), y: whole(r.minY), width: whole(r.width), height: whole(r.height), target: target)
        }
    }

    var isEmpty: Bool { width <= 0 || height <= 0 }

    /// The block as a rectangle of target pixels.
    var rect: Rect { Rect(x: Double(x), y: Double(y), width: Double(width), height: Double(height)) }

    /// Cuts the block to what of it lies in `surface`, read where the target's pixel (x, y) is
    /// the surface's (x + offset.x, y + offset.y).
    mutating func keep(inside surface: OpaquePointer, offset: (x: Int, y: Int)) {
        let w = Int(cairo_image_surface_get_width(surface)), h = Int(cairo_image_surface_get_height(surface))
        let x0 = max(x, -offset.x), y0 = max(y, -offset.y)
        let x1 = min(x + width, w - offset.x), y1 = min(y + height, h - offset.y)
        x = x0
        y = y0
        width = max(0, x1 - x0)
        height = max(0, y1 - y0)
    }

    /// A block read at `from` in `source` and written at `to` in `target`, cut to both: where
    /// each starts and its size, nil when nothing is left.
    static func cut(from: (x: Int, y: Int), in source: OpaquePointer, to: (x: Int, y: Int), in target: OpaquePointer, width: Int, height: Int)
        -> (from: (x: Int, y: Int), to: (x: Int, y: Int), width: Int, height: Int)?
    {
        var b = SurfaceBlock(x: to.x, y: to.y, width: width, height: height, target: target)
        b.keep(inside: source, offset: (from.x - to.x, from.y - to.y))
        guard !b.isEmpty else { return nil }
        return (b.start(of: from, placedAt: to), (b.x, b.y), b.width, b.height)
    }

    /// Where the cut block starts in a surface whose pixel `origin` was placed at target pixel
    /// `placedAt` before the cut.
    func start(of origin: (x: Int, y: Int), placedAt: (x: Int, y: Int)) -> (x: Int, y: Int) {
        (origin.x + x - placedAt.x, origin.y + y - placedAt.y)
    }
}
