/// Offscreen targets reused across frames. Sizes round up to 64-pixel steps so a target
/// survives small changes; targets unused for a while are destroyed.
@MainActor
final class RenderTargetPool {
    private struct Entry {
        let texture: Texture
        var inUse: Bool
        var lastUsed: Int
    }

    private var entries: [Entry] = []
    private var frame = 0

    var count: Int { entries.count }

    func acquire(_ size: PixelSize, renderer: Renderer) -> Texture? {
        var best: Int?
        for i in entries.indices where !entries[i].inUse {
            let s = entries[i].texture.pixelSize
            guard s.width >= size.width, s.height >= size.height,
                s.width * s.height <= max(4 * size.width * size.height, 64 * 64 * 4)
            else { continue }
            if best == nil || s.width * s.height < entries[best!].texture.pixelSize.width * entries[best!].texture.pixelSize.height {
                best = i
            }
        }
        if let i = best {
            entries[i].inUse = true
            entries[i].lastUsed = frame
            return entries[i].texture
        }
        let rounded = PixelSize(width: (size.width + 63) / 64 * 64, height: (size.height + 63) / 64 * 64)
        guard let t = renderer.makeRenderTarget(size: rounded) else { return nil }
        entries.append(Entry(texture: t, inUse: true, lastUsed: frame))
        return t
    }

    /// Returns a target once its composite has been recorded: commands run in order, so a
    /// later offscreen pass in the same frame may draw into it again.
    func release(_ texture: Texture) {
        for i in entries.indices where entries[i].texture.handle == texture.handle { entries[i].inUse = false }
    }

    func endFrame(renderer: Renderer) {
        frame += 1
        for i in entries.indices { entries[i].inUse = false }
        if frame % 30 == 0 {
            var i = 0
            while i < entries.count {
                if frame - entries[i].lastUsed > 120 {
                    renderer.destroyTexture(entries[i].texture.handle)
                    entries.remove(at: i)
                } else {
                    i += 1
                }
            }
        }
    }

    func releaseAll(renderer: Renderer) {
        for e in entries { renderer.destroyTexture(e.texture.handle) }
        entries.removeAll()
    }
}
