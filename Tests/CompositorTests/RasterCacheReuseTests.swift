import Compositor
import Geometry
import Testing

/// The raster cache keys entries by layer identity; a layer freed between two sweeps can
/// hand its address to a new layer, and the old entry's texture must still be destroyed.
@MainActor
struct RasterCacheReuseTests {
    private func card() -> Layer {
        let l = Layer()
        l.frame = Rect(x: 10, y: 10, width: 100, height: 100)
        l.backgroundColor = .black
        l.cornerRadius = 12
        return l
    }

    @Test func aFreedLayersTextureIsDestroyedWhenANewLayerTakesItsAddress() throws {
        let root = Layer()
        root.frame = Rect(x: 0, y: 0, width: 400, height: 300)
        let r = RecordingRenderer()
        let c = Compositor()
        var first: Layer? = card()
        root.addSublayer(first!)
        for _ in 0..<3 { c.render(root, on: r, scale: 1) }
        #expect(c.rasterCacheCount == 1)
        let freedID = ObjectIdentifier(first!)
        first!.removeFromSuperlayer()
        first = nil
        // Allocate until a new layer lands where the freed one was, keeping the misses alive
        // so the allocator offers other addresses.
        var misses: [Layer] = []
        var reused: Layer?
        for _ in 0..<1_000 where reused == nil {
            let l = card()
            if ObjectIdentifier(l) == freedID { reused = l } else { misses.append(l) }
        }
        let second = try #require(reused, "no new layer reused the freed layer's address")
        root.addSublayer(second)
        for _ in 0..<3 { c.render(root, on: r, scale: 1) }
        c.releaseResources(on: r)
        #expect(r.live.isEmpty, "textures made and never destroyed: \(r.live.sorted())")
    }
}
