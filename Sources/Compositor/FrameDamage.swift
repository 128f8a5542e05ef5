import Geometry

/// What changed in a window between two frames, from the drawing that reaches it: each frame
/// gives, in order, one fingerprint per drawing command on the window (what each pixel it
/// draws depends on, hashed, and the pixels it may touch). A pixel that the same commands
/// touch, in the same order, comes out as it was; the rest is the damage, the one rectangle
/// a renderer redraws (Core Animation, Chromium and GTK do the same).
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

    /// The rectangle to redraw for the frame begun (nil: all of `window`; empty: nothing),
    /// which becomes the last frame.
    public mutating func finish(window: Rect) -> Rect? {
        defer {
            swap(&previous, &current)
            holdsLastFrame = true
        }
        guard holdsLastFrame else { return nil }
        var damage = changed(from: previous, to: current)
        guard !damage.isNull else { return .zero }
        // Paths are redrawn whole or not at all.
        var grew = true
        while grew {
            grew = false
            for f in current where f.isPath && !f.bounds.isEmpty && !damage.contains(f.bounds) && !f.bounds.intersection(damage).isEmpty {
                damage = damage.union(f.bounds)
                grew = true
            }
        }
        damage = damage.integral.intersection(window)
        guard !damage.isEmpty else { return .zero }
        return damage.width * damage.height >= FrameDamage.wholeShare * window.width * window.height ? nil : damage
    }

    /// Scratch for `changed`: a run's pieces, the other run's, and band edges.
    private var runA: [Rect] = []
    private var runB: [Rect] = []
    private var pieces: [Rect] = []
    private var edges: [Double] = []

    /// The bounding box of the pixels of the commands that differ between the two frames.
    mutating func changed(from old: [Fingerprint], to new: [Fingerprint]) -> Rect {
        var damage = Rect.null
        let keepsOld = !forgetsOldPlaces
        func add(_ f: Fingerprint, old: Bool = false) {
            if keepsOld || !old { add(f.bounds) }
        }
        func add(_ r: Rect) {
            if !r.isEmpty { damage = damage.union(r) }
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
                    if keepsOld { add(outside(runA, runB)) }
                    add(outside(runB, runA))
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
        return damage
    }

    /// The bounding box of what of the rectangles `a` lies outside all of `b`.
    private mutating func outside(_ a: [Rect], _ b: [Rect]) -> Rect {
        var box = Rect.null
        for r in a {
            pieces.removeAll(keepingCapacity: true)
            r.subtracting(all: b, into: &pieces, edges: &edges)
            for p in pieces where !p.isEmpty { box = box.union(p) }
        }
        return box
    }
}
