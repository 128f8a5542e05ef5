/// Textures keyed by the content they were made from, so text is rasterised and images are
/// uploaded once. Textures unused for `lifetime` frames are destroyed, on the main actor, at
/// the end of a frame.
@MainActor
final class TextureCache {
    private struct Entry {
        var texture: Texture?
        var lastUsed: Int
    }

    private var entries: [TextureKey: Entry] = [:]
    private var staleKeys: [TextureKey] = []
    private var frame = 0
    let lifetime: Int

    init(lifetime: Int = 120) { self.lifetime = lifetime }

    var count: Int { entries.count }

    /// The texture for `contents`, made on first use. Nil when the renderer cannot make it
    /// (empty text, a failed upload); the failure is remembered so it is not retried each frame.
    func texture(for contents: LayerContents, scale: Double, renderer: Renderer) -> Texture? {
        let key: TextureKey
        switch contents {
        case .none: return nil
        case .image: key = TextureKey(contents: contents, scale: 1)
        case .text: key = TextureKey(contents: contents, scale: scale)
        }
        if let e = entries[key] {
            entries[key]!.lastUsed = frame
            return e.texture
        }
        let made: Texture?
        switch contents {
        case .none: made = nil
        case .image(let image): made = renderer.makeTexture(image: image)
        case .text(let text): made = renderer.makeTexture(text: text, scale: scale)
        }
        entries[key] = Entry(texture: made, lastUsed: frame)
        return made
    }

    func endFrame(renderer: Renderer) {
        frame += 1
        guard frame % 30 == 0 else { return }
        staleKeys.removeAll(keepingCapacity: true)
        for (k, e) in entries where frame - e.lastUsed > lifetime { staleKeys.append(k) }
        for k in staleKeys {
            if let t = entries.removeValue(forKey: k)?.texture { renderer.destroyTexture(t.handle) }
        }
    }

    func releaseAll(renderer: Renderer) {
        for e in entries.values { if let t = e.texture { renderer.destroyTexture(t.handle) } }
        entries.removeAll()
    }
}
