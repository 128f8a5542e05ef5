import Geometry

/// Opaque solid fills a software renderer has been asked for but not drawn yet: whole-pixel
/// rectangles that do not overlap, each with its colour. Held back, a fill can still be
/// spared where something opaque is drawn over it later (a page's background under a grown
/// logo), and what lies under a blend is known, so the blend can be drawn in one pass over
/// the colour (a page fading in over the logo: the page at its opacity over a known colour,
/// with no read of the target). The part of a fill under anything else that draws is drawn
/// first (`takeParts(under:)`), so the order of what shows never changes.
public struct DeferredFills: Sendable {
    public struct Fill: Sendable, Equatable {
        public var rect: Rect
        /// Premultiplied ARGB32, alpha 255.
        public var color: UInt32

        public init(rect: Rect, color: UInt32) {
            self.rect = rect
            self.color = color
        }
    }

    public private(set) var fills: [Fill] = []
    /// Working storage for `cover`.
    private var pieces: [Rect] = []
    private var kept: [Fill] = []
    /// Most fills held; past it a new fill is drawn at once (`add` returns false).
    public static let limit = 512

    public init() {}

    public var isEmpty: Bool { fills.isEmpty }

    /// Holds back an opaque fill of `rect` (whole pixels); the parts of earlier fills under it
    /// are dropped. False when too many are held: draw it now (after `takeParts(under:)`).
    public mutating func add(_ rect: Rect, color: UInt32) -> Bool {
        guard !rect.isEmpty else { return true }
        cover(rect)
        guard fills.count < DeferredFills.limit else { return false }
        fills.append(Fill(rect: rect, color: color))
        return true
    }

    /// Drops the parts of held fills that `area` covers: something opaque is drawn over them.
    public mutating func cover(_ area: Rect) {
        guard !area.isEmpty, fills.contains(where: { $0.rect.intersects(area) }) else { return }
        kept.removeAll(keepingCapacity: true)
        for f in fills {
            guard f.rect.intersects(area) else {
                kept.append(f)
                continue
            }
            pieces.removeAll(keepingCapacity: true)
            f.rect.subtracting(area, into: &pieces)
            for p in pieces where !p.isEmpty { kept.append(Fill(rect: p, color: f.color)) }
        }
        swap(&fills, &kept)
    }

    /// Removes everything held and appends it to `out`.
    public mutating func takeAll(into out: inout [Fill]) {
        out.append(contentsOf: fills)
        fills.removeAll(keepingCapacity: true)
    }

    /// Removes the parts of held fills under `area` (whole pixels) and appends them to `out`,
    /// each with its colour: to be drawn before what draws there, or for a blend drawn over
    /// them in one pass. The rest of each fill stays held.
    public mutating func takeParts(under area: Rect, into out: inout [Fill]) {
        guard !area.isEmpty else { return }
        let before = out.count
        for f in fills where f.rect.intersects(area) {
            let part = f.rect.intersection(area)
            if !part.isEmpty { out.append(Fill(rect: part, color: f.color)) }
        }
        if out.count > before { cover(area) }
    }

    /// Forgets everything held (the target was cleared).
    public mutating func removeAll() { fills.removeAll(keepingCapacity: true) }
}
