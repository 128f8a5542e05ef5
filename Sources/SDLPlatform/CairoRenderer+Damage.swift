import CCairo
import Compositor
import Geometry

/// Damage: the window is redrawn only where its drawing changed since the last frame
/// (`FrameDamage`). Every command on the window is fingerprinted before the frame draws: what
/// it is, where, its colour, its clip, its path's points and, for a texture, which one and
/// how many times an offscreen pass has drawn it again (a target redrawn this frame changes
/// every command that shows it).
extension CairoRenderer {
    /// Fingerprints `list`'s drawing on the window, keeping each command's pixels in
    /// `commandBounds`, and counts the offscreen targets it draws into again. What to redraw
    /// of the window, into `damageRects` (none: nothing); false for all of it.
    func findDamage(for list: DrawList) -> Bool {
        let window = Rect(x: 0, y: 0, width: Double(outputPixelSize.width), height: Double(outputPixelSize.height))
        commandBounds.removeAll(keepingCapacity: true)
        damage.begin()
        var onWindow = true
        var clip: Rect?
        let firstWrite = targetWrites
        var reusesTarget = false
        for cmd in list.commands {
            var bounds = Rect.null
            switch cmd.kind {
            case .setTarget:
                onWindow = cmd.texture == .none
                clip = nil
                if !onWindow, let earlier = surfaces[cmd.texture.rawValue]?.generation {
                    reusesTarget = reusesTarget || earlier > firstWrite
                    targetWrites += 1
                    surfaces[cmd.texture.rawValue]?.generation = targetWrites
                }
            case .setClip:
                clip = CairoRenderer.clipRect(of: cmd)
            case .clearClip:
                clip = nil
            case .clear, .fillRect, .copy, .fillPath:
                guard onWindow else { break }
                bounds = CairoRenderer.pixels(of: cmd, in: list, clip: clip, window: window)
                damage.add(FrameDamage.Fingerprint(hash: fingerprint(cmd, of: list, clip: clip), bounds: bounds, isPath: cmd.kind == .fillPath))
            case .geometry, .unpremultiply:
                break
            }
            commandBounds.append(bounds)
        }
        damage.forgetsOldPlaces = list.fault == .staleDamage
        guard damage.finish(window: window, into: &damageRects), tracksDamage else { return false }
        // A target drawn into twice this frame (one from the pool, for two layers) holds only
        // the second drawing after the first pass: later passes, which draw no offscreen
        // target again, could show it for the first. Such a frame is one rectangle.
        if reusesTarget, damageRects.count > 1 {
            let box = damageRects.dropFirst().reduce(damageRects[0]) { $0.union($1) }
            damageRects.removeAll(keepingCapacity: true)
            damageRects.append(box)
        }
        return true
    }

    /// The whole pixels a command on the window may change.
    static func pixels(of cmd: DrawCommand, in list: DrawList, clip: Rect?, window: Rect) -> Rect {
        let r: Rect
        switch cmd.kind {
        case .clear: return window
        case .fillRect, .copy: r = pixelRect(cmd.dest) ?? .null
        case .fillPath: r = CairoContours.reach(cmd, of: list).integral
        default: return .null
        }
        guard !r.isNull else { return .null }
        return r.intersection(clip ?? window).intersection(window)
    }

    /// The clip a `setClip` command sets, in target pixels.
    static func clipRect(of cmd: DrawCommand) -> Rect {
        Rect(x: Double(cmd.clip.x), y: Double(cmd.clip.y), width: Double(max(0, cmd.clip.width)), height: Double(max(0, cmd.clip.height)))
    }

    /// Everything a command's pixels depend on, hashed.
    func fingerprint(_ cmd: DrawCommand, of list: DrawList, clip: Rect?) -> UInt64 {
        var h = FingerprintHash()
        let flags: UInt64 = cmd.sourceIsOpaque ? 1 << 16 : 0
        h.mix(UInt64(cmd.kind.rawValue) | UInt64(cmd.blend.rawValue) << 8 | flags | UInt64(cmd.interiorCount) << 20)
        if cmd.texture != .none {
            h.mix(UInt64(UInt32(bitPattern: cmd.texture.rawValue)))
            if list.fault != .staleOffscreen { h.mix(UInt64(bitPattern: Int64(surfaces[cmd.texture.rawValue]?.generation ?? -1))) }
        }
        let c = cmd.color, k = cmd.clearColor
        let colour = UInt64(c.r) | UInt64(c.g) << 8 | UInt64(c.b) << 16 | UInt64(c.a) << 24
        let clearColour = UInt64(k.r) | UInt64(k.g) << 8 | UInt64(k.b) << 16 | UInt64(k.a) << 24
        h.mix(colour | clearColour << 32)
        h.mix(clip ?? .null)
        switch cmd.kind {
        case .fillRect:
            // A plain colour: the same at every pixel it reaches, wherever it ends.
            break
        case .copy:
            // Where the picture lies (texel for pixel, as `drawCopy` places it), not how much
            // of it is shown: a copy cut around a card pairs with last frame's cut.
            guard let tex = surfaces[cmd.texture.rawValue], let dst = CairoRenderer.pixelRect(cmd.dest) else {
                h.mix(cmd.dest)
                h.mix(cmd.source)
                break
            }
            let src = CairoRenderer.texels(of: cmd, in: tex)
            let sx = src.width / dst.width, sy = src.height / dst.height
            h.mix(sx.bitPattern)
            h.mix(sy.bitPattern)
            h.mix((src.minX - dst.minX * sx).bitPattern)
            h.mix((src.minY - dst.minY * sy).bitPattern)
        case .fillPath:
            let m = cmd.paintMap
            h.mix(m.a.bitPattern)
            h.mix(m.b.bitPattern)
            h.mix(m.c.bitPattern)
            h.mix(m.d.bitPattern)
            h.mix(m.tx.bitPattern)
            h.mix(m.ty.bitPattern)
            for i in cmd.contourStart..<(cmd.contourStart + cmd.contourCount) {
                let contour = list.contour(i)
                h.mix(UInt64(contour.count))
                for p in contour {
                    h.mix(p.x.bitPattern)
                    h.mix(p.y.bitPattern)
                }
            }
        default:
            break
        }
        return h.value
    }

    /// Whether the current target is the window.
    var drawsOnWindow: Bool { current?.surface == output }

    /// Sets cairo's clip to `clip` (nil: none), within the damage on the window.
    func applyClip(_ cr: OpaquePointer, to clip: Rect?) {
        cairo_reset_clip(cr)
        var r = clip
        if drawsOnWindow, let d = damagePass { r = (r ?? d).intersection(d) }
        guard let r else { return }
        let box = r.isNull ? Rect.zero : r
        cairo_rectangle(cr, box.minX, box.minY, max(0, box.width), max(0, box.height))
        cairo_clip(cr)
    }

    /// What a `clear` covers: the whole target, within the damage on the window.
    func clearedArea(_ cr: OpaquePointer) -> Rect {
        let bounds = targetBounds(cr)
        guard drawsOnWindow, let d = damagePass else { return bounds }
        return bounds.intersection(d)
    }

    /// Whether command `i` draws on the window and nothing it draws is in the pass's damage
    /// (the commands that set the target or the clip are never passed over).
    func isUndamaged(_ i: Int, _ cmd: DrawCommand) -> Bool {
        guard cmd.kind == .fillRect || cmd.kind == .copy || cmd.kind == .fillPath else { return false }
        guard drawsOnWindow, let d = damagePass, i < commandBounds.count else { return false }
        return commandBounds[i].intersection(d).isEmpty
    }
}

/// A 64-bit hash of words, for fingerprints (a multiply-xorshift mix; not for adversaries).
struct FingerprintHash {
    private(set) var value: UInt64 = 0x9E37_79B9_7F4A_7C15

    mutating func mix(_ v: UInt64) {
        value = (value ^ v) &* 0xBF58_476D_1CE4_E5B9
        value ^= value >> 31
    }

    mutating func mix(_ r: Rect) {
        mix(r.minX.bitPattern)
        mix(r.minY.bitPattern)
        mix(r.width.bitPattern)
        mix(r.height.bitPattern)
    }
}
