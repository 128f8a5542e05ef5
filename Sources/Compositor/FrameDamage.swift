import Geometry

/// What changed in a window between two frames, from the drawing that reaches it: each frame
/// gives, in order, one fingerprint per drawing command on the window (what each pixel it
/// draws depends on, hashed, and the pixels it may touch). A pixel that the same commands
/// touch, in the same order, comes out as it was; the rest is the damage, a few rectangles a
/// renderer redraws (Core Animation, Chromium and GTK do the same). Changes far apart (a
/// title cross-fading at the top, a card growing lower down) stay apart; near ones, or ones
/// whose box costs little more than the two, are one.
///
/// Commands are paired in order, a changed, added or removed one putting its pixels (old and
/// new) in the damage. A rectangle whose pixels depend on where they are, not on its extent
/// (a copy of a picture placed the same way, a plain colour), hashes without its extent: cut
/// into pieces around a card that grew, last frame's pieces and this frame's pair as a run,
/// and only the pixels one run touches and the other does not are damage. A path crossing
/// the damage's edge would be rasterised cut there, a few levels off its whole self along the
/// cut rows, so the damage grows to hold every path it meets whole.
public struct FrameDamage {
    public struct Fingerprint: Sendable {
        /// What its pixels depend on; paired commands have the same.
        public var hash: UInt64
        /// The pixels the command may touch (whole pixels, in the window).
        public var bounds: Rect
        /// A path fill: never cut by the damage's edge.
        public var isPath: Bool

        public init(hash: UInt64, bounds: Rect, isPath: Bool) {
            self.hash = hash
            self.bounds = bounds
            self.isPath = isPath
        }
    }

    /// How far ahead a command is looked for when the pairing breaks (one inserted or removed).
    static let lookahead = 16
    /// Damage over this share of the window is drawn as the whole window.
    public static let wholeShare = 0.75
    /// Most rectangles the damage is said in; past it the two whose box grows least are one.
    public static let mostRectangles = 4
    /// What one more rectangle costs, in pixels redrawn: two are one when their box is no
    /// more than this larger than they are (a rectangle is a pass over the frame's commands).
    public static let rectangleCost = 32_768.0

    /// Leaves the last frame's pixels out of the damage (`RenderFault.staleDamage`).
    public var forgetsOldPlaces = false

    private var previous: [Fingerprint] = []
    private var current: [Fingerprint] = []
    /// Whether the window holds the last frame's pixels (false at first, and after anything
    /// else drew into it).
    private var holdsLastFrame = false

    public init() {}

    /// Starts a frame's fingerprints.
    public mutating func begin() {
        current.removeAll(keepingCapacity: true)
    }

    public mutating func add(_ f: Fingerprint) {
        current.append(f)
    }

    /// The window's pixels are no longer the last frame's: the next frame is drawn whole.
    public mutating func forget() {
        holdsLastFrame = false
    }

    /// The rectangles to redraw for the frame begun (nil: all of `window`; none: nothing),
    /// whole pixels that do not overlap; the frame becomes the last frame.
    public mutating func finish(window: Rect) -> [Rect]? {
        var rects: [Rect] = []
        return finish(window: window, into: &rects) ? rects : nil
    }

    /// The same into `rects` (its storage kept from frame to frame: a steady frame makes
    /// nothing); false for all of `window`.
    public mutating func finish(window: Rect, into rects: inout [Rect]) -> Bool {
        defer {
            swap(&previous, &current)
            holdsLastFrame = true
        }
        rects.removeAll(keepingCapacity: true)
        guard holdsLastFrame else { return false }
        region.removeAll(keepingCapacity: true)
        changed(from: previous, to: current)
        // Paths are redrawn whole or not at all.
        var grew = true
        while grew {
            grew = false
            for f in current where f.isPath && !f.bounds.isEmpty {
                guard let k = region.firstIndex(where: { !$0.contains(f.bounds) && $0.intersects(f.bounds) }) else { continue }
                region[k] = region[k].union(f.bounds)
                merge()
                grew = true
            }
        }
        var area = 0.0
        for r in region {
            let whole = r.integral.intersection(window)
            guard !whole.isNull, !whole.isEmpty else { continue }
            rects.append(whole)
            area += whole.width * whole.height
        }
        return area < FrameDamage.wholeShare * window.width * window.height
    }

    /// The damage being gathered: rectangles that do not overlap (`include`).
    private var region: [Rect] = []

    /// Adds `r` to the damage, one with every rectangle it overlaps or lies close to.
    private mutating func include(_ r: Rect) {
        guard !r.isNull, !r.isEmpty else { return }
        region.append(r)
        merge()
    }

    /// Makes one of any two rectangles that overlap, or whose box costs little more than the
    /// two (`rectangleCost`), until none do; then of the two whose box grows least while
    /// there are more than `mostRectangles`.
    private mutating func merge() {
        func growth(_ a: Rect, _ b: Rect) -> Double {
            let u = a.union(b)
            return u.width * u.height - a.width * a.height - b.width * b.height
        }
        var merged = true
        while merged {
            merged = false
            outer: for i in region.indices {
                for j in region.indices where j > i {
                    let a = region[i], b = region[j]
                    if a.intersects(b) || growth(a, b) <= FrameDamage.rectangleCost {
                        region[i] = a.union(b)
                        region.remove(at: j)
                        merged = true
                        break outer
                    }
                }
            }
        }
        while region.count > FrameDamage.mostRectangles {
            var best = (i: 0, j: 1, cost: Double.infinity)
            for i in region.indices {
                for j in region.indices where j > i {
                    let c = growth(region[i], region[j])
                    if c < best.cost { best = (i, j, c) }
                }
            }
            region[best.i] = region[best.i].union(region[best.j])
            region.remove(at: best.j)
            merge()
        }
    }

    /// Scratch for `changed`: a run's pieces, the other run's, and band edges.
    private var runA: [Rect] = []
    private var runB: [Rect] = []
    private var pieces: [Rect] = []
    private var edges: [Double] = []

    /// Adds to the damage the pixels of the commands that differ between the two frames.
    private mutating func changed(from old: [Fingerprint], to new: [Fingerprint]) {
        let keepsOld = !forgetsOldPlaces
        func add(_ f: Fingerprint, old: Bool = false) {
            if keepsOld || !old { include(f.bounds) }
        }
        var i = 0, j = 0
        while i < old.count && j < new.count {
            if old[i].hash == new[j].hash {
                // The runs of this fingerprint: where one reaches and the other does not.
                let hash = old[i].hash
                runA.removeAll(keepingCapacity: true)
                runB.removeAll(keepingCapacity: true)
                while i < old.count && old[i].hash == hash {
                    if !old[i].bounds.isEmpty { runA.append(old[i].bounds) }
                    i += 1
                }
                while j < new.count && new[j].hash == hash {
                    if !new[j].bounds.isEmpty { runB.append(new[j].bounds) }
                    j += 1
                }
                if runA != runB {
                    if keepsOld { addOutside(runA, runB) }
                    addOutside(runB, runA)
                }
                continue
            }
            // One or more inserted in the new frame, or removed from the old.
            if let k = (j + 1..<min(new.count, j + 1 + FrameDamage.lookahead)).first(where: { new[$0].hash == old[i].hash }) {
                for n in j..<k { add(new[n]) }
                j = k
                continue
            }
            if let k = (i + 1..<min(old.count, i + 1 + FrameDamage.lookahead)).first(where: { old[$0].hash == new[j].hash }) {
                for n in i..<k { add(old[n], old: true) }
                i = k
                continue
            }
            add(old[i], old: true)
            add(new[j])
            i += 1
            j += 1
        }
        for n in i..<old.count { add(old[n], old: true) }
        for n in j..<new.count { add(new[n]) }
    }

    /// Adds to the damage the bounding box of what of the rectangles `a` lies outside all of
    /// `b`.
    private mutating func addOutside(_ a: [Rect], _ b: [Rect]) {
        var box = Rect.null
        for r in a {
            pieces.removeAll(keepingCapacity: true)
            r.subtracting(all: b, into: &pieces, edges: &edges)
            for p in pieces where !p.isEmpty { box = box.union(p) }
        }
        include(box)
    }
}
