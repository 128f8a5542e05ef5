import Geometry

/// Where the strip plots a course of `count` frames: frame index along x, progress (0 at
/// the bottom, 1 at the top) along y, inside `rect`; and back, from a point to the nearest
/// frame, so a drag anywhere across the strip moves the playhead.
public struct TimelinePlotArea: Equatable, Sendable {
    public var rect: Rect
    public var count: Int

    public init(rect: Rect, count: Int) {
        self.rect = rect
        self.count = count
    }

    /// The x of frame `index` (the only frame of a course of one sits at the left).
    public func x(_ index: Int) -> Double {
        count > 1 ? rect.minX + rect.width * Double(index) / Double(count - 1) : rect.minX
    }

    public func y(_ progress: Double) -> Double {
        rect.maxY - rect.height * min(1, max(0, progress))
    }

    /// The frame nearest `x`, within the course.
    public func frame(atX x: Double) -> Int {
        guard count > 1, rect.width > 0 else { return 0 }
        let f = (x - rect.minX) / rect.width * Double(count - 1)
        return min(count - 1, max(0, Int(f.rounded())))
    }
}
