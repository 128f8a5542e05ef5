import Compositor
import Geometry
import Testing

/// The raster cache keys entries by layer identity; a layer freed between two sweeps can
/// hand its address to a new layer, and the old entry's texture must still be destroyed.
/// Serialized: the freed-address test waits for the allocator to hand an address back, which
/// a test allocating beside it can take first.
@MainActor
@Suite(.serialized) struct RasterCacheReuseTests {
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
        // Free a cached layer, then allocate until a new layer lands where it was, keeping
        // the misses alive so the allocator offers other addresses. In a full test run other
        // threads allocate beside this one and may take the address first: then again, with
        // another layer (a run once missed all of 1,000 allocations).
        var misses: [Layer] = []
        var reused: Layer?
        for _ in 0..<8 where reused == nil {
            var first: Layer? = card()
            root.addSublayer(first!)
            for _ in 0..<3 { c.render(root, on: r, scale: 1) }
            #expect(c.rasterCacheCount >= 1)
            let freedID = ObjectIdentifier(first!)
            first!.removeFromSuperlayer()
            first = nil
            for _ in 0..<2_000 where reused == nil {
                let l = card()
                if ObjectIdentifier(l) == freedID { reused = l } else { misses.append(l) }
            }
            if reused == nil { for _ in 0..<3 { c.render(root, on: r, scale: 1) } }
        }
        let second = try #require(reused, "no new layer reused a freed layer's address")
        root.addSublayer(second)
        for _ in 0..<3 { c.render(root, on: r, scale: 1) }
        c.releaseResources(on: r)
        #expect(r.live.isEmpty, "textures made and never destroyed: \(r.live.sorted())")
    }

    /// A rounded card on a page sliding left by whole pixels, out across the window's left
    /// edge: captured whole once, then copied in every frame (not drawn anew where the window
    /// cuts it, not captured again).
    @Test func aCardSlidingAcrossTheWindowsEdgeIsCopiedFromTheCache() {
        let (drawnAnew, capturedAnew) = SlidingCard.slide(step: 3)
        #expect(drawnAnew.isEmpty, "drawn anew in frames \(drawnAnew)")
        #expect(capturedAnew == 0, "captured anew \(capturedAnew) times while it slid")
    }
}
