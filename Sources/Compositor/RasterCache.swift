import Geometry

/// Finished drawings of layer subtrees, in window pixels, reused while they stay valid.
///
/// A subtree whose drawing is costly (rounded or bordered shapes, masks, group opacity,
/// rotation) and has looked the same for two frames is drawn once into a texture of its
/// own; later frames draw that texture as one quad. An entry is valid while the subtree's
/// version and the linear part of its transform are unchanged and it moves by whole pixels
/// (a translation only shifts the quad); moved by a fraction of a pixel it is drawn anew.
/// This is what keeps steady frames, and pages that slide by whole pixels, cheap on every
/// renderer.
@MainActor
final class RasterCache {
    struct Signature: Equatable {
        var version: UInt64
        var a: Double, b: Double, c: Double, d: Double
        var width: Int, height: Int
        var scale: Double
        /// Where the capture was cut by the clip it was drawn under (nil: it holds the whole
        /// subtree); such a copy is good only where it was drawn.
        var cut: Rect?
    }

    struct Entry {
        /// The layer's serial: a new layer at a freed one's address has another.
        var serial: UInt64
        var signature: Signature
        var texture: Texture?
        /// Where the texture was drawn, in window pixels, and the translation it was drawn at.
        var region: Rect
        var tx: Double, ty: Double
        var lastUsed: Int
        /// The part of the texture that is fully opaque (a page's opaque background), in
        /// texture pixels, when there is one.
        var opaqueRect: Rect?
        /// The part of the texture that holds any drawing (a page's bounds in whole pixels:
        /// the margin around them is transparent), in texture pixels; nil: all of it.
        var drawnRect: Rect?
    }

    private var entries: [ObjectIdentifier: Entry] = [:]
    private var stale: [ObjectIdentifier] = []
    private var frame = 0
    private(set) var cachedPixels = 0
    /// How many pixels the cache may hold, as a multiple of the output's area...
    let budgetScreens: Int
    /// ...and at most this many, whatever the output: as many screens of 3840 x 2160. Past
    /// 4K a screen's worth of cache costs more than drawing does, and a budget in screens
    /// alone held 3 GiB at the largest window (16384 x 16384 pixels) for this cache and 2
    /// GiB for the masked bodies'.
    let budgetPixels: Int

    /// The most pixels of one 4K screen, the unit of `budgetPixels`.
    static let screen4K = 3840 * 2160

    init(budgetScreens: Int = 3) {
        self.budgetScreens = budgetScreens
        budgetPixels = budgetScreens * RasterCache.screen4K
    }

    var count: Int { entries.values.reduce(0) { $0 + ($1.texture == nil ? 0 : 1) } }

    enum Lookup {
        /// Draw the texture at this window-pixel rectangle.
        case hit(Texture, Rect, opaque: Rect?, drawn: Rect?)
        /// The subtree looked the same last frame: draw it into a new texture now.
        case capture
        /// Not stable yet: draw it directly.
        case miss
    }

    /// Whether `layer` drew the same (`version`) last time it was looked up: false, and the
    /// version noted, when it changed, so a subtree that changes every frame (an animation
    /// in it) costs no measuring before it is drawn directly.
    func drewTheSame(_ layer: Layer, version: UInt64) -> Bool {
        let id = ObjectIdentifier(layer)
        guard var e = entries[id], e.serial == layer.serial else { return true }
        if e.signature.version == version { return true }
        // Its texture shows what it drew before.
        if let t = e.texture {
            retire(t)
            e.texture = nil
        }
        e.signature.version = version
        e.lastUsed = frame
        entries[id] = e
        return false
    }

    /// What a whole capture of `layer` (not cut by a clip) draws when the subtree is as it
    /// was (`version`) under the same linear map and scale, moved by whole pixels: a hit found
    /// without measuring the subtree again, which on a steady page costs more than its copy.
    /// Nil when `lookup` must decide.
    func wholeHit(_ layer: Layer, version: UInt64, transform m: AffineTransform, scale: Double) -> (texture: Texture, rect: Rect, opaque: Rect?, drawn: Rect?)? {
        let id = ObjectIdentifier(layer)
        guard var e = entries[id], e.serial == layer.serial, let t = e.texture else { return nil }
        let s = e.signature
        guard s.cut == nil, s.version == version, s.a == m.a, s.b == m.b, s.c == m.c, s.d == m.d, s.scale == scale else { return nil }
        let dx = m.tx - e.tx, dy = m.ty - e.ty
        guard RasterCache.isWhole(dx), RasterCache.isWhole(dy) else { return nil }
        e.lastUsed = frame
        entries[id] = e
        return (t, e.region.offsetBy(dx: dx.rounded(), dy: dy.rounded()), e.opaqueRect, e.drawnRect)
    }

    func lookup(_ layer: Layer, signature: Signature, tx: Double, ty: Double) -> Lookup {
        let id = ObjectIdentifier(layer)
        guard var e = entries[id], e.serial == layer.serial else {
            // A layer freed since the last sweep whose address this one took: its texture goes.
            if let stale = entries[id]?.texture { retire(stale) }
            entries[id] = Entry(serial: layer.serial, signature: signature, texture: nil, region: .null, tx: tx, ty: ty, lastUsed: frame)
            return .miss
        }
        e.lastUsed = frame
        defer { entries[id] = e }
        // A copy moved by whole pixels draws what a direct draw does; moved by a fraction it
        // would not (its edges and everything inside it would sit up to half a pixel off), so
        // the entry is then remade where the subtree is now.
        let dx = tx - e.tx, dy = ty - e.ty
        let stays = signature.cut == nil || (dx.rounded() == 0 && dy.rounded() == 0)
        if e.signature == signature, RasterCache.isWhole(dx), RasterCache.isWhole(dy), stays {
            if let t = e.texture {
                let r = e.region.offsetBy(dx: dx.rounded(), dy: dy.rounded())
                return .hit(t, r, opaque: e.opaqueRect, drawn: e.drawnRect)
            }
            return .capture
        }
        e.signature = signature
        e.tx = tx
        e.ty = ty
        if let t = e.texture {
            retire(t)
            e.texture = nil
        }
        return .miss
    }

    /// Whether a translation is a whole number of pixels, to well under a level of any edge's
    /// coverage (1/1024 pixel).
    static func isWhole(_ d: Double) -> Bool { abs(d - d.rounded()) < 1.0 / 1024 }

    /// Whether a subtree covering `whole` (window pixels) is captured whole rather than only
    /// where it shows: when it is at most two outputs large, so that a page or a panorama
    /// wider than the window is held whole and stays good as it slides.
    func holdsWhole(_ whole: Rect, output: PixelSize) -> Bool {
        whole.width * whole.height <= 2 * Double(max(1, output.width * output.height))
    }

    /// Whether a texture of `size` fits the budget for an output of `output` pixels (its
    /// screens, up to `budgetPixels`).
    func canHold(_ size: PixelSize, output: PixelSize) -> Bool {
        cachedPixels + size.width * size.height <= min(budgetPixels, budgetScreens * max(1, output.width * output.height))
    }

    func store(_ layer: Layer, texture: Texture, region: Rect, tx: Double, ty: Double, opaqueRect: Rect?, drawnRect: Rect? = nil) {
        let id = ObjectIdentifier(layer)
        guard var e = entries[id] else { return }
        if let old = e.texture { retire(old) }
        e.texture = texture
        e.opaqueRect = opaqueRect
        e.drawnRect = drawnRect
        e.region = region
        e.tx = tx
        e.ty = ty
        cachedPixels += texture.pixelSize.width * texture.pixelSize.height
        entries[id] = e
    }

    /// Textures replaced during the frame, destroyed after it has been drawn.
    private var pendingRelease: [TextureHandle] = []

    /// Takes a texture out of the budget; it is destroyed once the frame has been drawn.
    private func retire(_ t: Texture) {
        cachedPixels -= t.pixelSize.width * t.pixelSize.height
        pendingRelease.append(t.handle)
    }

    func endFrame(renderer: Renderer) {
        frame += 1
        for h in pendingRelease { renderer.destroyTexture(h) }
        pendingRelease.removeAll(keepingCapacity: true)
        guard frame % 30 == 0 else { return }
        stale.removeAll(keepingCapacity: true)
        // A freed layer's entry goes unused, so it goes too.
        for (id, e) in entries where frame - e.lastUsed > 60 { stale.append(id) }
        for id in stale {
            if let t = entries.removeValue(forKey: id)?.texture {
                cachedPixels -= t.pixelSize.width * t.pixelSize.height
                renderer.destroyTexture(t.handle)
            }
        }
    }

    func releaseAll(renderer: Renderer) {
        for h in pendingRelease { renderer.destroyTexture(h) }
        pendingRelease.removeAll()
        for e in entries.values { if let t = e.texture { renderer.destroyTexture(t.handle) } }
        entries.removeAll()
        cachedPixels = 0
    }
}
