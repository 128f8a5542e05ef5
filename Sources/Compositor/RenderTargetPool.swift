/// Offscreen targets reused across frames. Sizes round up to 64-pixel steps so a target
/// survives small changes; targets unused for a while are destroyed, and the targets not in
/// use are let go, least recently used first, so the pool holds at most `budgetScreens`
/// outputs' worth beside those a frame is drawing into. (A growing zoom once left a new
/// target at every 64-pixel step for two seconds: 360 MiB of targets at 4096 x 4096.)
@MainActor
final class RenderTargetPool {
    private struct Entry {
        let texture: Texture
        var inUse: Bool
        var lastUsed: Int
    }

    private var entries: [Entry] = []
    private var frame = 0
    /// The free targets kept at most, in outputs.
    static let budgetScreens = 2

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

    /// After a frame has been drawn: destroys the targets that frame did not use, least
    /// recently used first, until the pool holds at most `budgetScreens` outputs or only
    /// what the frame used (its working set stays, so a frame of many passes does not make
    /// them again each frame). Not during the frame: a target released there is still drawn
    /// from by the frame's commands, which run after it is built.
    private func trim(output: PixelSize, renderer: Renderer) {
        let budget = RenderTargetPool.budgetScreens * max(1, output.width * output.height)
        var held = entries.reduce(0) { $0 + $1.texture.pixelSize.width * $1.texture.pixelSize.height }
        let unused = { (i: Int) in self.entries[i].lastUsed < self.frame - 1 }
        while held > budget, let i = entries.indices.lazy.filter(unused).min(by: { entries[$0].lastUsed < entries[$1].lastUsed }) {
            held -= entries[i].texture.pixelSize.width * entries[i].texture.pixelSize.height
            renderer.destroyTexture(entries[i].texture.handle)
            entries.remove(at: i)
        }
    }

    /// Returns a target once its composite has been recorded: commands run in order, so a
    /// later offscreen pass in the same frame may draw into it again.
    func release(_ texture: Texture) {
        for i in entries.indices where entries[i].texture.handle == texture.handle { entries[i].inUse = false }
    }

    func endFrame(renderer: Renderer) {
        frame += 1
        for i in entries.indices { entries[i].inUse = false }
        trim(output: renderer.outputPixelSize, renderer: renderer)
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
